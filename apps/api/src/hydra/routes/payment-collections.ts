import { centsToEuroNumber, PAGE_SIZES, readInvoiceStates, readPaymentMode } from "@tronc/domain";
import type { CollectionFilters } from "../../routers/payment-collection.schemas";
import type { CollectionRow } from "../../services/payments/collections/search";
import { iri } from "../iri";
import { hydraMember } from "../json-ld";
import { PATHS } from "../paths";
import type { QueryReader } from "../query";
import { collectionRoute } from "../resource";
import type { HydraRoute } from "../route";

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

/** §3 Customer payment row: the payment, and the invoice with its client, issuer, reference and id. */
const collectionMember = (row: CollectionRow) =>
  hydraMember("InvoicePayment", iri(PATHS.invoicePayments, row.id), {
    id: row.id,
    paidAt: row.paidAt,
    amount: centsToEuroNumber(row.amountCents),
    paymentType: row.paymentType,
    paymentTypeTrad: row.paymentTypeLabel,
    paymentMode: row.paymentMode,
    paymentModeTrad: row.paymentModeLabel,
    comment: row.comment,
    credit: row.credit ? iri(PATHS.credits, row.credit.id) : null,
    invoice: hydraMember("Invoice", iri(PATHS.invoices, row.invoice.id), {
      id: row.invoice.id,
      reference: row.invoice.reference,
      company: hydraMember("Company", iri(PATHS.companies, row.client.id), {
        id: row.client.id,
        name: row.client.name,
      }),
      triangleCompany: hydraMember("TriangleCompany", iri(PATHS.triangleCompanies, row.issuer.id), {
        id: row.issuer.id,
        name: row.issuer.name,
      }),
    }),
  });

/** Pages from 1 on the wire (§7), 50 a page unless maxResults says otherwise (up to 500). */
const search = collectionRoute(PATHS.invoicePaymentsSearch, collectionMember, (caller, req) =>
  caller.paymentCollection.search({
    ...collectionFiltersFromQuery(req.query),
    page: req.query.page(),
    pageSize: req.query.maxResults(PAGE_SIZES.collections),
  }),
);

const stats: HydraRoute = {
  method: "GET",
  path: PATHS.invoicePaymentsSearchStats,
  async handle(caller, req) {
    const totals = await caller.paymentCollection.stats(collectionFiltersFromQuery(req.query));
    return { totalTTC: centsToEuroNumber(totals.totalTtcCents), count: totals.count };
  },
};

/** /compta/invoice_payments-search and -search_stats. */
export const paymentCollectionRoutes: HydraRoute[] = [search, stats];
