import { MAX_PICKER_PAGE_SIZE, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { idSchema, pageInput, searchText } from "../schemas";
import { contactFields } from "./lead.schemas";

export const contactIdInput = z.object({ id: idSchema("Le contact") });

export const contactSearchInput = z.object({
  companyId: idSchema("L'entreprise").optional(),
  q: searchText,
  ...pageInput(PAGE_SIZES.contacts, MAX_PICKER_PAGE_SIZE),
});

export const contactCreateInput = contactFields.extend({
  companyId: idSchema("L'entreprise"),
  /** The duplicate e-mail warning was confirmed. */
  confirmDuplicate: z.boolean().optional(),
});

export const contactUpdateInput = contactFields.partial().extend({
  id: idSchema("Le contact"),
  confirmDuplicate: z.boolean().optional(),
});
