import { domainError } from "../messages";
import { type Cents, centsLeft } from "../shared/cents";
import { assertCents } from "../shared/decimal";
import { formatEuros } from "../shared/french-format";

export type PaymentType = "TYPE_ADVANCE" | "TYPE_SOLD";
export type PaymentMode =
  | "MODE_CREDIT_CARD"
  | "MODE_MONEY"
  | "MODE_CHECK"
  | "MODE_BANK_TRANSFER"
  | "MODE_CREDIT";

export const PAYMENT_TYPE_LABELS = {
  TYPE_ADVANCE: "Acompte",
  TYPE_SOLD: "Solde",
} as const satisfies Record<PaymentType, string>;

export const PAYMENT_MODE_LABELS = {
  MODE_CREDIT_CARD: "CB",
  MODE_MONEY: "Espèce",
  MODE_CHECK: "Chèque",
  MODE_BANK_TRANSFER: "Virement bancaire",
  MODE_CREDIT: "Avoir",
} as const satisfies Record<PaymentMode, string>;

/**
 * Payment modes offered in the payment modal: on a customer invoice 'Avoir' only when a usable
 * credit exists; always on a supplier invoice.
 */
export function offeredPaymentModes(
  target: "customer" | "supplier",
  hasUsableCredit: boolean,
): PaymentMode[] {
  const modes: PaymentMode[] = ["MODE_CREDIT_CARD", "MODE_MONEY", "MODE_CHECK", "MODE_BANK_TRANSFER"];
  return target === "supplier" || hasUsableCredit ? [...modes, "MODE_CREDIT"] : modes;
}

/** What is left to pay on a document of `totalCents` after payments (credit payments included). */
export function amountLeft(totalCents: Cents, paymentsCents: readonly Cents[]): Cents {
  assertCents(totalCents);
  for (const payment of paymentsCents) assertCents(payment);
  return centsLeft(totalCents, paymentsCents);
}

/** A payment is positive and never above what is left to pay. */
export function assertPaymentAmount(amountCents: Cents, leftCents: Cents): void {
  assertCents(amountCents);
  if (amountCents <= 0) throw domainError("PAYMENT_AMOUNT_NOT_POSITIVE", "invalid");
  if (amountCents > leftCents) {
    throw domainError("PAYMENT_MORE_THAN_LEFT", "rule", {
      amount: formatEuros(amountCents),
      left: formatEuros(Math.max(leftCents, 0)),
    });
  }
}

/**
 * The type a payment of this amount is by default: 'Acompte' while it leaves something to pay,
 * 'Solde' once it pays all that is left (the person may still choose the other).
 */
export function defaultPaymentType(amountCents: Cents, leftCents: Cents): PaymentType {
  assertCents(amountCents);
  assertCents(leftCents);
  return amountCents < leftCents ? "TYPE_ADVANCE" : "TYPE_SOLD";
}
