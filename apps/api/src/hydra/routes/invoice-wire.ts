import type { QueryReader } from "../query";

/**
 * The invoice list's query string (q, user, state, triangleCompany, company, from, to, numFrom,
 * numTo, isDuplicated, maxResults, page), shared by invoices-search, -search_stats and the exports.
 * STUB written by the lead: the list's engineer writes it, keeping this name.
 */
export function invoiceFiltersFromQuery(query: QueryReader) {
  return { q: query.string("q") };
}
