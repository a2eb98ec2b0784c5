import { createCredit } from "../../../services/credits/create";
import { deleteCredit } from "../../../services/credits/delete";
import { createCreditFromInvoice } from "../../../services/credits/from-invoice";
import { creditProductOptions } from "../../../services/credits/product-options";
import { creditRecipients } from "../../../services/credits/recipients";
import { creditAmount, creditableInvoice, creditInvoiceLines } from "../../../services/credits/reduce";
import { listCredits } from "../../../services/credits/summaries";
import { updateCredit } from "../../../services/credits/update";
import { getCredit } from "../../../services/credits/view";
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
