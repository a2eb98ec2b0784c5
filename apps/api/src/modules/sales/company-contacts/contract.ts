import { MAX_PICKER_PAGE_SIZE, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import {
  idSchema,
  nameSchema,
  pageInput,
  searchText,
  textSchema,
  VERSION_MESSAGE_CODES,
  versionSchema,
} from "../../../schemas";
import { defineContract } from "../../resource/contract";

/** A contact's fields, as the contact modal and a lead's conversion to a company send them. */
export const contactFields = z.object({
  name: nameSchema(255),
  email: textSchema(180),
  phone: textSchema(30),
  occupation: textSchema(150),
});

const id = idSchema("Le contact");
/** The duplicate e-mail warning was confirmed. */
const confirmDuplicate = z.boolean().optional();

/** Contacts of client companies: name, e-mail and phone required, occupation optional. */
export const companyContactContract = defineContract({
  name: "companyContact",
  operations: {
    search: {
      type: "query",
      policy: "authed",
      input: z.object({
        companyId: idSchema("L'entreprise").optional(),
        q: searchText,
        ...pageInput(PAGE_SIZES.contacts, MAX_PICKER_PAGE_SIZE),
      }),
    },
    get: { type: "query", policy: "authed", input: z.object({ id }) },
    /** 409 with the spec's duplicate sentence unless confirmDuplicate (parallel duplicates wait on a lock). */
    create: {
      type: "mutation",
      policy: "authed",
      input: contactFields.extend({ companyId: idSchema("L'entreprise"), confirmDuplicate }),
    },
    update: {
      type: "mutation",
      policy: "authed",
      input: contactFields.partial().extend({ id, version: versionSchema, confirmDuplicate }),
    },
  },
  messages: [
    ...VERSION_MESSAGE_CODES,
    "CONTACT_NOT_FOUND",
    "COMPANY_NOT_FOUND",
    "CONTACT_NAME_REQUIRED",
    "CONTACT_EMAIL_REQUIRED",
    "CONTACT_PHONE_REQUIRED",
    "CONTACT_PHONE_INVALID",
    "CONTACT_EMAIL_DUPLICATE",
  ],
});
