import { supplierPayments } from "@tronc/db";
import { assertCanRecordPayment, assertSupplierPaymentFits } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../../shared/context";
import type { SupplierPaymentView } from "../view";
import { readSupplierPaymentChange, type SupplierPaymentFields } from "./input";
import { loadSupplierPayment } from "./load";
import { findSupplierPayment, lockSupplierInvoice } from "./rows";
import { refreshSupplierInvoiceSettlement } from "./settlement";

/**
 * Changes a supplier payment (absent fields kept) under the rules of a new one, its old amount given
 * back first (it may take up to what is left + its old amount); a paid invoice may have a payment
 * lowered, and goes back to 'Acompte'.
 */
export async function updateSupplierPayment(
  ctx: ServiceContext,
  input: SupplierPaymentFields & { id: number },
): Promise<SupplierPaymentView> {
  assertCanRecordPayment(ctx.user);
  await inTransaction(ctx, async ({ db: tx, user, now }) => {
    const { supplierInvoiceId } = await findSupplierPayment(tx, input.id);
    const invoice = await lockSupplierInvoice(tx, supplierInvoiceId);
    // Read again under the invoice's lock: every change of a payment takes it first.
    const current = await findSupplierPayment(tx, input.id);
    const values = readSupplierPaymentChange(input, current);
    assertSupplierPaymentFits(invoice, values.amountCents, current.amountCents);
    await tx
      .update(supplierPayments)
      .set({ ...values, updatedById: user.id, updatedAt: now })
      .where(eq(supplierPayments.id, current.id));
    await refreshSupplierInvoiceSettlement(tx, invoice.id, user.id);
  });
  return loadSupplierPayment(ctx.db, input.id);
}
