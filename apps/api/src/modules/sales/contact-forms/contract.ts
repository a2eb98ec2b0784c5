import { PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { contactFormInfos, idSchema, nameSchema, pageInput, textSchema } from "../../../schemas";
import { defineContract } from "../../resource/contract";

/** The requester's request, as the lead forms and the contact form's own modal send it. */
export const contactFormFields = z.object({
  name: nameSchema(255),
  phone: textSchema(30),
  email: textSchema(180),
  companyName: nameSchema(255),
  source: textSchema(255),
  message: textSchema(20_000),
  subject: textSchema(255),
  infos: contactFormInfos,
});

const id = idSchema("Le formulaire de contact");

/** The requester's request behind a lead (its contact-form block is edited through update). */
export const contactFormContract = defineContract({
  name: "contactForm",
  operations: {
    list: {
      type: "query",
      policy: "authed",
      input: z.object({ ...pageInput(PAGE_SIZES.contactForms, 500) }),
    },
    get: { type: "query", policy: "authed", input: z.object({ id }) },
    create: { type: "mutation", policy: "authed", input: contactFormFields },
    update: { type: "mutation", policy: "authed", input: contactFormFields.partial().extend({ id }) },
    /** Refused while a lead uses it (the lead's deletion takes it along). */
    delete: { type: "mutation", policy: "authed", input: z.object({ id }) },
  },
  messages: [
    "CONTACT_FORM_NOT_FOUND",
    "CONTACT_FORM_IN_USE",
    "CONTACT_NAME_REQUIRED",
    "CONTACT_PHONE_REQUIRED",
    "CONTACT_PHONE_INVALID",
  ],
});
