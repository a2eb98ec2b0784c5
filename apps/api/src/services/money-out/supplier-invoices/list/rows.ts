import {
  type DbOrTx,
  purchaseOrders,
  supplierInvoicePurchaseOrders,
  supplierInvoices,
  supplierPayments,
  suppliers,
} from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  isSupplierInvoiceIncomplete,
  type SupplierInvoiceState,
  supplierInvoiceListLabel,
  supplierInvoicePaidAt,
} from "@tronc/domain";
import { asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";

/** A purchase order billed by a listed supplier invoice. */
export interface SupplierInvoiceListOrder {
  id: number;
  reference: string;
}

/** An item of 'Liste des Factures des fournisseurs' (§2.9). */
export interface SupplierInvoiceListItem {
  id: number;
  invoiceNumber: string | null;
  /** The number, or 'Sans numéro'. */
  label: string;
  state: SupplierInvoiceState;
  supplier: { id: number; name: string };
  /** TTC and VAT as typed from the supplier's invoice; null while not typed. */
  amountCents: Cents | null;
  amountTvaCents: Cents | null;
  amountLeftCents: Cents;
  /** Due date. */
  paymentAt: string | null;
  /** 'Réglée le': the last payment's date once paid in full, else null. */
  paidAt: string | null;
  invoiceReceivedAt: string | null;
  invoiceAt: string | null;
  hasFile: boolean;
  /** 'Informations manquantes, en cours de rédaction'. */
  incomplete: boolean;
  purchaseOrders: SupplierInvoiceListOrder[];
  createdAt: string;
}

const listFields = {
  id: supplierInvoices.id,
  invoiceNumber: supplierInvoices.invoiceNumber,
  state: supplierInvoices.state,
  supplierId: suppliers.id,
  supplierName: suppliers.name,
  amountCents: supplierInvoices.amountCents,
  amountTvaCents: supplierInvoices.amountTvaCents,
  amountLeftCents: supplierInvoices.amountLeftCents,
  paymentAt: supplierInvoices.paymentAt,
  invoiceReceivedAt: supplierInvoices.invoiceReceivedAt,
  invoiceAt: supplierInvoices.invoiceAt,
  hasFile: sql<boolean>`${supplierInvoices.fileId} is not null`,
  lastPaidAt: sql<
    string | null
  >`(select max(${supplierPayments.paidAt})::text from ${supplierPayments} where ${supplierPayments.supplierInvoiceId} = ${supplierInvoices.id})`,
  createdAt: supplierInvoices.createdAt,
};

/** Newest first: the order of supplier_invoices_state_idx within a state. */
export const listOrder = [desc(supplierInvoices.createdAt), desc(supplierInvoices.id)];

/** The page's rows, supplier joined (a required column). */
export function supplierInvoiceRowsQuery(db: DbOrTx, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select(listFields)
    .from(supplierInvoices)
    .innerJoin(suppliers, eq(suppliers.id, supplierInvoices.supplierId))
    .where(where)
    .orderBy(...listOrder)
    .limit(limit)
    .offset(offset);
}

type ListRow = Awaited<ReturnType<typeof supplierInvoiceRowsQuery>>[number];

export function linkedOrdersQuery(db: DbOrTx, invoiceIds: number[]) {
  return db
    .select({
      invoiceId: supplierInvoicePurchaseOrders.supplierInvoiceId,
      id: purchaseOrders.id,
      reference: purchaseOrders.reference,
    })
    .from(supplierInvoicePurchaseOrders)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, supplierInvoicePurchaseOrders.purchaseOrderId))
    .where(inArray(supplierInvoicePurchaseOrders.supplierInvoiceId, invoiceIds))
    .orderBy(asc(supplierInvoicePurchaseOrders.supplierInvoiceId), asc(purchaseOrders.reference));
}

/** The purchase orders each listed invoice bills, in one query, by invoice id. */
export async function linkedOrdersOf(
  db: DbOrTx,
  invoiceIds: number[],
): Promise<Map<number, SupplierInvoiceListOrder[]>> {
  const orders = new Map<number, SupplierInvoiceListOrder[]>();
  if (invoiceIds.length === 0) return orders;
  for (const { invoiceId, ...order } of await linkedOrdersQuery(db, invoiceIds)) {
    const list = orders.get(invoiceId) ?? [];
    list.push(order);
    orders.set(invoiceId, list);
  }
  return orders;
}

export function toSupplierInvoiceListItem(
  row: ListRow,
  orders: SupplierInvoiceListOrder[],
): SupplierInvoiceListItem {
  const paidAt = supplierInvoicePaidAt(row, row.lastPaidAt === null ? [] : [row.lastPaidAt]);
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    label: supplierInvoiceListLabel(row.invoiceNumber),
    state: row.state,
    supplier: { id: row.supplierId, name: row.supplierName },
    amountCents: row.amountCents,
    amountTvaCents: row.amountTvaCents,
    amountLeftCents: row.amountLeftCents,
    paymentAt: row.paymentAt,
    paidAt,
    invoiceReceivedAt: row.invoiceReceivedAt,
    invoiceAt: row.invoiceAt,
    hasFile: row.hasFile,
    incomplete: isSupplierInvoiceIncomplete({ ...row, paidAt, purchaseOrderCount: orders.length }),
    purchaseOrders: orders,
    createdAt: row.createdAt.toISOString(),
  };
}
