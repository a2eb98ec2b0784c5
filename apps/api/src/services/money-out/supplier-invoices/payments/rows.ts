import { type DbOrTx, supplierInvoices, supplierPayments } from "@tronc/db";
import { domainError } from "@tronc/domain";
import { eq } from "drizzle-orm";

export type SupplierPaymentRow = typeof supplierPayments.$inferSelect;
export type SupplierPaymentInvoiceRow = typeof supplierInvoices.$inferSelect;

export async function findSupplierPayment(db: DbOrTx, id: number): Promise<SupplierPaymentRow> {
  const [row] = await db.select().from(supplierPayments).where(eq(supplierPayments.id, id));
  if (!row) throw domainError("SUPPLIER_PAYMENT_NOT_FOUND", "notFound");
  return row;
}

/**
 * Locks the supplier invoice a payment is written on until the transaction ends: every change of its
 * payments (or of its TTC) takes this lock first, so whoever checks what is left reads it after the
 * other has committed.
 */
export async function lockSupplierInvoice(
  tx: DbOrTx,
  supplierInvoiceId: number,
): Promise<SupplierPaymentInvoiceRow> {
  const [row] = await tx
    .select()
    .from(supplierInvoices)
    .where(eq(supplierInvoices.id, supplierInvoiceId))
    .for("update");
  if (!row) throw domainError("SUPPLIER_INVOICE_NOT_FOUND", "notFound");
  return row;
}
