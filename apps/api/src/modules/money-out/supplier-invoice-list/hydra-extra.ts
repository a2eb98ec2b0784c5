import { centsToEuroNumber, PAGE_SIZES, readSupplierInvoiceStates } from "@tronc/domain";
import { iri } from "../../../hydra/iri";
import { hydraMember } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import type { QueryReader } from "../../../hydra/query";
import { wireType } from "../../../hydra/resource";
import type { HydraRoute } from "../../../hydra/route";
import type { SupplierInvoiceListItem } from "../../../services/money-out/supplier-invoices/list/search";
import { listStatsRow, zeroBasedSearchRow } from "../../resource/accounting-list-rows";
import { type SupplierInvoiceSearchFilters, supplierInvoiceListContract } from "./contract";

const { operations } = supplierInvoiceListContract;

/**
 * The supplier invoice list's query string (q, state, from, to), shared by -search, -search-stats and
 * the two exports. `state` is one state or a list (`state[]=A&state[]=B` or `state=A,B`); absent:
 * pending. Dates are checked where they are read (supplierInvoiceSearchConditions).
 */
export function supplierInvoiceFiltersFromQuery(query: QueryReader): SupplierInvoiceSearchFilters {
  const states = query.list("state");
  return {
    q: query.string("q"),
    states: states.length > 0 ? readSupplierInvoiceStates(states) : undefined,
    from: query.string("from") ?? null,
    to: query.string("to") ?? null,
  };
}

const euros = (cents: number | null) => (cents === null ? null : centsToEuroNumber(cents));

/** A supplier invoice of the list: the §3 fields the list has (the full one is GET /supplier_invoices/{id}). */
export const supplierInvoiceListWire = wireType(
  "SupplierInvoice",
  PATHS.supplierInvoices,
  (invoice: SupplierInvoiceListItem) => ({
    id: invoice.id,
    supplier: hydraMember("Supplier", iri(PATHS.suppliers, invoice.supplier.id), { ...invoice.supplier }),
    supplierName: invoice.supplier.name,
    state: invoice.state,
    invoiceNumber: invoice.invoiceNumber,
    amount: euros(invoice.amountCents),
    amountTva: euros(invoice.amountTvaCents),
    restAmount: centsToEuroNumber(invoice.amountLeftCents),
    paymentAt: invoice.paymentAt,
    invoiceReceivedAt: invoice.invoiceReceivedAt,
    invoiceAt: invoice.invoiceAt,
    hasFile: invoice.hasFile,
    incomplete: invoice.incomplete,
    createdAt: invoice.createdAt,
    purchaseOrders: invoice.purchaseOrders.map((order) =>
      hydraMember("PurchaseOrder", iri(PATHS.purchaseOrders, order.id), { ...order }),
    ),
  }),
);

/** -search pages from 0, as invoices-search (and says so with the invoices' sentence). */
const search = zeroBasedSearchRow({
  path: PATHS.supplierInvoicesSearch,
  policy: operations.search.policy,
  filters: supplierInvoiceFiltersFromQuery,
  member: supplierInvoiceListWire.member,
  invalidPage: "INVOICE_LIST_PAGE_INVALID",
  pageSize: PAGE_SIZES.supplierInvoices,
  search: (caller, input) => caller.supplierInvoiceList.search(input),
});

/** -search-stats answers the totals in euros, under the wire's names. */
const stats = listStatsRow({
  path: PATHS.supplierInvoicesSearchStats,
  policy: operations.stats.policy,
  filters: supplierInvoiceFiltersFromQuery,
  stats: (caller, filters) => caller.supplierInvoiceList.stats(filters),
  wire: (totals) => ({
    totalTVA: centsToEuroNumber(totals.totalTvaCents),
    totalTTC: centsToEuroNumber(totals.totalTtcCents),
    restAmount: centsToEuroNumber(totals.amountLeftCents),
    count: totals.count,
  }),
});

/** /api/compta/supplier_invoices-search and -search-stats. */
export const supplierInvoiceListExtraRows: HydraRoute[] = [search, stats];
