import {
  credits,
  type DbOrTx,
  forecastPayments,
  invoicePayments,
  invoiceQuotations,
  invoices,
  quotations,
} from "@tronc/db";
import { domainError } from "@tronc/domain";
import { asc, eq, inArray } from "drizzle-orm";

export type PaymentRow = typeof invoicePayments.$inferSelect;
export type PaymentInvoiceRow = typeof invoices.$inferSelect;
export type PaymentCreditRow = typeof credits.$inferSelect;

export async function findPayment(db: DbOrTx, id: number): Promise<PaymentRow> {
  const [row] = await db.select().from(invoicePayments).where(eq(invoicePayments.id, id));
  if (!row) throw domainError("PAYMENT_NOT_FOUND", "notFound");
  return row;
}

/**
 * Locks the invoice a payment is written on until the transaction ends. Every change of a payment
 * takes this lock first, then its credits' (`lockCredits`): the one order, so two payments never wait
 * on each other in a cycle, and whoever checks what is left reads it after the other has committed.
 */
export async function lockPaymentInvoice(tx: DbOrTx, invoiceId: number): Promise<PaymentInvoiceRow> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
  if (!row) throw domainError("INVOICE_NOT_FOUND", "notFound");
  return row;
}

/** Locks credit notes in id order (after the invoice); the rows as locked, by id. */
export async function lockCredits(
  tx: DbOrTx,
  creditIds: readonly (number | null)[],
): Promise<Map<number, PaymentCreditRow>> {
  const ids = [...new Set(creditIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(credits)
    .where(inArray(credits.id, ids))
    .orderBy(asc(credits.id))
    .for("update");
  return new Map(rows.map((row) => [row.id, row]));
}

/** The quotations an invoice bills, in id order. */
export async function invoiceQuotationIds(db: DbOrTx, invoiceId: number): Promise<number[]> {
  const rows = await db
    .select({ quotationId: invoiceQuotations.quotationId })
    .from(invoiceQuotations)
    .where(eq(invoiceQuotations.invoiceId, invoiceId))
    .orderBy(asc(invoiceQuotations.quotationId));
  return rows.map((row) => row.quotationId);
}

/** The payment schedule of the invoice's quotations, with the reference of each quotation. */
export function invoiceSchedule(db: DbOrTx, quotationIds: readonly number[]) {
  if (quotationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: forecastPayments.id,
      quotationId: forecastPayments.quotationId,
      quotationReference: quotations.reference,
      date: forecastPayments.date,
      amountCents: forecastPayments.amountCents,
      invoicePaymentId: forecastPayments.invoicePaymentId,
    })
    .from(forecastPayments)
    .innerJoin(quotations, eq(quotations.id, forecastPayments.quotationId))
    .where(inArray(forecastPayments.quotationId, [...quotationIds]))
    .orderBy(asc(forecastPayments.date), asc(forecastPayments.id));
}
