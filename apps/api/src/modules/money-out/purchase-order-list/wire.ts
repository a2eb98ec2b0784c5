import { centsToEuroNumber, readPurchaseOrderStates } from "@tronc/domain";
import { iri } from "../../../hydra/iri";
import { hydraMember } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import type { QueryReader } from "../../../hydra/query";
import { wireType } from "../../../hydra/resource";
import type { PurchaseOrderSearchFilters } from "./contract";
import type { PurchaseOrderListItem } from "./search";

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
export const purchaseOrderListWire = wireType(
  "PurchaseOrder",
  PATHS.purchaseOrders,
  (order: PurchaseOrderListItem) => ({
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
  }),
);
