import { centsToEuroNumber, PAGE_SIZES } from "@tronc/domain";
import { PATHS } from "../../../hydra/paths";
import { collectionRoute } from "../../../hydra/resource";
import type { HydraRoute } from "../../../hydra/route";
import { admit } from "../../policies";
import { invoiceListContract } from "./contract";
import { invoiceFiltersFromQuery } from "./query";
import { invoiceListWire } from "./wire";

const { operations } = invoiceListContract;

/** Documented without a member type, as it always was: written by hand rather than as the kit's list. */
const search = collectionRoute(PATHS.invoicesSearch, invoiceListWire.member, async (caller, req) => {
  admit(req.user, operations.search.policy);
  const result = await caller.invoiceList.search({
    ...invoiceFiltersFromQuery(req.query),
    page: req.query.zeroBasedPage("INVOICE_LIST_PAGE_INVALID"),
    pageSize: req.query.maxResults(PAGE_SIZES.invoices),
  });
  // The wire's page is 0-based: the next page's link is then the API's (1-based) page number.
  return { ...result, page: result.page - 1 };
});

/** The totals in euros, under the wire's names: not a collection, so written by hand. */
const stats: HydraRoute = {
  method: "GET",
  path: PATHS.invoicesSearchStats,
  async handle(caller, req) {
    admit(req.user, operations.stats.policy);
    const totals = await caller.invoiceList.stats(invoiceFiltersFromQuery(req.query));
    return {
      totalHT: centsToEuroNumber(totals.totalHtCents),
      totalTVA: centsToEuroNumber(totals.totalTvaCents),
      totalTTC: centsToEuroNumber(totals.totalTtcCents),
      restAmount: centsToEuroNumber(totals.amountLeftCents),
      count: totals.count,
    };
  },
};

/** /api/compta/invoices-search and -search_stats. */
export const invoiceListHydraExtra: HydraRoute[] = [search, stats];
