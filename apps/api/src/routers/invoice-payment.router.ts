import { createPayment } from "../services/payments/create";
import { deletePayment } from "../services/payments/delete";
import { paymentOptions } from "../services/payments/options";
import { getPayment, listPayments, paymentsByCredit, paymentsByInvoice } from "../services/payments/read";
import { updatePayment } from "../services/payments/update";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import {
  paymentCreateInput,
  paymentIdInput,
  paymentListInput,
  paymentOptionsInput,
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
  list: authedProcedure
    .input(paymentListInput)
    .query(({ ctx, input }) => listPayments(serviceCtx(ctx), input)),
  options: authedProcedure
    .input(paymentOptionsInput)
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
