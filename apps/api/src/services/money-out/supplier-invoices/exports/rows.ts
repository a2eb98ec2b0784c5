import {
  type DbOrTx,
  purchaseOrders,
  quotationExpenses,
  supplierInvoiceProducts,
  supplierInvoicePurchaseOrders,
  supplierInvoices,
  suppliers,
} from "@tronc/db";
import type { Cents, PurchaseOrderState, SupplierInvoiceState, Unity } from "@tronc/domain";
import { and, asc, desc, eq, inArray, lt, type SQL } from "drizzle-orm";
import type { SupplierInvoiceSearchFilters } from "../../../../modules/money-out/supplier-invoice-list/contract";
import { keysetPages } from "../../../shared/keyset-pages";
import { supplierInvoiceSearchConditions } from "../list/conditions";
import { linkedOrdersOf, type SupplierInvoiceListOrder } from "../list/rows";

/** One supplier invoice as the exports list it. */
export interface SupplierInvoiceExportRow {
  id: number;
  supplier: string;
  invoiceNumber: string | null;
  state: SupplierInvoiceState;
  invoiceAt: string | null;
  invoiceReceivedAt: string | null;
  paymentAt: string | null;
  amountCents: Cents | null;
  amountTvaCents: Cents | null;
  amountLeftCents: Cents;
  orders: SupplierInvoiceListOrder[];
}

/** A line of a supplier invoice under the order it bills, for the detail export. */
export interface SupplierInvoiceExportLine {
  orderReference: string;
  orderState: PurchaseOrderState;
  purchaseTitle: string;
  name: string;
  quantity: string;
  unity: Unity;
  unitPriceCents: Cents;
  vatRate: string;
  totalHtCents: Cents;
}

export const EXPORT_PAGE = 500;

const columns = {
  id: supplierInvoices.id,
  supplier: suppliers.name,
  invoiceNumber: supplierInvoices.invoiceNumber,
  state: supplierInvoices.state,
  invoiceAt: supplierInvoices.invoiceAt,
  invoiceReceivedAt: supplierInvoices.invoiceReceivedAt,
  paymentAt: supplierInvoices.paymentAt,
  amountCents: supplierInvoices.amountCents,
  amountTvaCents: supplierInvoices.amountTvaCents,
  amountLeftCents: supplierInvoices.amountLeftCents,
};

/** A page of the matching invoices, newest id first, after the id `after` (keyset: no offset). */
async function readPage(db: DbOrTx, where: SQL | undefined, after: number | null) {
  const rows = await db
    .select(columns)
    .from(supplierInvoices)
    .innerJoin(suppliers, eq(suppliers.id, supplierInvoices.supplierId))
    .where(and(where, after === null ? undefined : lt(supplierInvoices.id, after)))
    .orderBy(desc(supplierInvoices.id))
    .limit(EXPORT_PAGE);
  const orders = await linkedOrdersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row): SupplierInvoiceExportRow => ({ ...row, orders: orders.get(row.id) ?? [] }));
}

/** Every supplier invoice matching the list's filters, page by page (the next read while one is written). */
export function supplierInvoiceExportPages(
  db: DbOrTx,
  filters: SupplierInvoiceSearchFilters,
): AsyncGenerator<SupplierInvoiceExportRow[]> {
  const where = supplierInvoiceSearchConditions(filters);
  return keysetPages(
    (after: number | null) => readPage(db, where, after),
    (row) => row.id,
    EXPORT_PAGE,
  );
}

/** The lines of these invoices with their order, by invoice id (order reference, then line id). */
async function linesOf(db: DbOrTx, invoiceIds: number[]) {
  const lines = new Map<number, SupplierInvoiceExportLine[]>();
  if (invoiceIds.length === 0) return lines;
  const rows = await db
    .select({
      invoiceId: supplierInvoicePurchaseOrders.supplierInvoiceId,
      orderReference: purchaseOrders.reference,
      orderState: purchaseOrders.state,
      purchaseTitle: quotationExpenses.title,
      name: supplierInvoiceProducts.name,
      quantity: supplierInvoiceProducts.quantity,
      unity: supplierInvoiceProducts.unity,
      unitPriceCents: supplierInvoiceProducts.unitPriceCents,
      vatRate: supplierInvoiceProducts.vatRate,
      totalHtCents: supplierInvoiceProducts.totalHtCents,
    })
    .from(supplierInvoiceProducts)
    .innerJoin(
      supplierInvoicePurchaseOrders,
      eq(supplierInvoicePurchaseOrders.id, supplierInvoiceProducts.supplierInvoicePurchaseOrderId),
    )
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, supplierInvoicePurchaseOrders.purchaseOrderId))
    .innerJoin(quotationExpenses, eq(quotationExpenses.id, purchaseOrders.quotationExpenseId))
    .where(inArray(supplierInvoicePurchaseOrders.supplierInvoiceId, invoiceIds))
    .orderBy(asc(purchaseOrders.reference), asc(supplierInvoiceProducts.id));
  for (const { invoiceId, ...line } of rows) {
    const list = lines.get(invoiceId) ?? [];
    list.push(line);
    lines.set(invoiceId, list);
  }
  return lines;
}

/** An invoice line with its invoice; `line` is null for an invoice without lines (still listed once). */
export interface SupplierInvoiceDetailRow {
  invoice: SupplierInvoiceExportRow;
  line: SupplierInvoiceExportLine | null;
}

/** The detail export's rows: each invoice's lines (one row each), pages of invoices read ahead. */
export async function* supplierInvoiceDetailPages(
  db: DbOrTx,
  filters: SupplierInvoiceSearchFilters,
): AsyncGenerator<SupplierInvoiceDetailRow[]> {
  for await (const invoices of supplierInvoiceExportPages(db, filters)) {
    const lines = await linesOf(
      db,
      invoices.map((invoice) => invoice.id),
    );
    yield invoices.flatMap((invoice): SupplierInvoiceDetailRow[] => {
      const own = lines.get(invoice.id) ?? [];
      return own.length > 0 ? own.map((line) => ({ invoice, line })) : [{ invoice, line: null }];
    });
  }
}
