import { readInvoiceStates, readPaymentMode } from "@tronc/domain";
import { PATHS } from "../../../hydra/paths";
import type { QueryReader } from "../../../hydra/query";
import type { CollectionFilters } from "./contract";

/**
 * The collections' query string (q, triangleCompany, searchState, from, to, modes), shared by
 * invoice_payments-search, -search_stats and the Excel export. `modes` and `searchState` are one
 * value or a list (`modes[]=A&modes[]=B` or `modes=A,B`); `searchState` is the invoice's state.
 * An unknown mode or state is a French 400 here, a day where it is read.
 */
export function collectionFiltersFromQuery(query: QueryReader): CollectionFilters {
  const modes = query.list("modes");
  const states = query.list("searchState");
  return {
    q: query.string("q"),
    triangleCompanyId: query.ref("triangleCompany", PATHS.triangleCompanies) ?? null,
    from: query.string("from") ?? null,
    to: query.string("to") ?? null,
    modes: modes.length > 0 ? modes.map(readPaymentMode) : undefined,
    invoiceStates: states.length > 0 ? readInvoiceStates(states) : undefined,
  };
}
