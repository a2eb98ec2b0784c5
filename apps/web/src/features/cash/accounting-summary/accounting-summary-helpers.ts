import { DEFAULT_SUMMARY_DATE_BASIS, type SummaryDateBasis } from "@tronc/domain";

export const ACCOUNTING_SUMMARY_KEY = "accounting-summary";
export const ACCOUNTING_GLOBAL_PATH = "/admin/global";

/** The follow-up's filters as the screen keeps them for the session ('' for an empty date). */
export interface SummaryFilters {
  searchDate: SummaryDateBasis;
  from: string;
  to: string;
  /** None chosen: every group company. */
  companies: number[];
}

/** The current year, on the quotation's date, for every group company. */
export function defaultSummaryFilters(today: string): SummaryFilters {
  const year = today.slice(0, 4);
  return {
    searchDate: DEFAULT_SUMMARY_DATE_BASIS,
    from: `${year}-01-01`,
    to: `${year}-12-31`,
    companies: [],
  };
}

/** accountingSummary.search's input: what the screen shows, as the API reads it. */
export function summaryInput(filters: SummaryFilters) {
  return {
    searchDate: filters.searchDate,
    from: filters.from || undefined,
    to: filters.to || undefined,
    triangleCompanyIds: filters.companies.length > 0 ? filters.companies : undefined,
  };
}

/** 'Exporter': GET /admin/global with the same filters under its own names, and export=true. */
export function summaryExportUrl(filters: SummaryFilters): string {
  const params = new URLSearchParams({ searchDate: filters.searchDate });
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  for (const id of filters.companies) params.append("triangleCompanies[]", String(id));
  params.set("export", "true");
  return `${ACCOUNTING_GLOBAL_PATH}?${params}`;
}

export const quotationCountLabel = (count: number) => `${count.toLocaleString("fr-FR")} devis`;
