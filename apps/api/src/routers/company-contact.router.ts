import { createContact, getContact, searchContacts, updateContact } from "../services/sales/company-contacts";
import { authedProcedure, router } from "../trpc/trpc";
import {
  contactCreateInput,
  contactIdInput,
  contactSearchInput,
  contactUpdateInput,
} from "./company-contact.schemas";

/** Contacts of client companies: name, e-mail and phone required, occupation optional. */
export const companyContactRouter = router({
  search: authedProcedure.input(contactSearchInput).query(({ ctx, input }) => searchContacts(ctx.db, input)),
  get: authedProcedure.input(contactIdInput).query(({ ctx, input }) => getContact(ctx.db, input.id)),
  /** 409 with the spec's duplicate sentence unless confirmDuplicate. */
  create: authedProcedure
    .input(contactCreateInput)
    .mutation(({ ctx, input: { companyId, ...contact } }) => createContact(ctx.db, companyId, contact)),
  update: authedProcedure
    .input(contactUpdateInput)
    .mutation(({ ctx, input: { id, ...changes } }) => updateContact(ctx.db, id, changes)),
});
