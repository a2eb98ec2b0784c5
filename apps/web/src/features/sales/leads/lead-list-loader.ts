import { hasSearchableTerm } from "@tronc/domain";
import type { RouteLoader } from "../../../app/lazy-screen";
import { type ListState, readListState } from "../../../hooks/use-list-state";

export interface LeadListFilters {
  triangleCompanyId: number | null;
  /** Values of LEAD_STATUS_FILTERS ('IN_PROGRESS' = 'En cours de traitement'); empty = every status. */
  status: string[];
  /** 'Rappel auj.' */
  callback: boolean;
  /** 'Sans rappel' */
  withoutCallback: boolean;
  /** 'Poubelle' */
  leadTrash: boolean;
}

export const DEFAULT_LEAD_FILTERS: LeadListFilters = {
  triangleCompanyId: null,
  status: ["LEAD_STATUS_UNREAD"],
  callback: false,
  withoutCallback: false,
  leadTrash: false,
};

/** The list's key in the browser session (search, filters and page remembered). */
export const LEAD_LIST_KEY = "leads";
export const LEAD_PAGE_SIZE = 50;
export const LEAD_OPTIONS_STALE_MS = 5 * 60_000;

/** The status filter as the API reads it: nothing ticked means every status. */
export const statusParam = (filters: LeadListFilters) =>
  filters.status.length > 0 ? filters.status : ["ALL"];

/** `lead.search`'s input for a list state: the screen and its loader must ask the very same query. */
export function leadSearchInput({ search, filters, page }: ListState<LeadListFilters>) {
  return {
    // Words all under 3 characters are refused by the server: the list stays unfiltered meanwhile.
    q: hasSearchableTerm(search) ? search.trim() : undefined,
    triangleCompanyId: filters.triangleCompanyId ?? undefined,
    searchStatus: statusParam(filters),
    callback: filters.callback,
    withoutCallback: filters.withoutCallback,
    leadTrash: filters.leadTrash,
    page,
    pageSize: LEAD_PAGE_SIZE,
  };
}

/** 'Liste des Leads': the remembered page of leads and the filter options, while the screen's code loads. */
export const leadListLoader: RouteLoader = (utils) => {
  const state = readListState(LEAD_LIST_KEY, { filters: DEFAULT_LEAD_FILTERS });
  void utils.lead.search.prefetch(leadSearchInput(state));
  void utils.lead.options.prefetch(undefined, { staleTime: LEAD_OPTIONS_STALE_MS });
};
