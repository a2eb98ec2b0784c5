import { type DbOrTx, forecastPayments } from "@tronc/db";
import {
  assertCreditCovers,
  assertCreditMatchesMode,
  assertForecastMatch,
  assertPaymentFitsInvoice,
  creditWithout,
  domainError,
} from "@tronc/domain";
import { and, eq, isNull, ne } from "drizzle-orm";
import { lockQuotations } from "../../billing/totals";
import { logChanges } from "../../shared/audit";
import type { PaymentValues } from "./input";
import {
  invoiceQuotationIds,
  invoiceSchedule,
  type PaymentCreditRow,
  type PaymentInvoiceRow,
  type PaymentRow,
} from "./rows";

/**
 * The rules a payment meets on its invoice, under the locks of the invoice, its credits (already
 * taken by the caller) and the invoice's quotations (taken here, so the schedule cannot move): it fits
 * what is left (an edit takes back its old amount), mode and credit go together, the credit covers
 * it, and it names an open forecast payment of the invoice's quotations when they have a schedule.
 */
export async function assertPaymentAllowed(
  tx: DbOrTx,
  invoice: PaymentInvoiceRow,
  values: PaymentValues,
  lockedCredits: Map<number, PaymentCreditRow>,
  previous: PaymentRow | null,
): Promise<void> {
  assertPaymentFitsInvoice(values.amountCents, invoice.amountLeftCents, previous?.amountCents ?? 0);
  assertCreditMatchesMode(values.paymentMode, values.creditId);
  if (values.creditId !== null) {
    const credit = lockedCredits.get(values.creditId);
    if (!credit) throw domainError("CREDIT_NOT_FOUND", "notFound", {}, { field: "creditId" });
    const drawable =
      previous !== null && previous.creditId === credit.id
        ? creditWithout(credit, previous.amountCents)
        : credit;
    assertCreditCovers(drawable, invoice, values.amountCents);
  }
  const quotationIds = await invoiceQuotationIds(tx, invoice.id);
  await lockQuotations(tx, quotationIds);
  const schedule = await invoiceSchedule(tx, quotationIds);
  assertForecastMatch(schedule, values.forecastPaymentId, previous?.id ?? null);
}

/** The forecast payment a payment is matched with, if any. */
export async function matchedForecastId(db: DbOrTx, paymentId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: forecastPayments.id })
    .from(forecastPayments)
    .where(eq(forecastPayments.invoicePaymentId, paymentId));
  return row?.id ?? null;
}

/** Matches the payment with `forecastPaymentId` only (null: with none), audited on the forecast payments. */
export async function matchForecast(
  tx: DbOrTx,
  paymentId: number,
  forecastPaymentId: number | null,
  userId: number,
): Promise<void> {
  const released = await tx
    .update(forecastPayments)
    .set({ invoicePaymentId: null })
    .where(
      and(
        eq(forecastPayments.invoicePaymentId, paymentId),
        forecastPaymentId === null ? undefined : ne(forecastPayments.id, forecastPaymentId),
      ),
    )
    .returning({ id: forecastPayments.id });
  for (const { id } of released) {
    await logChanges(tx, { type: "forecastPayment", id }, userId, [
      { field: "invoicePaymentId", from: paymentId, to: null },
    ]);
  }
  if (forecastPaymentId === null) return;
  const [matched] = await tx
    .select({ invoicePaymentId: forecastPayments.invoicePaymentId })
    .from(forecastPayments)
    .where(eq(forecastPayments.id, forecastPaymentId));
  if (matched?.invoicePaymentId === paymentId) return;
  // Only while still free: a payment matching it at the same moment has either committed (then this
  // updates nothing and is refused) or waits for this transaction.
  const [taken] = await tx
    .update(forecastPayments)
    .set({ invoicePaymentId: paymentId })
    .where(and(eq(forecastPayments.id, forecastPaymentId), isNull(forecastPayments.invoicePaymentId)))
    .returning({ id: forecastPayments.id });
  if (!taken)
    throw domainError("PAYMENT_FORECAST_ALREADY_MATCHED", "conflict", {}, { field: "forecastPaymentId" });
  await logChanges(tx, { type: "forecastPayment", id: forecastPaymentId }, userId, [
    { field: "invoicePaymentId", from: null, to: paymentId },
  ]);
}
