import { credits, type DbOrTx, invoicePayments, invoices } from "@tronc/db";
import { settleCredit, settleInvoice } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { lockQuotations, refreshQuotationInvoicingState } from "../../billing/totals";
import { logChanges } from "../../shared/audit";
import { invoiceQuotationIds, lockCredits, lockPaymentInvoice } from "./rows";

/**
 * Rewrites what an invoice carries from its payments (every mode): amount left = TTC − their sum,
 * STATE_PAID on the latest payment's date once nothing is left, back to STATE_SEND when something is
 * left again (audited), then the states of its quotations (PAID once everything billed is
 * collected). Locks the invoice, then its quotations: call it in the transaction that writes or
 * removes a payment, or that changes an invoice's TTC.
 */
export async function refreshInvoiceSettlement(
  tx: DbOrTx,
  invoiceId: number,
  userId: number | null,
): Promise<void> {
  const invoice = await lockPaymentInvoice(tx, invoiceId);
  const payments = await tx
    .select({ amountCents: invoicePayments.amountCents, paidAt: invoicePayments.paidAt })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId));
  const settled = settleInvoice(invoice, payments);
  if (
    settled.amountLeftCents !== invoice.amountLeftCents ||
    settled.state !== invoice.state ||
    settled.paidAt !== invoice.paidAt
  ) {
    await tx.update(invoices).set(settled).where(eq(invoices.id, invoiceId));
    await logChanges(tx, { type: "invoice", id: invoiceId }, userId, [
      { field: "state", from: invoice.state, to: settled.state },
      { field: "paidAt", from: invoice.paidAt, to: settled.paidAt },
    ]);
  }
  const quotationIds = await invoiceQuotationIds(tx, invoiceId);
  await lockQuotations(tx, quotationIds);
  for (const quotationId of quotationIds) await refreshQuotationInvoicingState(tx, quotationId, userId);
}

/**
 * Rewrites what is left on a credit note (TTC − the payments drawn on it) and its state
 * (VALIDATED, PARTIALY_USED, USED; a draft stays a draft), audited. Locks the credit: call it after
 * the invoice's lock, in the transaction of the payment.
 */
export async function refreshCreditSettlement(
  tx: DbOrTx,
  creditId: number,
  userId: number | null,
): Promise<void> {
  const credit = (await lockCredits(tx, [creditId])).get(creditId);
  if (!credit) return;
  const uses = await tx
    .select({ amountCents: invoicePayments.amountCents })
    .from(invoicePayments)
    .where(eq(invoicePayments.creditId, creditId));
  const settled = settleCredit(
    credit,
    uses.map((use) => use.amountCents),
  );
  if (settled.amountLeftCents === credit.amountLeftCents && settled.state === credit.state) return;
  await tx.update(credits).set(settled).where(eq(credits.id, creditId));
  await logChanges(tx, { type: "credit", id: creditId }, userId, [
    { field: "state", from: credit.state, to: settled.state },
  ]);
}
