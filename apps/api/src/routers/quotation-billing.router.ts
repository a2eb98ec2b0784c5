import { billQuotation } from "../services/invoicing/billing/bill";
import { billableQuotations, invoiceableCompanies } from "../services/invoicing/billing/candidates";
import { createInvoiceFromQuotations } from "../services/invoicing/billing/create";
import { previewBilling, quotationBillingSummary } from "../services/invoicing/billing/summary";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import {
  billingBillInput,
  billingCreateInput,
  billingCustomerInput,
  billingIssuerInput,
  billingPreviewInput,
  billingQuotationInput,
} from "./quotation-billing.schemas";

/** Invoices from quotations (deposit, partial, balance) and the creation modal: every signed-in user drafts invoices. */
export const quotationBillingRouter = router({
  summary: authedProcedure
    .input(billingQuotationInput)
    .query(({ ctx, input }) => quotationBillingSummary(serviceCtx(ctx), input)),
  preview: authedProcedure
    .input(billingPreviewInput)
    .query(({ ctx, input }) => previewBilling(serviceCtx(ctx), input)),
  bill: authedProcedure
    .input(billingBillInput)
    .mutation(({ ctx, input }) => billQuotation(serviceCtx(ctx), input)),
  invoiceableCompanies: authedProcedure
    .input(billingIssuerInput)
    .query(({ ctx, input }) => invoiceableCompanies(serviceCtx(ctx), input)),
  billableQuotations: authedProcedure
    .input(billingCustomerInput)
    .query(({ ctx, input }) => billableQuotations(serviceCtx(ctx), input)),
  create: authedProcedure
    .input(billingCreateInput)
    .mutation(({ ctx, input }) => createInvoiceFromQuotations(serviceCtx(ctx), input)),
});
