import { PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { idSchema, pageInput } from "../schemas";
import { contactFormFields } from "./lead.schemas";

export const contactFormIdInput = z.object({ id: idSchema("Le formulaire de contact") });
export const contactFormListInput = z.object({ ...pageInput(PAGE_SIZES.contactForms, 500) });
export const contactFormCreateInput = contactFormFields;
export const contactFormUpdateInput = contactFormFields
  .partial()
  .extend({ id: idSchema("Le formulaire de contact") });
