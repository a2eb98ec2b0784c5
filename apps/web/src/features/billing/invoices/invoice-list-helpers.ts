import { DEFAULT_INVOICE_LIST_STATES, INVOICE_LIST_STATES, type InvoiceState } from "@tronc/domain";

export const INVOICE_LIST_KEY = "invoices";

/** The list's filters as the screen keeps them for the session ('' for an empty field). */
export interface InvoiceListFilters {
  triangleCompanyId: number | null;
  duplicatedOnly: boolean;
  /** None chosen: every state. */
  states: InvoiceState[];
  from: string;
  to: string;
  numFrom: string;
  numTo: string;
}

export const DEFAULT_INVOICE_FILTERS: InvoiceListFilters = {
  triangleCompanyId: null,
  duplicatedOnly: false,
  states: [...DEFAULT_INVOICE_LIST_STATES],
  from: "",
  to: "",
  numFrom: "",
  numTo: "",
};

/** invoiceList.search / stats input: what the screen shows, as the API reads it. */
export function invoiceFiltersInput(filters: InvoiceListFilters, q: string | undefined) {
  return {
    q,
    triangleCompanyId: filters.triangleCompanyId,
    isDuplicated: filters.duplicatedOnly || undefined,
    states: filters.states,
    from: filters.from || undefined,
    to: filters.to || undefined,
    numFrom: filters.numFrom.trim() || undefined,
    numTo: filters.numTo.trim() || undefined,
  };
}

export const INVOICE_EXPORTS = [
  { label: "Export PDF", path: "/admin/export-invoice", kind: "pdf" },
  { label: "Export ZIP", path: "/admin/export-invoice-zip", kind: "zip" },
  { label: "Export Excel", path: "/admin/export-invoice-xls", kind: "excel" },
] as const;

/** An export's address with the list's filters, under invoices-search's parameter names. */
export function invoiceExportUrl(path: string, filters: InvoiceListFilters, q: string | undefined): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  // No state chosen means every state: said explicitly, as an absent `state` means the default ones.
  for (const state of filters.states.length > 0 ? filters.states : INVOICE_LIST_STATES) {
    params.append("state[]", state);
  }
  if (filters.triangleCompanyId) params.set("triangleCompany", String(filters.triangleCompanyId));
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.numFrom.trim()) params.set("numFrom", filters.numFrom.trim());
  if (filters.numTo.trim()) params.set("numTo", filters.numTo.trim());
  if (filters.duplicatedOnly) params.set("isDuplicated", "1");
  return `${path}?${params}`;
}

export const invoiceCountLabel = (count: number) =>
  `${count.toLocaleString("fr-FR")} facture${count > 1 ? "s" : ""}`;
