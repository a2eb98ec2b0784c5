import { type DbOrTx, forecastPayments, quotations } from "@tronc/db";
import { domainError } from "@tronc/domain";
import { eq } from "drizzle-orm";
import type { ServiceContext } from "../../shared/context";
import { type ForecastPaymentView, loadForecastPayments } from "./views";

export const listForecastPaymentsOf = (db: DbOrTx, quotationId: number) =>
  loadForecastPayments(db, eq(forecastPayments.quotationId, quotationId));

/** A quotation's payment schedule (404 for an unknown quotation). */
export async function listForecastPayments(
  ctx: ServiceContext,
  { quotationId }: { quotationId: number },
): Promise<ForecastPaymentView[]> {
  const [quotation] = await ctx.db
    .select({ id: quotations.id })
    .from(quotations)
    .where(eq(quotations.id, quotationId));
  if (!quotation) throw domainError("QUOTATION_NOT_FOUND", "notFound");
  return listForecastPaymentsOf(ctx.db, quotationId);
}

export async function getForecastPayment(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<ForecastPaymentView> {
  const [payment] = await loadForecastPayments(ctx.db, eq(forecastPayments.id, id));
  if (!payment) throw domainError("FORECAST_PAYMENT_NOT_FOUND", "notFound");
  return payment;
}
