import {
  companies,
  type DbOrTx,
  projects,
  purchaseOrders,
  quotationExpenses,
  quotations,
  recommendations,
  supplierInvoicePurchaseOrders,
  suppliers,
  triangleCompanies,
} from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  type BadgeColor,
  PURCHASE_ORDER_STATE_COLORS,
  PURCHASE_ORDER_STATE_LABELS,
  type PurchaseOrderState,
} from "@tronc/domain";
import { asc, desc, inArray, type SQL } from "drizzle-orm";
import { withOrderParties } from "./source";

/** An item of 'Liste des bons de commande fournisseur' (§2.4). */
export interface PurchaseOrderListItem {
  id: number;
  reference: string;
  state: PurchaseOrderState;
  stateLabel: string;
  stateColor: BadgeColor;
  createdAt: string;
  /** The purchase's title. */
  title: string;
  /** The purchase's amounts (the order's own). */
  totalHtCents: Cents;
  totalTvaCents: Cents;
  totalTtcCents: Cents;
  purchaseId: number;
  supplier: { id: number; name: string };
  issuer: { id: number; name: string; color: string };
  project: { id: number; name: string } | null;
  client: { id: number; name: string };
  quotation: { id: number; reference: string };
  leadId: number;
  /** The ids of its links to supplier invoices. */
  supplierInvoiceLinkIds: number[];
}

export const purchaseOrderListFields = {
  id: purchaseOrders.id,
  reference: purchaseOrders.reference,
  state: purchaseOrders.state,
  createdAt: purchaseOrders.createdAt,
  purchaseId: quotationExpenses.id,
  title: quotationExpenses.title,
  totalHtCents: quotationExpenses.totalHtCents,
  totalTvaCents: quotationExpenses.totalTvaCents,
  totalTtcCents: quotationExpenses.totalTtcCents,
  supplierId: suppliers.id,
  supplierName: suppliers.name,
  issuerId: triangleCompanies.id,
  issuerName: triangleCompanies.name,
  issuerColor: triangleCompanies.color,
  projectId: projects.id,
  projectName: projects.name,
  clientId: companies.id,
  clientName: companies.name,
  quotationId: quotations.id,
  quotationReference: quotations.reference,
  leadId: recommendations.leadId,
};

/** Newest first: the order of purchase_orders_state_idx (state, created_at, id). */
export const purchaseOrderListOrder = [desc(purchaseOrders.createdAt), desc(purchaseOrders.id)];

/** The page's rows with their purchase and parties, in one query. */
export function purchaseOrderRowsQuery(db: DbOrTx, where: SQL | undefined, limit: number, offset: number) {
  return withOrderParties(db.select(purchaseOrderListFields).from(purchaseOrders).$dynamic())
    .where(where)
    .orderBy(...purchaseOrderListOrder)
    .limit(limit)
    .offset(offset);
}

type PurchaseOrderListRow = Awaited<ReturnType<typeof purchaseOrderRowsQuery>>[number];

/** The supplier invoice links of the page's orders, in one query. */
async function linksByOrder(db: DbOrTx, orderIds: number[]): Promise<Map<number, number[]>> {
  const links = new Map<number, number[]>();
  if (orderIds.length === 0) return links;
  const rows = await db
    .select({ id: supplierInvoicePurchaseOrders.id, orderId: supplierInvoicePurchaseOrders.purchaseOrderId })
    .from(supplierInvoicePurchaseOrders)
    .where(inArray(supplierInvoicePurchaseOrders.purchaseOrderId, orderIds))
    .orderBy(asc(supplierInvoicePurchaseOrders.id));
  for (const row of rows) links.set(row.orderId, [...(links.get(row.orderId) ?? []), row.id]);
  return links;
}

function toPurchaseOrderListItem(row: PurchaseOrderListRow, linkIds: number[]): PurchaseOrderListItem {
  return {
    id: row.id,
    reference: row.reference,
    state: row.state,
    stateLabel: PURCHASE_ORDER_STATE_LABELS[row.state],
    stateColor: PURCHASE_ORDER_STATE_COLORS[row.state],
    createdAt: row.createdAt.toISOString(),
    title: row.title,
    totalHtCents: row.totalHtCents,
    totalTvaCents: row.totalTvaCents,
    totalTtcCents: row.totalTtcCents,
    purchaseId: row.purchaseId,
    supplier: { id: row.supplierId, name: row.supplierName },
    issuer: { id: row.issuerId, name: row.issuerName, color: row.issuerColor },
    project:
      row.projectId === null || row.projectName === null
        ? null
        : { id: row.projectId, name: row.projectName },
    client: { id: row.clientId, name: row.clientName },
    quotation: { id: row.quotationId, reference: row.quotationReference },
    leadId: row.leadId,
    supplierInvoiceLinkIds: linkIds,
  };
}

export async function toPurchaseOrderListItems(
  db: DbOrTx,
  rows: PurchaseOrderListRow[],
): Promise<PurchaseOrderListItem[]> {
  const links = await linksByOrder(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toPurchaseOrderListItem(row, links.get(row.id) ?? []));
}
