import { createSupplierPayment } from "../services/supplier-invoices/payments/create";
import { deleteSupplierPayment } from "../services/supplier-invoices/payments/delete";
import { getSupplierPayment, supplierPaymentsByInvoice } from "../services/supplier-invoices/payments/read";
import { updateSupplierPayment } from "../services/supplier-invoices/payments/update";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import {
  supplierPaymentCreateInput,
  supplierPaymentIdInput,
  supplierPaymentsByInvoiceInput,
  supplierPaymentUpdateInput,
} from "./supplier-payment.schemas";

/**
 * Supplier payments: every signed-in user reads them; recording, changing and removing one is for
 * accounting or super admins (checked in the service, with the rules).
 */
export const supplierPaymentRouter = router({
  byInvoice: authedProcedure
    .input(supplierPaymentsByInvoiceInput)
    .query(({ ctx, input }) => supplierPaymentsByInvoice(serviceCtx(ctx), input)),
  get: authedProcedure
    .input(supplierPaymentIdInput)
    .query(({ ctx, input }) => getSupplierPayment(serviceCtx(ctx), input)),
  create: authedProcedure
    .input(supplierPaymentCreateInput)
    .mutation(({ ctx, input }) => createSupplierPayment(serviceCtx(ctx), input)),
  update: authedProcedure
    .input(supplierPaymentUpdateInput)
    .mutation(({ ctx, input }) => updateSupplierPayment(serviceCtx(ctx), input)),
  delete: authedProcedure
    .input(supplierPaymentIdInput)
    .mutation(({ ctx, input }) => deleteSupplierPayment(serviceCtx(ctx), input)),
});
