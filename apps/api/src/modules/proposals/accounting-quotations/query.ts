import { PATHS } from "../../../hydra/paths";
import type { QueryReader } from "../../../hydra/query";
import type { QuotationListFilters } from "./contract";

/**
 * The quotation list's query string (searchName, searchState, searchTriangleCompany, from, to,
 * searchFinish, searchRecurrent, removeEmptyQuotations), shared by -search, -search_stats and the exports.
 */
export function quotationFiltersFromQuery(query: QueryReader): QuotationListFilters {
  const states = query.list("searchState");
  return {
    q: query.string("searchName"),
    triangleCompanyId: query.ref("searchTriangleCompany", PATHS.triangleCompanies),
    states: states.length > 0 ? states : undefined,
    from: query.string("from"),
    to: query.string("to"),
    billable: query.bool("searchFinish"),
    recurrent: query.bool("searchRecurrent"),
    removeEmpty: query.bool("removeEmptyQuotations"),
  };
}
