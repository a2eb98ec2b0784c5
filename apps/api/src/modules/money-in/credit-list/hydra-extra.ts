import { centsToEuroNumber, PAGE_SIZES } from "@tronc/domain";
import { iri } from "../../../hydra/iri";
import { hydraMember } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import { collectionRoute, wireType } from "../../../hydra/resource";
import type { HydraRoute } from "../../../hydra/route";
import { admit } from "../../policies";
import { creditListContract } from "./contract";
import { creditFiltersFromQuery } from "./query";
import type { CreditListItem } from "./search";

const { operations } = creditListContract;

/** A credit of the list: the §3 Credit note fields the list has (the full credit is GET /credits/{id}). */
export const creditListWire = wireType("Credit", PATHS.credits, (credit: CreditListItem) => ({
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
}));

/**
 * The list, documented without its members' type as it always was (a kit list names it): by hand,
 * behind the search's door before the query is read. The wire's page is 0-based.
 */
const search = collectionRoute(PATHS.creditsSearch, creditListWire.member, async (caller, req) => {
  admit(req.user, operations.search.policy);
  const result = await caller.creditList.search({
    ...creditFiltersFromQuery(req.query),
    page: req.query.zeroBasedPage("CREDIT_LIST_PAGE_INVALID"),
    pageSize: req.query.maxResults(PAGE_SIZES.creditNotes),
  });
  // The next page's link is then the API's (1-based) page number.
  return { ...result, page: result.page - 1 };
});

/** The totals bar, in euros: no collection, so by hand. */
const stats: HydraRoute = {
  method: "GET",
  path: PATHS.creditsSearchStats,
  async handle(caller, req) {
    admit(req.user, operations.stats.policy);
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
export const creditListRows: HydraRoute[] = [search, stats];
