import {
  DEFAULT_SUPPLIER_INVOICE_LIST_STATES,
  SUPPLIER_INVOICE_LIST_STATES,
  type SupplierInvoiceState,
} from "@tronc/domain";

export const SUPPLIER_INVOICE_LIST_KEY = "supplier-invoices";

/** The list's filters as the screen keeps them for the session ('' for an empty date). */
export interface SupplierInvoiceListFilters {
  /** None chosen: every state. */
  states: SupplierInvoiceState[];
  from: string;
  to: string;
}

export const DEFAULT_SUPPLIER_INVOICE_FILTERS: SupplierInvoiceListFilters = {
  states: [...DEFAULT_SUPPLIER_INVOICE_LIST_STATES],
  from: "",
  to: "",
};

/** supplierInvoiceList.search / stats input: what the screen shows, as the API reads it. */
export function supplierInvoiceFiltersInput(filters: SupplierInvoiceListFilters, q: string | undefined) {
  return { q, states: filters.states, from: filters.from || undefined, to: filters.to || undefined };
}

export const SUPPLIER_INVOICE_EXPORTS = [
  { label: "Export Excel", path: "/admin/supplier-invoices-list-export-excel", kind: "excel" },
  { label: "Export Détail", path: "/admin/supplier-invoices-list-export-detail", kind: "excel" },
] as const;

/** An export's address with the list's filters, under supplier_invoices-search's parameter names. */
export function supplierInvoiceExportUrl(
  path: string,
  filters: SupplierInvoiceListFilters,
  q: string | undefined,
): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  // No state chosen means every state: said explicitly, as an absent `state` means the pending ones.
  for (const state of filters.states.length > 0 ? filters.states : SUPPLIER_INVOICE_LIST_STATES) {
    params.append("state[]", state);
  }
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  return `${path}?${params}`;
}

/** `?purchaseOrder={id}` (decision 6): the order whose supplier invoice is to be recorded, or null. */
export function purchaseOrderOfSearch(search: string): number | null {
  const value = new URLSearchParams(search).get("purchaseOrder") ?? "";
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
