import { centsToEuroNumber, PAGE_SIZES } from "@tronc/domain";
import { iri } from "../../../hydra/iri";
import { hydraMember } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import type { HydraRoute } from "../../../hydra/route";
import { listStatsRow, zeroBasedSearchRow } from "../../resource/accounting-list-rows";
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

const search = zeroBasedSearchRow({
  path: PATHS.creditsSearch,
  policy: operations.search.policy,
  filters: creditFiltersFromQuery,
  member: creditListWire.member,
  invalidPage: "CREDIT_LIST_PAGE_INVALID",
  pageSize: PAGE_SIZES.creditNotes,
  search: (caller, input) => caller.creditList.search(input),
});

/** The totals bar, in euros. */
const stats = listStatsRow({
  path: PATHS.creditsSearchStats,
  policy: operations.stats.policy,
  filters: creditFiltersFromQuery,
  stats: (caller, filters) => caller.creditList.stats(filters),
  wire: (totals) => ({
    totalHT: centsToEuroNumber(totals.totalHtCents),
    totalTVA: centsToEuroNumber(totals.totalTvaCents),
    totalTTC: centsToEuroNumber(totals.totalTtcCents),
    count: totals.count,
  }),
});

/** /api/compta/credits-search and -search_stats. */
export const creditListRows: HydraRoute[] = [search, stats];
