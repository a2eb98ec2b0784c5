import { readInvoiceStates } from "@tronc/domain";
import { PATHS } from "../../../hydra/paths";
import type { QueryReader } from "../../../hydra/query";
import type { InvoiceSearchFilters } from "./contract";

/**
 * The invoice list's query string (q, user, state, triangleCompany, company, from, to, numFrom,
 * numTo, isDuplicated), shared by invoices-search, -search_stats and the exports. `state` is one
 * state or a list (`state[]=A&state[]=B` or `state=A,B`); absent: created, sent and validated.
 * Dates and numbers are checked where they are read (invoiceSearchConditions).
 */
export function invoiceFiltersFromQuery(query: QueryReader): InvoiceSearchFilters {
  const states = query.list("state");
  return {
    q: query.string("q"),
    userId: query.ref("user", PATHS.users) ?? null,
    states: states.length > 0 ? readInvoiceStates(states) : undefined,
    triangleCompanyId: query.ref("triangleCompany", PATHS.triangleCompanies) ?? null,
    companyId: query.ref("company", PATHS.companies) ?? null,
    from: query.string("from") ?? null,
    to: query.string("to") ?? null,
    numFrom: query.string("numFrom") ?? null,
    numTo: query.string("numTo") ?? null,
    isDuplicated: query.bool("isDuplicated") ?? null,
  };
}
