import { z } from "zod";
import { contactFormFields, positiveId } from "./lead.schemas";

export const contactFormIdInput = z.object({ id: positiveId("Le formulaire de contact") });
export const contactFormListInput = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(500).default(50),
});
export const contactFormCreateInput = contactFormFields;
export const contactFormUpdateInput = contactFormFields
  .partial()
  .extend({ id: positiveId("Le formulaire de contact") });
