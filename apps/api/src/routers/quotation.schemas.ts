import { MAX_PICKER_PAGE_SIZE } from "@tronc/domain";
import { z } from "zod";
import { idSchema, pageInput, safeString } from "../schemas";

export const quotationId = idSchema("Le devis");

/** A number as typed ('12,5') or sent (12.5); the domain reads it and says in French what is wrong. */
export const typedNumber = z
  .union([z.number({ error: "Un nombre est attendu." }), safeString(40)], {
    error: "Un nombre ou un texte est attendu.",
  })
  .nullish();

export const quotationIdInput = z.object({ id: quotationId });

export const quotationCreateInput = z.object({ recommendationId: idSchema("La recommandation") });

export const quotationListInput = z.object({
  recommendationId: idSchema("La recommandation").optional(),
  ...pageInput(50, MAX_PICKER_PAGE_SIZE),
});

export const quotationUpdateInput = z.object({
  id: quotationId,
  title: safeString(1_000).nullish(),
  advancePercent: typedNumber,
  paymentMode: z.union([z.number({ error: "Un nombre est attendu." }), safeString(10)]).nullish(),
  isRecurringPayment: z.boolean({ error: "isRecurringPayment doit valoir vrai ou faux." }).optional(),
  comment: safeString(50_000).nullish(),
});

export const quotationProductOptionsInput = z.object({ quotationId });
