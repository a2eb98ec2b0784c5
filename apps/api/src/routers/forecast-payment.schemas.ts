import { z } from "zod";
import { idSchema, safeString } from "../schemas";

/** An amount in euros as sent (12.5) or typed ('12,50'); the domain reads it and says what is wrong. */
const amount = z
  .union([z.number({ error: "Un nombre est attendu." }), safeString(40)], {
    error: "Le montant doit être un nombre ou un texte.",
  })
  .nullish();
const date = safeString(40).nullish();

export const forecastPaymentIdInput = z.object({ id: idSchema("Le paiement prévisionnel") });
export const forecastPaymentListInput = z.object({ quotationId: idSchema("Le devis") });
export const forecastPaymentCreateInput = z.object({ quotationId: idSchema("Le devis"), date, amount });
export const forecastPaymentUpdateInput = z.object({
  id: idSchema("Le paiement prévisionnel"),
  date,
  amount,
});
