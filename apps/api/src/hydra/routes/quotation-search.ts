import { centsToEuroNumber } from "@tronc/domain";
import type { QuotationListFilters } from "../../routers/accounting-quotation.schemas";
import type { QuotationListItem } from "../../services/invoicing/quotations/rows";
import { iri } from "../iri";
import { hydraMember } from "../json-ld";
import { PATHS } from "../paths";
import type { QueryReader } from "../query";
import { collectionRoute } from "../resource";
import type { HydraRoute } from "../route";

/**
 * The quotation list's query string (searchName, searchState, searchTriangleCompany, from, to,
 * searchFinish, searchRecurrent, removeEmptyQuotations), shared by -search, -search_stats and the exports.
 */
export function quotationFiltersFromQuery(query: QueryReader): QuotationListFilters {
  const states = query.list("searchState");
  return {
    q: query.string("searchName"),
    triangleCompanyId: query.ref("searchTriangleCompany", PATHS.triangleCompanies),
    states: states.length > 0 ? states : undefined,
    from: query.string("from"),
    to: query.string("to"),
    billable: query.bool("searchFinish"),
    recurrent: query.bool("searchRecurrent"),
    removeEmpty: query.bool("removeEmptyQuotations"),
  };
}

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

export const quotationSearchRoutes: HydraRoute[] = [
  collectionRoute(PATHS.quotationsSearch, listMember, async (caller, req) => {
    const result = await caller.accountingQuotation.search({
      ...quotationFiltersFromQuery(req.query),
      page: req.query.zeroBasedPage("QUOTATION_LIST_PAGE_INVALID"),
      pageSize: req.query.maxResults(50, 500),
    });
    return {
      items: result.items,
      total: result.total,
      totalIsExact: result.totalIsExact,
      page: result.page - 1,
    };
  }),
  {
    method: "GET",
    path: PATHS.quotationsSearchStats,
    async handle(caller, req) {
      const stats = await caller.accountingQuotation.stats(quotationFiltersFromQuery(req.query));
      return {
        totalHT: centsToEuroNumber(stats.totalHtCents),
        totalTVA: centsToEuroNumber(stats.totalTvaCents),
        totalTTC: centsToEuroNumber(stats.totalTtcCents),
      };
    },
  },
];
