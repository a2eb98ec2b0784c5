import {
  createContactForm,
  deleteContactForm,
  getContactForm,
  listContactForms,
  updateContactForm,
} from "../services/sales/contact-forms";
import { serviceCtx } from "../trpc/context";
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
    .query(({ ctx, input }) => listContactForms(serviceCtx(ctx), input)),
  get: authedProcedure
    .input(contactFormIdInput)
    .query(({ ctx, input }) => getContactForm(serviceCtx(ctx), input)),
  create: authedProcedure
    .input(contactFormCreateInput)
    .mutation(({ ctx, input }) => createContactForm(serviceCtx(ctx), input)),
  update: authedProcedure
    .input(contactFormUpdateInput)
    .mutation(({ ctx, input }) => updateContactForm(serviceCtx(ctx), input)),
  /** Refused while a lead uses it (the lead's deletion takes it along). */
  delete: authedProcedure
    .input(contactFormIdInput)
    .mutation(({ ctx, input }) => deleteContactForm(serviceCtx(ctx), input)),
});
