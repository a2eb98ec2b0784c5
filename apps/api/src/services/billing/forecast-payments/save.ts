import { type DbOrTx, forecastPayments, quotations } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  assertForecastPaymentOpen,
  assertForecastWithinTotal,
  domainError,
  readForecastAmount,
  readForecastDate,
  readForecastPayment,
  toCents,
} from "@tronc/domain";
import { and, eq, ne, sql } from "drizzle-orm";
import { logChanges } from "../../shared/audit";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { lockQuotations } from "../totals";
import { getForecastPayment } from "./list";
import type { ForecastPaymentView } from "./views";

interface PaymentFields {
  date?: string | null | undefined;
  amount?: number | string | null | undefined;
}

/**
 * Under the quotation's row lock (so two requests at once read each other's payments): the other
 * payments of the schedule plus this one stay within the quotation's TTC.
 */
async function assertScheduleFits(tx: DbOrTx, quotationId: number, amountCents: Cents, excludingId?: number) {
  await lockQuotations(tx, [quotationId]);
  const [quotation] = await tx
    .select({ totalTtcCents: quotations.totalTtcCents })
    .from(quotations)
    .where(eq(quotations.id, quotationId));
  if (!quotation) throw domainError("QUOTATION_NOT_FOUND", "notFound");
  const [others] = await tx
    .select({ sum: sql<string>`coalesce(sum(${forecastPayments.amountCents}), 0)` })
    .from(forecastPayments)
    .where(
      and(
        eq(forecastPayments.quotationId, quotationId),
        excludingId === undefined ? undefined : ne(forecastPayments.id, excludingId),
      ),
    );
  assertForecastWithinTotal(quotation.totalTtcCents, toCents(Number(others?.sum ?? 0)), amountCents);
}

/**
 * The forecast payment read under its row lock: a customer payment matching it at the same moment
 * (which updates that row) is either already visible or waits until this transaction ends.
 */
async function lockedForecastPayment(txCtx: ServiceContext, id: number): Promise<ForecastPaymentView> {
  await txCtx.db
    .select({ id: forecastPayments.id })
    .from(forecastPayments)
    .where(eq(forecastPayments.id, id))
    .for("update");
  return getForecastPayment(txCtx, { id });
}

/** 'Paiement prévisonnel enregistré': a new payment of the schedule. */
export async function createForecastPayment(
  ctx: ServiceContext,
  input: PaymentFields & { quotationId: number },
): Promise<ForecastPaymentView> {
  const { date, amountCents } = readForecastPayment(input);
  const id = await inTransaction(ctx, async ({ db: tx, user }) => {
    await assertScheduleFits(tx, input.quotationId, amountCents);
    const [row] = await tx
      .insert(forecastPayments)
      .values({ quotationId: input.quotationId, date, amountCents })
      .returning({ id: forecastPayments.id });
    if (!row) throw domainError("FORECAST_PAYMENT_NOT_FOUND", "notFound");
    await logChanges(tx, { type: "forecastPayment", id: row.id }, user.id, [
      { field: "date", from: null, to: date },
      { field: "amountCents", from: null, to: amountCents },
    ]);
    return row.id;
  });
  return getForecastPayment(ctx, { id });
}

/** Changes the date and amount (absent: unchanged); a matched payment is refused. */
export async function updateForecastPayment(
  ctx: ServiceContext,
  input: PaymentFields & { id: number },
): Promise<ForecastPaymentView> {
  await inTransaction(ctx, async (txCtx) => {
    const current = await lockedForecastPayment(txCtx, input.id);
    assertForecastPaymentOpen(current);
    const date = input.date === undefined ? current.date : readForecastDate(input.date);
    const amountCents =
      input.amount === undefined ? toCents(current.amountCents) : readForecastAmount(input.amount);
    await assertScheduleFits(txCtx.db, current.quotationId, amountCents, current.id);
    await txCtx.db
      .update(forecastPayments)
      .set({ date, amountCents, updatedAt: ctx.now })
      .where(eq(forecastPayments.id, current.id));
    await logChanges(txCtx.db, { type: "forecastPayment", id: current.id }, ctx.user.id, [
      { field: "date", from: current.date, to: date },
      { field: "amountCents", from: current.amountCents, to: amountCents },
    ]);
  });
  return getForecastPayment(ctx, { id: input.id });
}

export async function deleteForecastPayment(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<{ id: number }> {
  await inTransaction(ctx, async (txCtx) => {
    const current = await lockedForecastPayment(txCtx, id);
    assertForecastPaymentOpen(current);
    await txCtx.db.delete(forecastPayments).where(eq(forecastPayments.id, id));
    await logChanges(txCtx.db, { type: "forecastPayment", id }, ctx.user.id, [
      { field: "amountCents", from: current.amountCents, to: null },
    ]);
  });
  return { id };
}
