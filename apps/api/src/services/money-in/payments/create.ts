import { invoicePayments } from "@tronc/db";
import { assertCanCreditOrPay, assertCanRecordPayment, domainError, toParisDate } from "@tronc/domain";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { assertPaymentAllowed, matchForecast } from "./checks";
import { type PaymentFields, readNewPayment } from "./input";
import { loadPayment } from "./load";
import { lockCredits, lockPaymentInvoice } from "./rows";
import { refreshCreditSettlement, refreshInvoiceSettlement } from "./settlement";
import type { PaymentView } from "./view";

/**
 * 'Paiement enregistré': a payment on a numbered invoice not yet paid, by accounting or a super admin.
 * In one transaction, invoice then credit locked: the rules, the row, the forecast match, then what the
 * invoice, its quotations and the credit carry. Any refusal writes nothing.
 */
export async function createPayment(
  ctx: ServiceContext,
  input: PaymentFields & { invoiceId: number },
): Promise<PaymentView> {
  assertCanRecordPayment(ctx.user);
  const values = readNewPayment(input, toParisDate(ctx.now));
  const id = await inTransaction(ctx, async ({ db: tx, user, now }) => {
    const invoice = await lockPaymentInvoice(tx, input.invoiceId);
    assertCanCreditOrPay(invoice);
    const lockedCredits = await lockCredits(tx, [values.creditId]);
    await assertPaymentAllowed(tx, invoice, values, lockedCredits, null);
    const { forecastPaymentId, ...columns } = values;
    const [row] = await tx
      .insert(invoicePayments)
      .values({
        ...columns,
        invoiceId: invoice.id,
        createdById: user.id,
        updatedById: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: invoicePayments.id });
    if (!row) throw domainError("PAYMENT_NOT_FOUND", "notFound");
    await matchForecast(tx, row.id, forecastPaymentId, user.id);
    await refreshInvoiceSettlement(tx, invoice.id, user.id);
    if (values.creditId !== null) await refreshCreditSettlement(tx, values.creditId, user.id);
    return row.id;
  });
  return loadPayment(ctx.db, id);
}
