import { deleteInvoice } from "../../../services/billing/edit/delete";
import { duplicateInvoice } from "../../../services/billing/edit/duplicate";
import { listInvoices } from "../../../services/billing/edit/list";
import { invoiceProductOptions } from "../../../services/billing/edit/product-options";
import { updateInvoice } from "../../../services/billing/edit/update";
import { getInvoice } from "../../../services/billing/edit/view";
import { defineResource } from "../../resource/define-resource";
import { invoiceContract } from "./contract";
import { registerInvoiceExports, registerInvoicePrint } from "./files";
import { invoiceHydraExtra } from "./hydra-extra";
import { invoiceWire } from "./wire";

/**
 * /api/compta/invoices: the plain collection and DELETE {id} are the kit's; POST, GET and PUT {id} and
 * /api/compta/invoices-duplicate/{invoice}/{quotation} are written by hand (hydra-extra.ts). The
 * invoice's PDF and the list's three exports are its files.
 */
export const invoiceModule = defineResource(
  invoiceContract,
  {
    list: listInvoices,
    get: getInvoice,
    productOptions: invoiceProductOptions,
    update: updateInvoice,
    delete: deleteInvoice,
    duplicate: duplicateInvoice,
  },
  {
    hydra: {
      wire: invoiceWire,
      lists: [
        {
          operation: "list",
          input: (query) => ({ page: query.page(), pageSize: query.maxResults(120, 500) }),
        },
      ],
      delete: "delete",
      extra: invoiceHydraExtra,
    },
    files: [registerInvoicePrint, registerInvoiceExports],
  },
);
