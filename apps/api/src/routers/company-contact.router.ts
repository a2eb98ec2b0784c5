import { createContact, getContact, searchContacts, updateContact } from "../services/sales/company-contacts";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import {
  contactCreateInput,
  contactIdInput,
  contactSearchInput,
  contactUpdateInput,
} from "./company-contact.schemas";

/** Contacts of client companies: name, e-mail and phone required, occupation optional. */
export const companyContactRouter = router({
  search: authedProcedure
    .input(contactSearchInput)
    .query(({ ctx, input }) => searchContacts(serviceCtx(ctx), input)),
  get: authedProcedure.input(contactIdInput).query(({ ctx, input }) => getContact(serviceCtx(ctx), input)),
  /** 409 with the spec's duplicate sentence unless confirmDuplicate (parallel duplicates wait on a lock). */
  create: authedProcedure
    .input(contactCreateInput)
    .mutation(({ ctx, input }) => createContact(serviceCtx(ctx), input)),
  update: authedProcedure
    .input(contactUpdateInput)
    .mutation(({ ctx, input }) => updateContact(serviceCtx(ctx), input)),
});
