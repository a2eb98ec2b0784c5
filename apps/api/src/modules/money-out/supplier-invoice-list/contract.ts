import { MESSAGES, PAGE_SIZES, SUPPLIER_INVOICE_LIST_STATES, type SupplierInvoiceState } from "@tronc/domain";
import { z } from "zod";
import { pageInput, safeString, searchText } from "../../../schemas";
import { defineContract, type InputOf } from "../../resource/contract";

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
const filters = z.object({
  /** Invoice number, supplier, linked order references. */
  q: searchText,
  /** Absent: pending (DEFAULT_SUPPLIER_INVOICE_LIST_STATES); empty: every state. */
  states: z.array(stateSchema).max(10).optional(),
  /** Invoice date (invoiceAt) from and to, 'YYYY-MM-DD', both included. */
  from: safeString(40).nullish(),
  to: safeString(40).nullish(),
});

/** The supplier invoice list: every signed-in user reads supplier invoices (decision 1). */
export const supplierInvoiceListContract = defineContract({
  name: "supplierInvoiceList",
  operations: {
    /** 'Liste des Factures des fournisseurs': a page of 120, newest first, and the (capped) total. */
    search: {
      type: "query",
      policy: "authed",
      input: filters.extend(pageInput(PAGE_SIZES.supplierInvoices, 500)),
    },
    /** The totals bar of everything matching, with its exact count. */
    stats: { type: "query", policy: "authed", input: filters },
  },
  messages: [
    "SUPPLIER_INVOICE_LIST_STATE_UNKNOWN",
    "INVOICE_LIST_PAGE_INVALID",
    "INVOICE_LIST_DATE_INVALID",
    "INVOICE_LIST_DATE_RANGE",
  ],
});

export const supplierInvoiceSearchInput = supplierInvoiceListContract.operations.search.input;
export type SupplierInvoiceSearchFilters = InputOf<typeof supplierInvoiceListContract.operations.stats>;
export type SupplierInvoiceSearchInput = InputOf<typeof supplierInvoiceListContract.operations.search>;
