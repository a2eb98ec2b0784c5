import {
  type DbOrTx,
  purchaseOrders,
  supplierInvoicePurchaseOrders,
  supplierInvoices,
  suppliers,
} from "@tronc/db";
import { normalizeSearchText } from "@tronc/domain";
import { asc, eq } from "drizzle-orm";

/**
 * Rewrites what the list's text search looks in: the number, the supplier's name and the references
 * of the linked orders (lower case, without accents). Call it in the transaction that changes them.
 */
export async function refreshSupplierInvoiceSearchText(db: DbOrTx, supplierInvoiceId: number): Promise<void> {
  const [row] = await db
    .select({ invoiceNumber: supplierInvoices.invoiceNumber, supplierName: suppliers.name })
    .from(supplierInvoices)
    .innerJoin(suppliers, eq(suppliers.id, supplierInvoices.supplierId))
    .where(eq(supplierInvoices.id, supplierInvoiceId));
  if (!row) return;
  const orders = await db
    .select({ reference: purchaseOrders.reference })
    .from(supplierInvoicePurchaseOrders)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, supplierInvoicePurchaseOrders.purchaseOrderId))
    .where(eq(supplierInvoicePurchaseOrders.supplierInvoiceId, supplierInvoiceId))
    .orderBy(asc(supplierInvoicePurchaseOrders.id));
  const searchText = normalizeSearchText(
    [row.invoiceNumber ?? "", row.supplierName, ...orders.map((order) => order.reference)].join(" "),
  );
  await db.update(supplierInvoices).set({ searchText }).where(eq(supplierInvoices.id, supplierInvoiceId));
}
