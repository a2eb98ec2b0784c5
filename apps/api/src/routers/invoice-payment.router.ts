import {
  createPayment,
  deletePayment,
  getPayment,
  paymentOptions,
  paymentsByCredit,
  paymentsByInvoice,
  updatePayment,
} from "../services/payments/stubs";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import {
  paymentCreateInput,
  paymentIdInput,
  paymentsByCreditInput,
  paymentsByInvoiceInput,
  paymentUpdateInput,
} from "./invoice-payment.schemas";

/**
 * Customer payments: every signed-in user reads them; recording, changing and removing one is for
 * accounting or super admins (checked in the service, with the rules).
 */
export const invoicePaymentRouter = router({
  byInvoice: authedProcedure
    .input(paymentsByInvoiceInput)
    .query(({ ctx, input }) => paymentsByInvoice(serviceCtx(ctx), input)),
  byCredit: authedProcedure
    .input(paymentsByCreditInput)
    .query(({ ctx, input }) => paymentsByCredit(serviceCtx(ctx), input)),
  get: authedProcedure.input(paymentIdInput).query(({ ctx, input }) => getPayment(serviceCtx(ctx), input)),
  options: authedProcedure
    .input(paymentsByInvoiceInput)
    .query(({ ctx, input }) => paymentOptions(serviceCtx(ctx), input)),
  create: authedProcedure
    .input(paymentCreateInput)
    .mutation(({ ctx, input }) => createPayment(serviceCtx(ctx), input)),
  update: authedProcedure
    .input(paymentUpdateInput)
    .mutation(({ ctx, input }) => updatePayment(serviceCtx(ctx), input)),
  delete: authedProcedure
    .input(paymentIdInput)
    .mutation(({ ctx, input }) => deletePayment(serviceCtx(ctx), input)),
});
