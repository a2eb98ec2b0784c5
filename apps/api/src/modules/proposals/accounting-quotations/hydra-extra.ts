import { centsToEuroNumber } from "@tronc/domain";
import { iri } from "../../../hydra/iri";
import { hydraMember } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import type { HydraRoute } from "../../../hydra/route";
import type { QuotationListItem } from "../../../services/billing/quotations/rows";
import { listStatsRow, zeroBasedSearchRow } from "../../resource/accounting-list-rows";
import { accountingQuotationContract } from "./contract";
import { quotationFiltersFromQuery } from "./query";

const { operations } = accountingQuotationContract;

/** A row of the list: the quotation's summary, not the wire's record (documented without a member type). */
const listMember = (quotation: QuotationListItem) =>
  hydraMember("Quotation", iri(PATHS.quotations, quotation.id), {
    id: quotation.id,
    reference: quotation.reference,
    title: quotation.title,
    state: quotation.state,
    createdAt: quotation.createdAt,
    isRecurringPayment: quotation.isRecurringPayment,
    totalHT: centsToEuroNumber(quotation.totalHtCents),
    totalTVA: centsToEuroNumber(quotation.totalTvaCents),
    totalTTC: centsToEuroNumber(quotation.totalTtcCents),
    amountBilled: centsToEuroNumber(quotation.billedCents),
    amountLeft: centsToEuroNumber(quotation.leftCents),
    troncCommunLead: quotation.leadId,
    company: { ...quotation.client, "@id": iri(PATHS.companies, quotation.client.id) },
    triangleCompany: {
      ...quotation.triangleCompany,
      "@id": iri(PATHS.triangleCompanies, quotation.triangleCompany.id),
    },
  });

/**
 * -search (its rows are summaries, its pages counted from 0) and -search_stats (the totals, not a
 * collection): written by hand, each behind its operation's policy.
 */
export const accountingQuotationExtraRows: HydraRoute[] = [
  zeroBasedSearchRow({
    path: PATHS.quotationsSearch,
    policy: operations.search.policy,
    filters: quotationFiltersFromQuery,
    member: listMember,
    invalidPage: "QUOTATION_LIST_PAGE_INVALID",
    pageSize: 50,
    search: (caller, input) => caller.accountingQuotation.search(input),
  }),
  listStatsRow({
    path: PATHS.quotationsSearchStats,
    policy: operations.stats.policy,
    filters: quotationFiltersFromQuery,
    stats: (caller, filters) => caller.accountingQuotation.stats(filters),
    wire: (stats) => ({
      totalHT: centsToEuroNumber(stats.totalHtCents),
      totalTVA: centsToEuroNumber(stats.totalTvaCents),
      totalTTC: centsToEuroNumber(stats.totalTtcCents),
    }),
  }),
];
