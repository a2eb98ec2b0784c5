import { invoicePayments } from "@tronc/db";
import { assertCanRecordPayment } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { assertPaymentAllowed, matchedForecastId, matchForecast } from "./checks";
import { type PaymentFields, readPaymentChange } from "./input";
import { loadPayment } from "./load";
import { findPayment, lockCredits, lockPaymentInvoice } from "./rows";
import { refreshCreditSettlement, refreshInvoiceSettlement } from "./settlement";
import type { PaymentView } from "./view";

/**
 * Changes a payment (absent fields kept) under the same rules as a new one, its old amount given back
 * to the invoice and to its old credit first; a paid invoice may have a payment lowered (it goes back
 * to sent). The old and the new credit are both settled again.
 */
export async function updatePayment(
  ctx: ServiceContext,
  input: PaymentFields & { id: number },
): Promise<PaymentView> {
  assertCanRecordPayment(ctx.user);
  await inTransaction(ctx, async ({ db: tx, user, now }) => {
    const { invoiceId } = await findPayment(tx, input.id);
    const invoice = await lockPaymentInvoice(tx, invoiceId);
    // Read again under the invoice's lock: every change of a payment takes it first.
    const current = await findPayment(tx, input.id);
    const values = readPaymentChange(input, {
      ...current,
      forecastPaymentId: await matchedForecastId(tx, current.id),
    });
    const lockedCredits = await lockCredits(tx, [current.creditId, values.creditId]);
    await assertPaymentAllowed(tx, invoice, values, lockedCredits, current);
    const { forecastPaymentId, ...columns } = values;
    await tx
      .update(invoicePayments)
      .set({ ...columns, updatedById: user.id, updatedAt: now })
      .where(eq(invoicePayments.id, current.id));
    await matchForecast(tx, current.id, forecastPaymentId, user.id);
    await refreshInvoiceSettlement(tx, invoice.id, user.id);
    for (const creditId of new Set([current.creditId, values.creditId])) {
      if (creditId !== null) await refreshCreditSettlement(tx, creditId, user.id);
    }
  });
  return loadPayment(ctx.db, input.id);
}
