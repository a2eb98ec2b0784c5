import { deleteInvoice } from "../services/invoicing/edit/delete";
import { duplicateInvoice } from "../services/invoicing/edit/duplicate";
import { listInvoices } from "../services/invoicing/edit/list";
import { invoiceProductOptions } from "../services/invoicing/edit/product-options";
import { updateInvoice } from "../services/invoicing/edit/update";
import { getInvoice } from "../services/invoicing/edit/view";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import {
  invoiceDuplicateInput,
  invoiceIdInput,
  invoiceListInput,
  invoiceProductOptionsInput,
  invoiceUpdateInput,
} from "./invoice.schemas";

/**
 * One invoice: every signed-in user reads it and edits a draft; validating it and changing the
 * state of a validated invoice are checked in the service (accounting or super admin).
 */
export const invoiceRouter = router({
  list: authedProcedure
    .input(invoiceListInput)
    .query(({ ctx, input }) => listInvoices(serviceCtx(ctx), input)),
  get: authedProcedure.input(invoiceIdInput).query(({ ctx, input }) => getInvoice(serviceCtx(ctx), input)),
  productOptions: authedProcedure
    .input(invoiceProductOptionsInput)
    .query(({ ctx, input }) => invoiceProductOptions(serviceCtx(ctx), input)),
  update: authedProcedure
    .input(invoiceUpdateInput)
    .mutation(({ ctx, input }) => updateInvoice(serviceCtx(ctx), input)),
  delete: authedProcedure
    .input(invoiceIdInput)
    .mutation(({ ctx, input }) => deleteInvoice(serviceCtx(ctx), input)),
  duplicate: authedProcedure
    .input(invoiceDuplicateInput)
    .mutation(({ ctx, input }) => duplicateInvoice(serviceCtx(ctx), input)),
});
