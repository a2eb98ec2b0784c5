import type { CreditState } from "@tronc/domain";

export const CREDIT_LIST_KEY = "credits";

/** The list's filters as the screen keeps them for the session. */
export interface CreditListFilters {
  triangleCompanyId: number | null;
  /** None chosen: every state. */
  states: CreditState[];
}

export const DEFAULT_CREDIT_FILTERS: CreditListFilters = { triangleCompanyId: null, states: [] };

/** creditList.search / stats input: what the screen shows, as the API reads it. */
export const creditFiltersInput = (filters: CreditListFilters, q: string | undefined) => ({
  q,
  triangleCompanyId: filters.triangleCompanyId,
  states: filters.states,
});

export const CREDIT_EXPORT_PATH = "/admin/export-credit-xls";

/** The Excel export's address with the list's filters, under credits-search's parameter names. */
export function creditExportUrl(filters: CreditListFilters, q: string | undefined): string {
  const params = new URLSearchParams();
  if (q) params.set("searchName", q);
  for (const state of filters.states) params.append("searchState[]", state);
  if (filters.triangleCompanyId) params.set("searchTriangleCompany", String(filters.triangleCompanyId));
  const query = params.toString();
  return query ? `${CREDIT_EXPORT_PATH}?${query}` : CREDIT_EXPORT_PATH;
}

export const creditCountLabel = (count: number) =>
  `${count.toLocaleString("fr-FR")} avoir${count > 1 ? "s" : ""}`;
