import { PATHS } from "../../../hydra/paths";
import type { QueryReader } from "../../../hydra/query";

/** The lead list's query string, shared by lead-search and the Excel export. */
export function leadFiltersFromQuery(query: QueryReader) {
  const statuses = query.list("searchStatus");
  return {
    q: query.string("q"),
    triangleCompanyId: query.ref("triangleCompany", PATHS.triangleCompanies) ?? null,
    searchStatus: statuses.length > 0 ? statuses : undefined,
    callback: query.bool("callback"),
    withoutCallback: query.bool("withoutCallback"),
    leadTrash: query.bool("leadTrash"),
    retard: query.bool("retard"),
    noAnswer: query.bool("noAnswer"),
  };
}
