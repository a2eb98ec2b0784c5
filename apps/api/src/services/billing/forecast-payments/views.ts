import { type DbOrTx, forecastPayments } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { asc, type SQL } from "drizzle-orm";

export interface ForecastPaymentView {
  id: number;
  quotationId: number;
  date: string;
  amountCents: Cents;
  /** The customer payment it was matched with (issue 14), if any. */
  invoicePaymentId: number | null;
}

/** Payments in date order. */
export function loadForecastPayments(db: DbOrTx, where: SQL | undefined): Promise<ForecastPaymentView[]> {
  return db
    .select({
      id: forecastPayments.id,
      quotationId: forecastPayments.quotationId,
      date: forecastPayments.date,
      amountCents: forecastPayments.amountCents,
      invoicePaymentId: forecastPayments.invoicePaymentId,
    })
    .from(forecastPayments)
    .where(where)
    .orderBy(asc(forecastPayments.date), asc(forecastPayments.id));
}
