import { centsToEuroNumber, PAGE_SIZES, readCreditStates } from "@tronc/domain";
import type { CreditSearchFilters } from "../../routers/credit-list.schemas";
import type { CreditListItem } from "../../services/credits/list/search";
import { iri } from "../iri";
import { hydraMember } from "../json-ld";
import { PATHS } from "../paths";
import type { QueryReader } from "../query";
import { collectionRoute } from "../resource";
import type { HydraRoute } from "../route";

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

/** A credit of the list: the §3 Credit note fields the list has (the full credit is GET /credits/{id}). */
const listMember = (credit: CreditListItem) =>
  hydraMember("Credit", iri(PATHS.credits, credit.id), {
    id: credit.id,
    reference: credit.reference,
    title: credit.title,
    state: credit.state,
    // The spec's createdAt is the credit's own date (what the edit screen saves under that name).
    createdAt: credit.creditDate,
    creationDate: credit.createdAt,
    createdBy: credit.createdBy ? iri(PATHS.users, credit.createdBy.id) : null,
    creatorFullname: credit.createdBy?.fullname ?? "",
    triangleCompany: hydraMember("TriangleCompany", iri(PATHS.triangleCompanies, credit.issuer.id), {
      ...credit.issuer,
    }),
    triangleCompanyName: credit.issuer.name,
    company: hydraMember("Company", iri(PATHS.companies, credit.client.id), { ...credit.client }),
    companyName: credit.client.name,
    invoice: credit.invoice
      ? hydraMember("Invoice", iri(PATHS.invoices, credit.invoice.id), { ...credit.invoice })
      : null,
    totalHT: centsToEuroNumber(credit.totalHtCents),
    totalTVA: centsToEuroNumber(credit.totalTvaCents),
    totalTTC: centsToEuroNumber(credit.totalTtcCents),
    restAmount: centsToEuroNumber(credit.amountLeftCents),
  });

const search = collectionRoute(PATHS.creditsSearch, listMember, async (caller, req) => {
  const result = await caller.creditList.search({
    ...creditFiltersFromQuery(req.query),
    page: req.query.zeroBasedPage("CREDIT_LIST_PAGE_INVALID"),
    pageSize: req.query.maxResults(PAGE_SIZES.creditNotes),
  });
  // The wire's page is 0-based: the next page's link is then the API's (1-based) page number.
  return { ...result, page: result.page - 1 };
});

const stats: HydraRoute = {
  method: "GET",
  path: PATHS.creditsSearchStats,
  async handle(caller, req) {
    const totals = await caller.creditList.stats(creditFiltersFromQuery(req.query));
    return {
      totalHT: centsToEuroNumber(totals.totalHtCents),
      totalTVA: centsToEuroNumber(totals.totalTvaCents),
      totalTTC: centsToEuroNumber(totals.totalTtcCents),
      count: totals.count,
    };
  },
};

/** /api/compta/credits-search and -search_stats. */
export const creditSearchRoutes: HydraRoute[] = [search, stats];
