import { centsToEuroNumber, PAGE_SIZES } from "@tronc/domain";
import { iri } from "../../../hydra/iri";
import { hydraMember } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import { collectionRoute, wireType } from "../../../hydra/resource";
import type { HydraRoute } from "../../../hydra/route";
import { admit } from "../../policies";
import { listStatsRow } from "../../resource/accounting-list-rows";
import { paymentCollectionContract } from "./contract";
import { collectionFiltersFromQuery } from "./query";
import type { CollectionRow } from "./search";

const { operations } = paymentCollectionContract;

/** §3 Customer payment row: the payment, and the invoice with its client, issuer, reference and id. */
export const collectionWire = wireType("InvoicePayment", PATHS.invoicePayments, (row: CollectionRow) => ({
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
}));

/**
 * The table, on a path of its own and documented without its members' type as it always was: by
 * hand, behind the search's door before the query is read. Pages from 1 on the wire (§7), 50 a page
 * unless maxResults says otherwise (up to 500).
 */
const search = collectionRoute(PATHS.invoicePaymentsSearch, collectionWire.member, (caller, req) => {
  admit(req.user, operations.search.policy);
  return caller.paymentCollection.search({
    ...collectionFiltersFromQuery(req.query),
    page: req.query.page(),
    pageSize: req.query.maxResults(PAGE_SIZES.collections),
  });
});

/** The total TTC, in euros. */
const stats = listStatsRow({
  path: PATHS.invoicePaymentsSearchStats,
  policy: operations.stats.policy,
  filters: collectionFiltersFromQuery,
  stats: (caller, filters) => caller.paymentCollection.stats(filters),
  wire: (totals) => ({ totalTTC: centsToEuroNumber(totals.totalTtcCents), count: totals.count }),
});

/** /compta/invoice_payments-search and -search_stats. */
export const paymentCollectionRows: HydraRoute[] = [search, stats];
