import { domainError } from "../messages";
import { assertDate } from "../shared/calendar-dates";
import type { Cents } from "../shared/cents";
import { formatEuros } from "../shared/french-format";
import { readPriceCents } from "../shared/price-input";

export interface ForecastPaymentInput {
  date?: string | null | undefined;
  amount?: number | string | null | undefined;
}

/** A payment of the schedule: a real date and an amount above 0 with two decimals at most. */
export function readForecastPayment(input: ForecastPaymentInput): { date: string; amountCents: Cents } {
  return { date: readForecastDate(input.date), amountCents: readForecastAmount(input.amount) };
}

export function readForecastDate(value: string | null | undefined): string {
  if (!value) throw domainError("FORECAST_PAYMENT_DATE_REQUIRED", "invalid", {}, { field: "date" });
  return assertDate(value);
}

export function readForecastAmount(value: number | string | null | undefined): Cents {
  const amountCents = readPriceCents(value, "amount", {
    required: "FORECAST_PAYMENT_AMOUNT_REQUIRED",
    invalid: "FORECAST_PAYMENT_AMOUNT_INVALID",
    negative: "FORECAST_PAYMENT_AMOUNT_NOT_POSITIVE",
    tooPrecise: "FORECAST_PAYMENT_AMOUNT_TOO_PRECISE",
    tooLarge: "FORECAST_PAYMENT_AMOUNT_TOO_LARGE",
  });
  if (amountCents <= 0) {
    throw domainError("FORECAST_PAYMENT_AMOUNT_NOT_POSITIVE", "invalid", {}, { field: "amount" });
  }
  return amountCents;
}

/**
 * The schedule never promises more than the quotation's TTC: the other payments plus this one must
 * stay within it (equal is fine). The sentence gives the amounts.
 */
export function assertForecastWithinTotal(
  quotationTtcCents: Cents,
  otherPaymentsCents: Cents,
  amountCents: Cents,
): void {
  const total = otherPaymentsCents + amountCents;
  if (total > quotationTtcCents) {
    throw domainError(
      "FORECAST_PAYMENTS_ABOVE_TOTAL",
      "rule",
      {
        total: formatEuros(total),
        quotationTotal: formatEuros(quotationTtcCents),
        left: formatEuros(Math.max(0, quotationTtcCents - otherPaymentsCents)),
      },
      { field: "amount" },
    );
  }
}

/** A payment matched with a customer payment (issue 14) is history: neither changed nor deleted. */
export function assertForecastPaymentOpen(payment: { invoicePaymentId: number | null }): void {
  if (payment.invoicePaymentId !== null) throw domainError("FORECAST_PAYMENT_MATCHED", "conflict");
}
