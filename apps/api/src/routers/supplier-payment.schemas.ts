import { z } from "zod";
import { idSchema, paymentDate, safeString } from "../schemas";

const paymentId = idSchema("Le paiement");
const supplierInvoiceId = idSchema("La facture fournisseur");

export const supplierPaymentIdInput = z.object({ id: paymentId });
export const supplierPaymentsByInvoiceInput = z.object({ supplierInvoiceId });

/** Types and lengths only: the service reads the amount (euros, as sent or typed) and checks the rules in French. */
const fields = {
  amount: z
    .union([z.number({ error: "Un nombre est attendu." }), safeString(40)], {
      error: "Le montant doit être un nombre ou un texte.",
    })
    .nullish(),
  paymentType: safeString(30).nullish(),
  paymentMode: safeString(30).nullish(),
  comment: safeString(5_000).nullish(),
  /** 'YYYY-MM-DD'; today (Paris) when absent. */
  paidAt: paymentDate().nullish(),
};

export const supplierPaymentCreateInput = z.object({ supplierInvoiceId, ...fields });
export const supplierPaymentUpdateInput = z.object({ id: paymentId, ...fields });
