import {
  createContactForm,
  deleteContactForm,
  getContactForm,
  listContactForms,
  updateContactForm,
} from "../services/sales/contact-forms";
import { authedProcedure, router } from "../trpc/trpc";
import {
  contactFormCreateInput,
  contactFormIdInput,
  contactFormListInput,
  contactFormUpdateInput,
} from "./contact-form.schemas";

/** The requester's request behind a lead (its contact-form block is edited through update). */
export const contactFormRouter = router({
  list: authedProcedure
    .input(contactFormListInput)
    .query(({ ctx, input }) => listContactForms(ctx.db, input.page, input.pageSize)),
  get: authedProcedure.input(contactFormIdInput).query(({ ctx, input }) => getContactForm(ctx.db, input.id)),
  create: authedProcedure
    .input(contactFormCreateInput)
    .mutation(({ ctx, input }) => createContactForm(ctx.db, input)),
  update: authedProcedure
    .input(contactFormUpdateInput)
    .mutation(({ ctx, input: { id, ...changes } }) => updateContactForm(ctx.db, id, changes)),
  /** Refused while a lead uses it (the lead's deletion takes it along). */
  delete: authedProcedure.input(contactFormIdInput).mutation(async ({ ctx, input }) => {
    await deleteContactForm(ctx.db, input.id);
    return { id: input.id };
  }),
});
