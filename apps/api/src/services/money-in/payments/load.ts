import { credits, type DbOrTx, forecastPayments, invoicePayments, invoices, users } from "@tronc/db";
import { domainError, PAYMENT_MODE_LABELS, PAYMENT_TYPE_LABELS } from "@tronc/domain";
import { asc, eq, type SQL } from "drizzle-orm";
import { fullname } from "../../../auth/session-user";
import type { PaymentView } from "./view";

/** Payments as the lists show them: by date, then as recorded. */
export async function loadPayments(db: DbOrTx, where: SQL | undefined): Promise<PaymentView[]> {
  const rows = await db
    .select({
      payment: invoicePayments,
      invoiceReference: invoices.reference,
      creditReference: credits.reference,
      forecastId: forecastPayments.id,
      forecastDate: forecastPayments.date,
      forecastAmountCents: forecastPayments.amountCents,
      creatorName: users.name,
      creatorLastname: users.lastname,
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .leftJoin(credits, eq(credits.id, invoicePayments.creditId))
    .leftJoin(forecastPayments, eq(forecastPayments.invoicePaymentId, invoicePayments.id))
    .leftJoin(users, eq(users.id, invoicePayments.createdById))
    .where(where)
    .orderBy(asc(invoicePayments.paidAt), asc(invoicePayments.id));
  return rows.map(({ payment, ...row }) => ({
    id: payment.id,
    invoiceId: payment.invoiceId,
    invoiceReference: row.invoiceReference,
    amountCents: payment.amountCents,
    paymentType: payment.paymentType,
    paymentTypeLabel: PAYMENT_TYPE_LABELS[payment.paymentType],
    paymentMode: payment.paymentMode,
    paymentModeLabel: PAYMENT_MODE_LABELS[payment.paymentMode],
    comment: payment.comment,
    paidAt: payment.paidAt,
    credit: payment.creditId === null ? null : { id: payment.creditId, reference: row.creditReference },
    forecastPayment:
      row.forecastId === null || row.forecastDate === null || row.forecastAmountCents === null
        ? null
        : { id: row.forecastId, date: row.forecastDate, amountCents: row.forecastAmountCents },
    createdBy:
      payment.createdById === null || row.creatorName === null || row.creatorLastname === null
        ? null
        : {
            id: payment.createdById,
            fullname: fullname({ name: row.creatorName, lastname: row.creatorLastname }),
          },
  }));
}

export async function loadPayment(db: DbOrTx, id: number): Promise<PaymentView> {
  const [payment] = await loadPayments(db, eq(invoicePayments.id, id));
  if (!payment) throw domainError("PAYMENT_NOT_FOUND", "notFound");
  return payment;
}
