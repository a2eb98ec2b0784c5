import { centsToEuroNumber, PAGE_SIZES } from "@tronc/domain";
import { PATHS } from "../../../hydra/paths";
import type { HydraRoute } from "../../../hydra/route";
import { listStatsRow, zeroBasedSearchRow } from "../../resource/accounting-list-rows";
import { invoiceListContract } from "./contract";
import { invoiceFiltersFromQuery } from "./query";
import { invoiceListWire } from "./wire";

const { operations } = invoiceListContract;

const search = zeroBasedSearchRow({
  path: PATHS.invoicesSearch,
  policy: operations.search.policy,
  filters: invoiceFiltersFromQuery,
  member: invoiceListWire.member,
  invalidPage: "INVOICE_LIST_PAGE_INVALID",
  pageSize: PAGE_SIZES.invoices,
  search: (caller, input) => caller.invoiceList.search(input),
});

/** The totals in euros, under the wire's names. */
const stats = listStatsRow({
  path: PATHS.invoicesSearchStats,
  policy: operations.stats.policy,
  filters: invoiceFiltersFromQuery,
  stats: (caller, filters) => caller.invoiceList.stats(filters),
  wire: (totals) => ({
    totalHT: centsToEuroNumber(totals.totalHtCents),
    totalTVA: centsToEuroNumber(totals.totalTvaCents),
    totalTTC: centsToEuroNumber(totals.totalTtcCents),
    restAmount: centsToEuroNumber(totals.amountLeftCents),
    count: totals.count,
  }),
});

/** /api/compta/invoices-search and -search_stats. */
export const invoiceListHydraExtra: HydraRoute[] = [search, stats];
