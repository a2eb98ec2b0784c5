import { type InvoiceState, invoiceStateAfterSettlement } from "../billing/invoice-states";
import { type Cents, toCents } from "../shared/cents";
import { type CreditState, creditAmountLeft, creditStateAfterUse } from "./credit-notes";
import { amountLeft, assertPaymentAmount } from "./payments";

export interface SettledInvoice {
  amountLeftCents: Cents;
  state: InvoiceState;
  /** The latest payment's date once paid; null otherwise. */
  paidAt: string | null;
}

/**
 * What an invoice carries after its payments (every mode, credit notes included): TTC less their sum;
 * paid once nothing is left, on the latest payment's date; back to sent when something is left again.
 */
export function settleInvoice(
  invoice: { state: InvoiceState; totalTtcCents: Cents; paidAt: string | null },
  payments: readonly { amountCents: Cents; paidAt: string }[],
): SettledInvoice {
  const left = amountLeft(
    invoice.totalTtcCents,
    payments.map((payment) => payment.amountCents),
  );
  const state = invoiceStateAfterSettlement(invoice.state, toCents(left));
  const latest = payments.reduce<string | null>(
    (last, payment) => (last === null || payment.paidAt > last ? payment.paidAt : last),
    null,
  );
  return {
    amountLeftCents: toCents(left),
    state,
    paidAt: state === "STATE_PAID" ? (latest ?? invoice.paidAt) : null,
  };
}

/** What is left on a credit note after the payments drawn on it, and the state that follows. */
export function settleCredit(
  credit: { state: CreditState; totalTtcCents: Cents },
  usedCents: readonly Cents[],
): { amountLeftCents: Cents; state: CreditState } {
  const left = creditAmountLeft(credit.totalTtcCents, usedCents);
  return {
    amountLeftCents: toCents(left),
    state: creditStateAfterUse(credit.state, credit.totalTtcCents, toCents(left)),
  };
}

/**
 * A payment is positive and fits what the invoice still carries; an edited payment may take back its
 * own previous amount (`replacedCents`).
 */
export function assertPaymentFitsInvoice(
  amountCents: Cents,
  invoiceLeftCents: Cents,
  replacedCents = 0,
): void {
  assertPaymentAmount(amountCents, toCents(invoiceLeftCents + replacedCents));
}
