import { centsToEuroNumber, PAGE_SIZES } from "@tronc/domain";
import type { InvoiceListItem } from "../../services/invoicing/list/search";
import { iri } from "../iri";
import { hydraMember } from "../json-ld";
import { PATHS } from "../paths";
import { collectionRoute } from "../resource";
import type { HydraRoute } from "../route";
import { invoiceFiltersFromQuery } from "./invoice-wire";

/** 1250 cents → 12.5 euros on the wire, exactly (as the other price fields of the shim). */

/** An invoice of the list: the §3 Invoice fields the list has (the full invoice is GET /invoices/{id}). */
const listMember = (invoice: InvoiceListItem) =>
  hydraMember("Invoice", iri(PATHS.invoices, invoice.id), {
    id: invoice.id,
    reference: invoice.reference,
    type: invoice.type,
    state: invoice.state,
    title: invoice.title,
    internalComment: invoice.internalComment,
    createdAt: invoice.createdAt,
    invoiceDate: invoice.invoiceDate,
    eligibleAt: invoice.eligibleAt,
    totalHT: centsToEuroNumber(invoice.totalHtCents),
    totalTTC: centsToEuroNumber(invoice.totalTtcCents),
    restAmount: centsToEuroNumber(invoice.amountLeftCents),
    paidAt: invoice.paidAt,
    isDuplicated: invoice.isDuplicated,
    overdue: invoice.overdue,
    leadsName: invoice.projectNames,
    triangleCompany: hydraMember("TriangleCompany", iri(PATHS.triangleCompanies, invoice.issuer.id), {
      ...invoice.issuer,
    }),
    company: hydraMember("Company", iri(PATHS.companies, invoice.client.id), { ...invoice.client }),
  });

const search = collectionRoute(PATHS.invoicesSearch, listMember, async (caller, req) => {
  const result = await caller.invoiceList.search({
    ...invoiceFiltersFromQuery(req.query),
    page: req.query.zeroBasedPage("INVOICE_LIST_PAGE_INVALID"),
    pageSize: req.query.maxResults(PAGE_SIZES.invoices),
  });
  // The wire's page is 0-based: the next page's link is then the API's (1-based) page number.
  return { ...result, page: result.page - 1 };
});

const stats: HydraRoute = {
  method: "GET",
  path: PATHS.invoicesSearchStats,
  async handle(caller, req) {
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
export const invoiceSearchRoutes: HydraRoute[] = [search, stats];
