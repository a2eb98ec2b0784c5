import { type DbOrTx, supplierInvoices, supplierPayments } from "@tronc/db";
import { settleSupplierInvoice } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { logChanges } from "../../../shared/audit";
import { lockSupplierInvoice } from "./rows";

/**
 * Rewrites what a supplier invoice carries from its payments (decision 2): amount left = TTC (0 while
 * unknown) − their sum, the state they give (STATE_PAID when nothing is left, back to 'Acompte' or
 * 'En cours' when a payment goes), audited. Locks the invoice: call it in the transaction that writes
 * or removes a payment, or that changes the invoice's TTC. A state set by hand is recomputed here.
 */
export async function refreshSupplierInvoiceSettlement(
  tx: DbOrTx,
  supplierInvoiceId: number,
  userId: number | null,
): Promise<void> {
  const invoice = await lockSupplierInvoice(tx, supplierInvoiceId);
  const payments = await tx
    .select({ amountCents: supplierPayments.amountCents })
    .from(supplierPayments)
    .where(eq(supplierPayments.supplierInvoiceId, supplierInvoiceId));
  const settled = settleSupplierInvoice(
    invoice,
    payments.map((payment) => payment.amountCents),
  );
  if (settled.amountLeftCents === invoice.amountLeftCents && settled.state === invoice.state) return;
  await tx.update(supplierInvoices).set(settled).where(eq(supplierInvoices.id, supplierInvoiceId));
  await logChanges(tx, { type: "supplierInvoice", id: supplierInvoiceId }, userId, [
    { field: "state", from: invoice.state, to: settled.state },
    { field: "amountLeftCents", from: invoice.amountLeftCents, to: settled.amountLeftCents },
  ]);
}
