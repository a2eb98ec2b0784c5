import { createCredit } from "../../../services/money-in/credits/create";
import { deleteCredit } from "../../../services/money-in/credits/delete";
import { createCreditFromInvoice } from "../../../services/money-in/credits/from-invoice";
import { creditProductOptions } from "../../../services/money-in/credits/product-options";
import { creditRecipients } from "../../../services/money-in/credits/recipients";
import {
  creditAmount,
  creditableInvoice,
  creditInvoiceLines,
} from "../../../services/money-in/credits/reduce";
import { listCredits } from "../../../services/money-in/credits/summaries";
import { updateCredit } from "../../../services/money-in/credits/update";
import { getCredit } from "../../../services/money-in/credits/view";
import { defineResource } from "../../resource/define-resource";
import { creditContract } from "./contract";
import { creditExtraRows } from "./hydra-extra";
import { registerCreditPrint } from "./print-route";
import { creditWire } from "./wire";

/**
 * /api/compta/credits: the list (page, maxResults), GET and DELETE {id} are the module's rows; POST,
 * PUT {id} and POST /api/compta/credits-from-invoice are written by hand (hydra-extra.ts). The PDF
 * /admin/print_credit/{id}.
 */
export const creditModule = defineResource(
  creditContract,
  {
    list: listCredits,
    get: getCredit,
    create: createCredit,
    createFromInvoice: createCreditFromInvoice,
    update: updateCredit,
    delete: deleteCredit,
    productOptions: creditProductOptions,
    creditAmount,
    creditInvoiceLines,
    creditableInvoice,
    recipients: creditRecipients,
  },
  {
    hydra: {
      wire: creditWire,
      lists: [
        {
          operation: "list",
          input: (query) => ({ page: query.page(), pageSize: query.maxResults(50, 500) }),
        },
      ],
      get: "get",
      delete: "delete",
      extra: creditExtraRows,
    },
    files: [registerCreditPrint],
  },
);
