import { MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { idSchema, pageInput, paymentDate, safeString } from "../../../schemas";
import { defineContract } from "../../resource/contract";

const paymentId = idSchema("Le paiement");
const byInvoice = z.object({ invoiceId: idSchema("La facture") });

/** An amount in euros as sent (12.5) or typed ('12,50'); the domain reads it and says what is wrong. */
const amount = z
  .union([z.number({ error: MESSAGES.NUMBER_EXPECTED_CAPITALISED }), safeString(40)], {
    error: MESSAGES.AMOUNT_NUMBER_OR_TEXT,
  })
  .nullish();

/** Types and lengths only: the service checks the rules (amounts left, credit, forecast match) in French. */
const fields = {
  amount,
  paymentType: safeString(30).nullish(),
  paymentMode: safeString(30).nullish(),
  comment: safeString(5_000).nullish(),
  /** 'YYYY-MM-DD'; today (Paris) when absent. */
  paidAt: paymentDate().nullish(),
  /** Mode MODE_CREDIT only: the credit note drawn on. */
  creditId: idSchema("L'avoir").nullish(),
  /** Required when the invoice's quotation has a payment schedule. */
  forecastPaymentId: idSchema("Le paiement prévisionnel").nullish(),
};

/**
 * Customer payments: every signed-in user reads them; recording, changing and removing one is for
 * accounting or super admins (checked in the service, with the rules).
 */
export const invoicePaymentContract = defineContract({
  name: "invoicePayment",
  operations: {
    byInvoice: { type: "query", policy: "authed", input: byInvoice },
    byCredit: { type: "query", policy: "authed", input: z.object({ creditId: idSchema("L'avoir") }) },
    get: { type: "query", policy: "authed", input: z.object({ id: paymentId }) },
    /** The plain collection (Hydra GET), latest recorded first. */
    list: { type: "query", policy: "authed", input: z.object(pageInput(50, 500)) },
    /** The modal's options; `paymentId` when it edits that payment (its credit and forecast match count as its own). */
    options: { type: "query", policy: "authed", input: byInvoice.extend({ paymentId: paymentId.nullish() }) },
    create: {
      type: "mutation",
      policy: "authed",
      input: z.object({ invoiceId: idSchema("La facture"), ...fields }),
    },
    update: { type: "mutation", policy: "authed", input: z.object({ id: paymentId, ...fields }) },
    delete: { type: "mutation", policy: "authed", input: z.object({ id: paymentId }) },
  },
  messages: [
    "PAYMENT_NOT_FOUND",
    "PAYMENT_FORBIDDEN",
    "PAYMENT_AMOUNT_REQUIRED",
    "PAYMENT_AMOUNT_INVALID",
    "PAYMENT_AMOUNT_TOO_PRECISE",
    "PAYMENT_AMOUNT_TOO_LARGE",
    "PAYMENT_TYPE_REQUIRED",
    "PAYMENT_TYPE_INVALID",
    "PAYMENT_MODE_REQUIRED",
    "PAYMENT_MODE_INVALID",
    "PAYMENT_DATE_INVALID",
    "PAYMENT_CREDIT_WITH_OTHER_MODE",
    "PAYMENT_FORECAST_REQUIRED",
    "PAYMENT_FORECAST_NOT_OF_INVOICE",
    "PAYMENT_FORECAST_ALREADY_MATCHED",
    "INVOICE_NOT_FOUND",
    "CREDIT_NOT_FOUND",
    "NUMBER_EXPECTED_CAPITALISED",
    "AMOUNT_NUMBER_OR_TEXT",
  ],
});
