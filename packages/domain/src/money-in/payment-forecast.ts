import { domainError } from "../messages";

/** A payment of the schedule of one of the invoice's quotations. */
export interface ScheduledPayment {
  id: number;
  /** The customer payment it is matched with. */
  invoicePaymentId: number | null;
}

/** The schedule's payments still open to `paymentId` (not matched, or matched with that payment). */
export function forecastPaymentsOpenTo<S extends ScheduledPayment>(
  schedule: readonly S[],
  paymentId: number | null,
): S[] {
  return schedule.filter(
    (forecast) => forecast.invoicePaymentId === null || forecast.invoicePaymentId === paymentId,
  );
}

/**
 * When the invoice's quotations have a payment schedule, a payment says which forecast payment it
 * settles: required while one is still open to it, one of that schedule, never one matched with
 * another payment. Once every forecast payment is matched, further payments need none.
 */
export function assertForecastMatch(
  schedule: readonly ScheduledPayment[],
  forecastPaymentId: number | null,
  paymentId: number | null,
): void {
  const field = { field: "forecastPaymentId" };
  if (forecastPaymentId === null) {
    if (forecastPaymentsOpenTo(schedule, paymentId).length > 0) {
      throw domainError("PAYMENT_FORECAST_REQUIRED", "invalid", {}, field);
    }
    return;
  }
  const chosen = schedule.find((forecast) => forecast.id === forecastPaymentId);
  if (!chosen) throw domainError("PAYMENT_FORECAST_NOT_OF_INVOICE", "rule", {}, field);
  if (chosen.invoicePaymentId !== null && chosen.invoicePaymentId !== paymentId) {
    throw domainError("PAYMENT_FORECAST_ALREADY_MATCHED", "conflict", {}, field);
  }
}
