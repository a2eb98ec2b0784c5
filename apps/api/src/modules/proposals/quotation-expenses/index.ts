import { PATHS } from "../../../hydra/paths";
import {
  createPurchase,
  deletePurchase,
  updatePurchase,
} from "../../../services/proposals/purchases/expenses";
import { generatePurchaseLinesAlone } from "../../../services/proposals/purchases/generate";
import { supplierOffers } from "../../../services/proposals/purchases/offers";
import {
  getPurchase,
  listPurchasesOfQuotation,
  purchaseTitleHint,
} from "../../../services/proposals/purchases/views";
import { defineResource } from "../../resource/define-resource";
import { quotationExpenseContract, quotationExpenseWireNames } from "./contract";
import { quotationExpenseExtraRows } from "./hydra-extra";
import { requiredFilter } from "./required-filter";
import { quotationExpenseWire } from "./wire";

/**
 * /api/compta/quotation_expenses: the purchases of one quotation (`quotation`, required), GET, PUT and
 * DELETE {id} are the module's rows; the POST, /quotation_expenses-generate and POST
 * /api/compta/purchase_orders are written by hand (hydra-extra.ts).
 */
export const quotationExpenseModule = defineResource(
  quotationExpenseContract,
  {
    listByQuotation: listPurchasesOfQuotation,
    titleHint: purchaseTitleHint,
    get: getPurchase,
    supplierOffers,
    create: createPurchase,
    update: updatePurchase,
    delete: deletePurchase,
    generate: generatePurchaseLinesAlone,
  },
  {
    hydra: {
      wire: quotationExpenseWire,
      wireNames: quotationExpenseWireNames,
      lists: [
        {
          operation: "listByQuotation",
          input: (query) => ({
            quotationId: requiredFilter(query.ref("quotation", PATHS.quotations), "quotation"),
          }),
        },
      ],
      get: "get",
      update: "update",
      delete: "delete",
      extra: quotationExpenseExtraRows,
    },
  },
);
