import { billQuotation } from "../../../services/billing/billing/bill";
import { billableQuotations, invoiceableCompanies } from "../../../services/billing/billing/candidates";
import { createInvoiceFromQuotations } from "../../../services/billing/billing/create";
import { previewBilling, quotationBillingSummary } from "../../../services/billing/billing/summary";
import { defineResource } from "../../resource/define-resource";
import { quotationBillingContract } from "./contract";

/**
 * Billing a quotation (deposit, partial, balance) and the creation modal. No Hydra row of its own: the
 * invoices' POST asks `bill` or `create` (modules/billing/invoices).
 */
export const quotationBillingModule = defineResource(quotationBillingContract, {
  summary: quotationBillingSummary,
  preview: previewBilling,
  bill: billQuotation,
  invoiceableCompanies,
  billableQuotations,
  create: createInvoiceFromQuotations,
});
