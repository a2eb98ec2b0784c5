import { domainError } from "../messages";
import { parseDate } from "../shared/calendar-dates";
import type { Cents } from "../shared/cents";
import { readPriceCents } from "../shared/price-input";
import {
  defaultPaymentType,
  PAYMENT_MODE_LABELS,
  PAYMENT_TYPE_LABELS,
  type PaymentMode,
  type PaymentType,
} from "./payments";

/**
 * The payment modal's amount in euros, read as the payment schedule reads its amounts ('500,00', 500,
 * 500.5): required, above 0, two decimals at most. Whether it fits what is left is judged later.
 */
export function readPaymentAmount(value: number | string | null | undefined): Cents {
  const amountCents = readPriceCents(value, "amount", {
    required: "PAYMENT_AMOUNT_REQUIRED",
    invalid: "PAYMENT_AMOUNT_INVALID",
    negative: "PAYMENT_AMOUNT_NOT_POSITIVE",
    tooPrecise: "PAYMENT_AMOUNT_TOO_PRECISE",
    tooLarge: "PAYMENT_AMOUNT_TOO_LARGE",
  });
  if (amountCents <= 0) throw domainError("PAYMENT_AMOUNT_NOT_POSITIVE", "invalid", {}, { field: "amount" });
  return amountCents;
}

/**
 * The payment modal's default type for the amount as typed ('300,00'), against what is left: null
 * while the text is not an amount yet (the type shown then stays as it is).
 */
export function defaultPaymentTypeForTyped(amount: string, leftCents: Cents): PaymentType | null {
  try {
    return defaultPaymentType(readPaymentAmount(amount), leftCents);
  } catch {
    return null;
  }
}

const blank = (value: string | null | undefined): value is null | undefined | "" =>
  value === null || value === undefined || value.trim() === "";

/** 'Acompte' (TYPE_ADVANCE) or 'Solde' (TYPE_SOLD). */
export function readPaymentType(value: string | null | undefined): PaymentType {
  if (blank(value)) throw domainError("PAYMENT_TYPE_REQUIRED", "invalid", {}, { field: "paymentType" });
  const type = value.trim();
  if (!Object.hasOwn(PAYMENT_TYPE_LABELS, type)) {
    throw domainError("PAYMENT_TYPE_INVALID", "invalid", { value: type }, { field: "paymentType" });
  }
  return type as PaymentType;
}

/** One of the five modes; whether 'Avoir' may be used is the credit's rule. */
export function readPaymentMode(value: string | null | undefined): PaymentMode {
  if (blank(value)) throw domainError("PAYMENT_MODE_REQUIRED", "invalid", {}, { field: "paymentMode" });
  const mode = value.trim();
  if (!Object.hasOwn(PAYMENT_MODE_LABELS, mode)) {
    throw domainError("PAYMENT_MODE_INVALID", "invalid", { value: mode }, { field: "paymentMode" });
  }
  return mode as PaymentMode;
}

/** 'YYYY-MM-DD' that exists; absent or blank is `today` (the modal's default, today in Paris). */
export function readPaymentDate(value: string | null | undefined, today: string): string {
  if (blank(value)) return today;
  const date = value.trim();
  try {
    parseDate(date);
  } catch {
    throw domainError("PAYMENT_DATE_INVALID", "invalid", { value: date }, { field: "paidAt" });
  }
  return date;
}
