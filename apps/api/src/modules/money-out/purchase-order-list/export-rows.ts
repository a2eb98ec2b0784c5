import {
  type DbOrTx,
  purchaseOrders,
  quotationSupplierProductFees,
  quotationSupplierProducts,
} from "@tronc/db";
import type { Cents, Unity } from "@tronc/domain";
import { and, asc, desc, eq, inArray, lt, type SQL } from "drizzle-orm";
import { purchaseOrderSearchConditions } from "../../../services/money-out/purchase-orders/list/conditions";
import { purchaseOrderListFields } from "../../../services/money-out/purchase-orders/list/rows";
import { withOrderParties } from "../../../services/money-out/purchase-orders/list/source";
import { keysetPages } from "../../../services/shared/keyset-pages";
import type { PurchaseOrderSearchFilters } from "./contract";

export const PURCHASE_ORDER_EXPORT_PAGE = 500;

async function readOrderPage(db: DbOrTx, where: SQL | undefined, after: number | null) {
  return withOrderParties(db.select(purchaseOrderListFields).from(purchaseOrders).$dynamic())
    .where(and(where, after === null ? undefined : lt(purchaseOrders.id, after)))
    .orderBy(desc(purchaseOrders.id))
    .limit(PURCHASE_ORDER_EXPORT_PAGE);
}

/** One purchase order as the exports list it. */
export type PurchaseOrderExportRow = Awaited<ReturnType<typeof readOrderPage>>[number];

/** Every order matching the list's filters, newest id first, page by page (keyset: no offset). */
export function purchaseOrderExportPages(
  db: DbOrTx,
  filters: PurchaseOrderSearchFilters,
): AsyncGenerator<PurchaseOrderExportRow[]> {
  const where = purchaseOrderSearchConditions(filters);
  return keysetPages(
    (after: number | null) => readOrderPage(db, where, after),
    (row) => row.id,
    PURCHASE_ORDER_EXPORT_PAGE,
  );
}

/** A purchase line or one of its fees (a fee has no unit, discount or delivery delay). */
export interface PurchaseOrderExportLine {
  kind: "line" | "fee";
  name: string;
  quantity: string;
  unity: Unity | null;
  unitPriceCents: Cents;
  vatRate: string;
  discountPercent: string | null;
  deliveryDays: number | null;
  totalHtCents: Cents;
}

/** A row of the detail export: an order's line or fee with the order; an order without line keeps a row. */
export interface PurchaseOrderDetailRow {
  order: PurchaseOrderExportRow;
  line: PurchaseOrderExportLine | null;
}

/** The lines of these purchases, each followed by its fees, in two queries. */
async function linesOf(db: DbOrTx, purchaseIds: number[]): Promise<Map<number, PurchaseOrderExportLine[]>> {
  const byPurchase = new Map<number, PurchaseOrderExportLine[]>();
  if (purchaseIds.length === 0) return byPurchase;
  const lines = await db
    .select({
      id: quotationSupplierProducts.id,
      purchaseId: quotationSupplierProducts.quotationExpenseId,
      name: quotationSupplierProducts.name,
      quantity: quotationSupplierProducts.quantity,
      unity: quotationSupplierProducts.unity,
      unitPriceCents: quotationSupplierProducts.unitPriceCents,
      vatRate: quotationSupplierProducts.vatRate,
      discountPercent: quotationSupplierProducts.discountPercent,
      deliveryDays: quotationSupplierProducts.deliveryDays,
      totalHtCents: quotationSupplierProducts.totalHtCents,
    })
    .from(quotationSupplierProducts)
    .where(inArray(quotationSupplierProducts.quotationExpenseId, purchaseIds))
    .orderBy(asc(quotationSupplierProducts.quotationExpenseId), asc(quotationSupplierProducts.id));
  const fees = await db
    .select({
      lineId: quotationSupplierProductFees.quotationSupplierProductId,
      name: quotationSupplierProductFees.name,
      quantity: quotationSupplierProductFees.quantity,
      unitPriceCents: quotationSupplierProductFees.unitPriceCents,
      vatRate: quotationSupplierProductFees.vatRate,
      totalHtCents: quotationSupplierProductFees.totalHtCents,
    })
    .from(quotationSupplierProductFees)
    .innerJoin(
      quotationSupplierProducts,
      eq(quotationSupplierProducts.id, quotationSupplierProductFees.quotationSupplierProductId),
    )
    .where(inArray(quotationSupplierProducts.quotationExpenseId, purchaseIds))
    .orderBy(asc(quotationSupplierProductFees.id));
  const feesByLine = new Map<number, PurchaseOrderExportLine[]>();
  for (const { lineId, ...fee } of fees) {
    const feeRow = { kind: "fee" as const, ...fee, unity: null, discountPercent: null, deliveryDays: null };
    feesByLine.set(lineId, [...(feesByLine.get(lineId) ?? []), feeRow]);
  }
  for (const { id, purchaseId, ...line } of lines) {
    const rows = byPurchase.get(purchaseId) ?? [];
    rows.push({ kind: "line", ...line }, ...(feesByLine.get(id) ?? []));
    byPurchase.set(purchaseId, rows);
  }
  return byPurchase;
}

/** The detail export's rows: each order's lines and fees, page by page of orders. */
export async function* purchaseOrderDetailPages(
  db: DbOrTx,
  filters: PurchaseOrderSearchFilters,
): AsyncGenerator<PurchaseOrderDetailRow[]> {
  for await (const orders of purchaseOrderExportPages(db, filters)) {
    const lines = await linesOf(
      db,
      orders.map((order) => order.purchaseId),
    );
    yield orders.flatMap((order): PurchaseOrderDetailRow[] => {
      const own = lines.get(order.purchaseId) ?? [];
      return own.length === 0 ? [{ order, line: null }] : own.map((line) => ({ order, line }));
    });
  }
}
