import {
  type Cents,
  type PaymentMode,
  type PaymentType,
  readPaymentAmount,
  readPaymentDate,
  readPaymentMode,
  readPaymentType,
  toCents,
} from "@tronc/domain";

/** The payment modal's fields as sent (amount in euros, typed or as a number). */
export interface PaymentFields {
  amount?: number | string | null | undefined;
  paymentType?: string | null | undefined;
  paymentMode?: string | null | undefined;
  comment?: string | null | undefined;
  paidAt?: string | null | undefined;
  creditId?: number | null | undefined;
  forecastPaymentId?: number | null | undefined;
}

/** A payment's values as read, before the rules that need the invoice, the credit and the schedule. */
export interface PaymentValues {
  amountCents: Cents;
  paymentType: PaymentType;
  paymentMode: PaymentMode;
  comment: string;
  paidAt: string;
  creditId: number | null;
  forecastPaymentId: number | null;
}

/** A new payment: amount, type and mode required; the date today (Paris) when absent. */
export function readNewPayment(fields: PaymentFields, today: string): PaymentValues {
  return {
    amountCents: readPaymentAmount(fields.amount),
    paymentType: readPaymentType(fields.paymentType),
    paymentMode: readPaymentMode(fields.paymentMode),
    comment: (fields.comment ?? "").trim(),
    paidAt: readPaymentDate(fields.paidAt, today),
    creditId: fields.creditId ?? null,
    forecastPaymentId: fields.forecastPaymentId ?? null,
  };
}

/**
 * A change: an absent (or null) amount, type, mode or date keeps the current one; null clears the
 * comment, the credit and the forecast match. Leaving mode 'Avoir' without naming a credit drops
 * the credit; staying in it keeps the credit.
 */
export function readPaymentChange(fields: PaymentFields, current: PaymentValues): PaymentValues {
  const paymentMode = fields.paymentMode == null ? current.paymentMode : readPaymentMode(fields.paymentMode);
  const keptCredit = paymentMode === "MODE_CREDIT" ? current.creditId : null;
  return {
    amountCents: fields.amount == null ? toCents(current.amountCents) : readPaymentAmount(fields.amount),
    paymentType: fields.paymentType == null ? current.paymentType : readPaymentType(fields.paymentType),
    paymentMode,
    comment: fields.comment === undefined ? current.comment : (fields.comment ?? "").trim(),
    paidAt: fields.paidAt == null ? current.paidAt : readPaymentDate(fields.paidAt, current.paidAt),
    creditId: fields.creditId === undefined ? keptCredit : fields.creditId,
    forecastPaymentId:
      fields.forecastPaymentId === undefined ? current.forecastPaymentId : fields.forecastPaymentId,
  };
}
