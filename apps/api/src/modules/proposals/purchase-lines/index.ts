import { PATHS } from "../../../hydra/paths";
import {
  createPurchaseLine,
  deletePurchaseLine,
  updatePurchaseLine,
} from "../../../services/proposals/purchases/lines";
import { getPurchaseLine, listPurchaseLines } from "../../../services/proposals/purchases/views";
import { defineResource } from "../../resource/define-resource";
import { requiredFilter } from "../quotation-expenses/required-filter";
import { purchaseLineContract, purchaseLineWireNames } from "./contract";
import { purchaseLineWire } from "./wire";

/**
 * /api/compta/quotation_supplier_products: the lines of one purchase (`quotationExpense`, required),
 * POST, GET, PUT and DELETE {id}; the product type as `supplierProduct`, the purchase as `quotationExpense`.
 */
export const purchaseLineModule = defineResource(
  purchaseLineContract,
  {
    list: listPurchaseLines,
    get: getPurchaseLine,
    create: createPurchaseLine,
    update: updatePurchaseLine,
    delete: deletePurchaseLine,
  },
  {
    hydra: {
      wire: purchaseLineWire,
      wireNames: purchaseLineWireNames,
      lists: [
        {
          operation: "list",
          input: (query) => ({
            quotationExpenseId: requiredFilter(
              query.ref("quotationExpense", PATHS.quotationExpenses),
              "quotationExpense",
            ),
          }),
        },
      ],
      get: "get",
      create: "create",
      update: "update",
      delete: "delete",
    },
  },
);
