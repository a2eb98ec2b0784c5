import { MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { idSchema, paymentDate, safeString } from "../../../schemas";
import { defineContract } from "../../resource/contract";

const paymentId = idSchema("Le paiement");
const supplierInvoiceId = idSchema("La facture fournisseur");
const idInput = z.object({ id: paymentId });

/** Types and lengths only: the service reads the amount (euros, as sent or typed) and checks the rules in French. */
const fields = {
  amount: z
    .union([z.number({ error: MESSAGES.NUMBER_EXPECTED_CAPITALISED }), safeString(40)], {
      error: MESSAGES.AMOUNT_NUMBER_OR_TEXT,
    })
    .nullish(),
  paymentType: safeString(30).nullish(),
  paymentMode: safeString(30).nullish(),
  comment: safeString(5_000).nullish(),
  /** 'YYYY-MM-DD'; today (Paris) when absent. */
  paidAt: paymentDate().nullish(),
};

/**
 * Supplier payments: every signed-in user reads them; recording, changing and removing one is for
 * accounting or super admins (checked in the service, with the rules).
 */
export const supplierPaymentContract = defineContract({
  name: "supplierPayment",
  operations: {
    byInvoice: { type: "query", policy: "authed", input: z.object({ supplierInvoiceId }) },
    get: { type: "query", policy: "authed", input: idInput },
    create: { type: "mutation", policy: "authed", input: z.object({ supplierInvoiceId, ...fields }) },
    update: { type: "mutation", policy: "authed", input: z.object({ id: paymentId, ...fields }) },
    delete: { type: "mutation", policy: "authed", input: idInput },
  },
  messages: [
    "SUPPLIER_PAYMENT_NOT_FOUND",
    "SUPPLIER_PAYMENT_AMOUNT_UNKNOWN",
    "SUPPLIER_INVOICE_NOT_FOUND",
    "SUPPLIER_INVOICE_FORBIDDEN",
  ],
});
