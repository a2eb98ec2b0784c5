import { createPayment } from "../../../services/money-in/payments/create";
import { deletePayment } from "../../../services/money-in/payments/delete";
import { paymentOptions } from "../../../services/money-in/payments/options";
import {
  getPayment,
  listPayments,
  paymentsByCredit,
  paymentsByInvoice,
} from "../../../services/money-in/payments/read";
import { updatePayment } from "../../../services/money-in/payments/update";
import { defineResource } from "../../resource/define-resource";
import { invoicePaymentContract } from "./contract";
import { invoicePaymentHydraExtra } from "./hydra-extra";
import { invoicePaymentWire } from "./wire";

/**
 * /compta/invoice_payments: the plain collection (1-based pages, latest first) and GET /{id} are the
 * kit's; POST, PUT, DELETE /{id} and /compta/invoice_payments-by-invoice/{id} are written by hand
 * (hydra-extra.ts).
 * The -search paths are the payment collections' list.
 */
export const invoicePaymentModule = defineResource(
  invoicePaymentContract,
  {
    byInvoice: paymentsByInvoice,
    byCredit: paymentsByCredit,
    get: getPayment,
    list: listPayments,
    options: paymentOptions,
    create: createPayment,
    update: updatePayment,
    delete: deletePayment,
  },
  {
    hydra: {
      wire: invoicePaymentWire,
      lists: [
        {
          operation: "list",
          input: (query) => ({ page: query.page(), pageSize: query.maxResults(50, 500) }),
        },
      ],
      get: "get",
      extra: invoicePaymentHydraExtra,
    },
  },
);
