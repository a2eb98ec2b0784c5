import { type DbOrTx, supplierPayments } from "@tronc/db";
import { domainError, PAYMENT_MODE_LABELS, PAYMENT_TYPE_LABELS } from "@tronc/domain";
import { asc, eq, type SQL } from "drizzle-orm";
import type { SupplierPaymentView } from "../view";

/** Supplier payments as the invoice's list shows them: by date, then as recorded. */
export async function loadSupplierPayments(
  db: DbOrTx,
  where: SQL | undefined,
): Promise<SupplierPaymentView[]> {
  const rows = await db
    .select()
    .from(supplierPayments)
    .where(where)
    .orderBy(asc(supplierPayments.paidAt), asc(supplierPayments.id));
  return rows.map((payment) => ({
    id: payment.id,
    supplierInvoiceId: payment.supplierInvoiceId,
    amountCents: payment.amountCents,
    paymentType: payment.paymentType,
    paymentTypeLabel: PAYMENT_TYPE_LABELS[payment.paymentType],
    paymentMode: payment.paymentMode,
    paymentModeLabel: PAYMENT_MODE_LABELS[payment.paymentMode],
    comment: payment.comment,
    paidAt: payment.paidAt,
  }));
}

export async function loadSupplierPayment(db: DbOrTx, id: number): Promise<SupplierPaymentView> {
  const [payment] = await loadSupplierPayments(db, eq(supplierPayments.id, id));
  if (!payment) throw domainError("SUPPLIER_PAYMENT_NOT_FOUND", "notFound");
  return payment;
}
