import { readCreditStates } from "@tronc/domain";
import { PATHS } from "../../../hydra/paths";
import type { QueryReader } from "../../../hydra/query";
import type { CreditSearchFilters } from "./contract";

/**
 * The credit list's query string (searchName, searchState, searchTriangleCompany, company), shared by
 * credits-search, -search_stats and the Excel export. `searchState` is one state or a list
 * (`searchState[]=A&searchState[]=B` or `searchState=A,B`); absent: every state.
 */
export function creditFiltersFromQuery(query: QueryReader): CreditSearchFilters {
  const states = query.list("searchState");
  return {
    q: query.string("searchName"),
    triangleCompanyId: query.ref("searchTriangleCompany", PATHS.triangleCompanies) ?? null,
    companyId: query.ref("company", PATHS.companies) ?? null,
    states: states.length > 0 ? readCreditStates(states) : undefined,
  };
}
