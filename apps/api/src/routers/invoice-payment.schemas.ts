import { z } from "zod";
import { idSchema, pageInput, paymentDate, safeString } from "../schemas";

const paymentId = idSchema("Le paiement");

export const paymentIdInput = z.object({ id: paymentId });
export const paymentsByInvoiceInput = z.object({ invoiceId: idSchema("La facture") });
export const paymentsByCreditInput = z.object({ creditId: idSchema("L'avoir") });
/** The modal's options; `paymentId` when it edits that payment (its credit and forecast match count as its own). */
export const paymentOptionsInput = paymentsByInvoiceInput.extend({ paymentId: paymentId.nullish() });
/** The plain collection (Hydra GET), latest recorded first. */
export const paymentListInput = z.object(pageInput(50, 500));

/** An amount in euros as sent (12.5) or typed ('12,50'); the domain reads it and says what is wrong. */
const amount = z
  .union([z.number({ error: "Un nombre est attendu." }), safeString(40)], {
    error: "Le montant doit être un nombre ou un texte.",
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

export const paymentCreateInput = z.object({ invoiceId: idSchema("La facture"), ...fields });
export const paymentUpdateInput = z.object({ id: paymentId, ...fields });
