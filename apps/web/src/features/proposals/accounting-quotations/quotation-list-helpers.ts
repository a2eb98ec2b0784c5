import { DEFAULT_QUOTATION_LIST_STATES, QUOTATION_STATE_LABELS, type QuotationState } from "@tronc/domain";

export const QUOTATION_LIST_KEY = "accounting-quotations";

/** The list's filters as the screen keeps them for the session ('' for an empty field). */
export interface QuotationListFilters {
  triangleCompanyId: number | null;
  /** None chosen: every state. */
  states: QuotationState[];
  from: string;
  to: string;
  billable: boolean;
  recurrent: boolean;
}

export const DEFAULT_QUOTATION_FILTERS: QuotationListFilters = {
  triangleCompanyId: null,
  states: [...DEFAULT_QUOTATION_LIST_STATES],
  from: "",
  to: "",
  billable: false,
  recurrent: false,
};

export const QUOTATION_STATE_OPTIONS = (Object.keys(QUOTATION_STATE_LABELS) as QuotationState[]).map(
  (state) => ({ value: state, label: QUOTATION_STATE_LABELS[state] }),
);

/** accountingQuotation.search / stats input: what the screen shows, as the API reads it. */
export function quotationFiltersInput(filters: QuotationListFilters, q: string | undefined) {
  return {
    q,
    triangleCompanyId: filters.triangleCompanyId,
    states: filters.states,
    from: filters.from || undefined,
    to: filters.to || undefined,
    billable: filters.billable || undefined,
    recurrent: filters.recurrent || undefined,
  };
}

export const QUOTATION_EXPORTS = [
  { label: "Export Excel", path: "/admin/export-quotation-xls", kind: "excel" },
  { label: "Export Pdf", path: "/admin/export-quotation", kind: "pdf" },
] as const;

/** An export's address with the list's filters, under quotations-search's parameter names. */
export function quotationExportUrl(
  path: string,
  filters: QuotationListFilters,
  q: string | undefined,
): string {
  const params = new URLSearchParams();
  if (q) params.set("searchName", q);
  // No state chosen means every state: said explicitly, as an absent state means the default ones.
  const states = filters.states.length > 0 ? filters.states : QUOTATION_STATE_OPTIONS.map((o) => o.value);
  for (const state of states) params.append("searchState[]", state);
  if (filters.triangleCompanyId) params.set("searchTriangleCompany", String(filters.triangleCompanyId));
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.billable) params.set("searchFinish", "1");
  if (filters.recurrent) params.set("searchRecurrent", "1");
  return `${path}?${params}`;
}

export const quotationCountLabel = (count: number, exact = true) =>
  `${exact ? "" : "plus de "}${count.toLocaleString("fr-FR")} devis`;
