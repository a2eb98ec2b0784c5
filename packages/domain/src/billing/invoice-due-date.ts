import { domainError } from "../messages";
import { addDays, assertDate, daysBetween } from "../shared/calendar-dates";
import type { Cents } from "../shared/cents";

/**
 * Payment delays in days. -1 is offered on quotations only: 'À la commande', payment expected when
 * the order is signed, so an invoice carrying it is due on its date, like 0 ('À réception').
 */
export const PAYMENT_DELAYS = [-1, 0, 30, 45, 60] as const;
export type PaymentDelay = (typeof PAYMENT_DELAYS)[number];
export const INVOICE_PAYMENT_DELAYS: readonly PaymentDelay[] = [0, 30, 45, 60];

export const PAYMENT_DELAY_LABELS = {
  "-1": "À la commande",
  "0": "À réception",
  "30": "30 jours",
  "45": "45 jours",
  "60": "60 jours",
} as const satisfies Record<`${PaymentDelay}`, string>;

/** Days after the eligibility date beyond which an invoice with something left is 'Retard de paiement'. */
export const OVERDUE_AFTER_DAYS = 21;

export function assertPaymentDelay(value: number | null | undefined): PaymentDelay {
  // The edit screen turns a missing payment mode into 0 before saving.
  const delay = value ?? 0;
  if (!PAYMENT_DELAYS.includes(delay as PaymentDelay)) {
    throw domainError("INVOICE_PAYMENT_MODE_INVALID", "invalid", { value: String(value) });
  }
  return delay as PaymentDelay;
}

export function paymentDelayLabel(delay: number): string {
  return PAYMENT_DELAY_LABELS[`${assertPaymentDelay(delay)}`];
}

/** The eligibility (due) date, fixed at validation: invoice date + the delay, the same day for -1 and 0. */
export function invoiceDueDate(invoiceDate: string, paymentDelay: number | null | undefined): string {
  const delay = assertPaymentDelay(paymentDelay);
  return addDays(assertDate(invoiceDate), Math.max(delay, 0));
}

/** Overdue: something is left and more than 21 days have passed since the eligibility date. */
export function isInvoiceOverdue(
  invoice: { amountLeftCents: Cents; eligibleAt: string | null },
  today: string,
): boolean {
  if (invoice.amountLeftCents <= 0 || !invoice.eligibleAt) return false;
  return daysBetween(invoice.eligibleAt.slice(0, 10), today) > OVERDUE_AFTER_DAYS;
}

/** 'Reste à régler' badge: primary while something is left, success at 0. */
export function amountLeftColor(amountLeftCents: Cents): "primary" | "success" {
  return amountLeftCents > 0 ? "primary" : "success";
}
