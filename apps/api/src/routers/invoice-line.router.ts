import { createInvoiceLine, deleteInvoiceLine, updateInvoiceLine } from "../services/invoicing/edit/lines";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import { invoiceLineCreateInput, invoiceLineIdInput, invoiceLineUpdateInput } from "./invoice-line.schemas";

/** Lines of a draft invoice: every signed-in user, refused once the invoice is validated. */
export const invoiceLineRouter = router({
  create: authedProcedure
    .input(invoiceLineCreateInput)
    .mutation(({ ctx, input }) => createInvoiceLine(serviceCtx(ctx), input)),
  update: authedProcedure
    .input(invoiceLineUpdateInput)
    .mutation(({ ctx, input }) => updateInvoiceLine(serviceCtx(ctx), input)),
  delete: authedProcedure
    .input(invoiceLineIdInput)
    .mutation(({ ctx, input }) => deleteInvoiceLine(serviceCtx(ctx), input)),
});
