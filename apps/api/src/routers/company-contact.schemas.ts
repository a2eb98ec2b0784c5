import { z } from "zod";
import { contactFields, positiveId } from "./lead.schemas";

export const contactIdInput = z.object({ id: positiveId("Le contact") });

export const contactSearchInput = z.object({
  companyId: positiveId("L'entreprise").optional(),
  q: z.string().max(200).optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(500).default(120),
});

export const contactCreateInput = contactFields.extend({
  companyId: positiveId("L'entreprise"),
  /** The duplicate e-mail warning was confirmed. */
  confirmDuplicate: z.boolean().optional(),
});

export const contactUpdateInput = contactFields.partial().extend({
  id: positiveId("Le contact"),
  confirmDuplicate: z.boolean().optional(),
});
