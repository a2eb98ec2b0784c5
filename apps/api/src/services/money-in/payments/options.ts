import { credits, invoices } from "@tronc/db";
import {
  canPayInvoice,
  canRecordPayment,
  creditWithout,
  domainError,
  forecastPaymentsOpenTo,
  offeredPaymentModes,
  PAYMENT_MODE_LABELS,
  PAYMENT_TYPE_LABELS,
  type PaymentType,
  toParisDate,
  usableCredits,
} from "@tronc/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { ServiceContext } from "../../shared/context";
import { findPayment, invoiceQuotationIds, invoiceSchedule } from "./rows";
import type { PaymentOptions } from "./view";

const TYPES = Object.keys(PAYMENT_TYPE_LABELS) as PaymentType[];

/**
 * What the payment modal offers on an invoice: the modes ('Avoir' only with a usable credit of the
 * same issuer and client), those credits, the schedule of its quotations, today in Paris. With
 * `paymentId` (the modal editing that payment) its own credit counts what it drew back, and its own
 * forecast payment is not 'matched'.
 */
export async function paymentOptions(
  ctx: ServiceContext,
  input: { invoiceId: number; paymentId?: number | null | undefined },
): Promise<PaymentOptions> {
  const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.id, input.invoiceId));
  if (!invoice) throw domainError("INVOICE_NOT_FOUND", "notFound");
  const edited = input.paymentId ? await findPayment(ctx.db, input.paymentId) : null;
  if (edited && edited.invoiceId !== invoice.id) throw domainError("PAYMENT_NOT_FOUND", "notFound");

  const candidates = await ctx.db
    .select({
      id: credits.id,
      reference: credits.reference,
      state: credits.state,
      triangleCompanyId: credits.triangleCompanyId,
      companyId: credits.companyId,
      totalTtcCents: credits.totalTtcCents,
      amountLeftCents: credits.amountLeftCents,
    })
    .from(credits)
    .where(
      and(
        eq(credits.triangleCompanyId, invoice.triangleCompanyId),
        eq(credits.companyId, invoice.companyId),
        inArray(credits.state, ["CREDIT_STATE_VALIDATED", "CREDIT_STATE_PARTIALY_USED", "CREDIT_STATE_USED"]),
      ),
    )
    .orderBy(asc(credits.creditDate), asc(credits.id));
  const asEdited = candidates.map((credit) =>
    edited && edited.creditId === credit.id ? creditWithout(credit, edited.amountCents) : credit,
  );
  const usable = usableCredits(asEdited, invoice).flatMap((credit) =>
    credit.reference === null
      ? []
      : [{ id: credit.id, reference: credit.reference, amountLeftCents: credit.amountLeftCents }],
  );

  const schedule = await invoiceSchedule(ctx.db, await invoiceQuotationIds(ctx.db, invoice.id));
  const paymentId = edited?.id ?? null;
  return {
    invoiceId: invoice.id,
    amountLeftCents: invoice.amountLeftCents,
    canPay: edited ? canRecordPayment(ctx.user) : canPayInvoice(ctx.user, invoice),
    modes: offeredPaymentModes("customer", usable.length > 0).map((value) => ({
      value,
      label: PAYMENT_MODE_LABELS[value],
    })),
    types: TYPES.map((value) => ({ value, label: PAYMENT_TYPE_LABELS[value] })),
    credits: usable,
    forecastPayments: schedule.map((forecast) => ({
      id: forecast.id,
      quotationReference: forecast.quotationReference,
      date: forecast.date,
      amountCents: forecast.amountCents,
      matched: forecast.invoicePaymentId !== null && forecast.invoicePaymentId !== paymentId,
    })),
    forecastRequired: forecastPaymentsOpenTo(schedule, paymentId).length > 0,
    today: toParisDate(ctx.now),
  };
}
