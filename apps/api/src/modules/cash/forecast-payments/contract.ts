import { MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { idSchema, safeString } from "../../../schemas";
import { defineContract } from "../../resource/contract";

/** An amount in euros as sent (12.5) or typed ('12,50'); the domain reads it and says what is wrong. */
const amount = z
  .union([z.number({ error: MESSAGES.NUMBER_EXPECTED_CAPITALISED }), safeString(40)], {
    error: MESSAGES.AMOUNT_NUMBER_OR_TEXT,
  })
  .nullish();
const date = safeString(40).nullish();
const id = idSchema("Le paiement prévisionnel");
const quotationId = idSchema("Le devis");

/** A quotation's payment schedule: every signed-in user works it (as the quotation page). */
export const forecastPaymentContract = defineContract({
  name: "forecastPayment",
  operations: {
    listByQuotation: { type: "query", policy: "authed", input: z.object({ quotationId }) },
    get: { type: "query", policy: "authed", input: z.object({ id }) },
    /** 'Paiement prévisonnel enregistré'; the schedule never passes the quotation's TTC. */
    create: { type: "mutation", policy: "authed", input: z.object({ quotationId, date, amount }) },
    update: { type: "mutation", policy: "authed", input: z.object({ id, date, amount }) },
    delete: { type: "mutation", policy: "authed", input: z.object({ id }) },
  },
  messages: [
    "FORECAST_PAYMENT_NOT_FOUND",
    "FORECAST_PAYMENT_DATE_REQUIRED",
    "FORECAST_PAYMENT_QUOTATION_PARAM_REQUIRED",
  ],
});
