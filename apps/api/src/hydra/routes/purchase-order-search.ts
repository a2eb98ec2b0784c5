import { centsToEuroNumber, PAGE_SIZES, readPurchaseOrderStates } from "@tronc/domain";
import type { PurchaseOrderSearchFilters } from "../../routers/purchase-order-list.schemas";
import type { PurchaseOrderListItem } from "../../services/purchase-orders/list/search";
import { iri } from "../iri";
import { hydraMember } from "../json-ld";
import { PATHS } from "../paths";
import type { QueryReader } from "../query";
import { collectionRoute } from "../resource";
import type { HydraRoute } from "../route";

/**
 * The purchase order list's query string (q, state, triangleCompany, project, supplier, from, to),
 * shared by purchase_orders-search and the two Excel exports. `state` is one state or a list
 * (`state[]=A&state[]=B` or `state=A,B`); absent: pending. Dates are checked where they are read.
 */
export function purchaseOrderFiltersFromQuery(query: QueryReader): PurchaseOrderSearchFilters {
  const states = query.list("state");
  return {
    q: query.string("q"),
    states: states.length > 0 ? readPurchaseOrderStates(states) : undefined,
    triangleCompanyId: query.ref("triangleCompany", PATHS.triangleCompanies) ?? null,
    projectId: query.ref("project", PATHS.projects) ?? null,
    supplierId: query.ref("supplier", PATHS.suppliers) ?? null,
    from: query.string("from") ?? null,
    to: query.string("to") ?? null,
  };
}

/** A purchase order of the list: the §3 Purchase order fields (amounts in euros, references as IRIs). */
export const purchaseOrderListMember = (order: PurchaseOrderListItem) =>
  hydraMember("PurchaseOrder", iri(PATHS.purchaseOrders, order.id), {
    id: order.id,
    reference: order.reference,
    state: order.state,
    createdAt: order.createdAt,
    quotationExpense: hydraMember("QuotationExpense", iri(PATHS.quotationExpenses, order.purchaseId), {
      id: order.purchaseId,
      title: order.title,
      totalHT: centsToEuroNumber(order.totalHtCents),
      totalTVA: centsToEuroNumber(order.totalTvaCents),
      totalTTC: centsToEuroNumber(order.totalTtcCents),
    }),
    supplier: iri(PATHS.suppliers, order.supplier.id),
    supplierName: order.supplier.name,
    triangleCompany: iri(PATHS.triangleCompanies, order.issuer.id),
    triangleCompanyName: order.issuer.name,
    project: order.project ? iri(PATHS.projects, order.project.id) : null,
    projectName: order.project?.name ?? null,
    companyName: order.client.name,
    quotation: iri(PATHS.quotations, order.quotation.id),
    leadId: order.leadId,
    supplierInvoicePurchaseOrders: order.supplierInvoiceLinkIds.map((id) =>
      iri(PATHS.supplierInvoicePurchaseOrders, id),
    ),
  });

const search = collectionRoute(PATHS.purchaseOrdersSearch, purchaseOrderListMember, async (caller, req) => {
  const result = await caller.purchaseOrderList.search({
    ...purchaseOrderFiltersFromQuery(req.query),
    page: req.query.zeroBasedPage("PURCHASE_ORDER_LIST_PAGE_INVALID"),
    pageSize: req.query.maxResults(PAGE_SIZES.purchaseOrders),
  });
  // The wire's page is 0-based: the next page's link is then the API's (1-based) page number.
  return { ...result, page: result.page - 1 };
});

/** The plain collection: every order, newest first, Hydra's own 1-based pages. */
const collection = collectionRoute(PATHS.purchaseOrders, purchaseOrderListMember, (caller, req) =>
  caller.purchaseOrderList.search({
    states: [],
    page: req.query.page(),
    pageSize: req.query.maxResults(PAGE_SIZES.purchaseOrders),
  }),
);

/** /api/compta/purchase_orders-search and GET /api/compta/purchase_orders. */
export const purchaseOrderSearchRoutes: HydraRoute[] = [search, collection];
