import { MESSAGES, PAGE_SIZES, SUPPLIER_INVOICE_LIST_STATES, type SupplierInvoiceState } from "@tronc/domain";
import { z } from "zod";
import { pageInput, safeString, searchText } from "../schemas";

const stateSchema = z.enum(
  SUPPLIER_INVOICE_LIST_STATES as [SupplierInvoiceState, ...SupplierInvoiceState[]],
  {
    error: (issue) => MESSAGES.SUPPLIER_INVOICE_LIST_STATE_UNKNOWN.replace("{value}", String(issue.input)),
  },
);

/**
 * The supplier invoice list's filters (§2.9), shared by the list, its totals bar and the two exports.
 * Dates are read by the domain (readInvoiceListRanges), which says in French what is wrong.
 */
export const supplierInvoiceFilters = z.object({
  /** Invoice number, supplier, linked order references. */
  q: searchText,
  /** Absent: pending (DEFAULT_SUPPLIER_INVOICE_LIST_STATES); empty: every state. */
  states: z.array(stateSchema).max(10).optional(),
  /** Invoice date (invoiceAt) from and to, 'YYYY-MM-DD', both included. */
  from: safeString(40).nullish(),
  to: safeString(40).nullish(),
});

export const supplierInvoiceSearchInput = supplierInvoiceFilters.extend(
  pageInput(PAGE_SIZES.supplierInvoices, 500),
);

export type SupplierInvoiceSearchFilters = z.infer<typeof supplierInvoiceFilters>;
export type SupplierInvoiceSearchInput = z.infer<typeof supplierInvoiceSearchInput>;
