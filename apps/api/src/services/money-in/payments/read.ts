import { credits, invoicePayments, invoices } from "@tronc/db";
import { domainError } from "@tronc/domain";
import { desc, eq, inArray } from "drizzle-orm";
import type { ServiceContext } from "../../shared/context";
import { countUpTo, type Page, paginate } from "../../shared/paginate";
import { loadPayment, loadPayments } from "./load";
import type { PaymentView } from "./view";

/** 'Liste des règlements' of an invoice (404 for an unknown invoice). */
export async function paymentsByInvoice(
  ctx: ServiceContext,
  { invoiceId }: { invoiceId: number },
): Promise<PaymentView[]> {
  const [invoice] = await ctx.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) throw domainError("INVOICE_NOT_FOUND", "notFound");
  return loadPayments(ctx.db, eq(invoicePayments.invoiceId, invoiceId));
}

/** The payments drawn on a credit note, whatever the invoice: where it went. */
export async function paymentsByCredit(
  ctx: ServiceContext,
  { creditId }: { creditId: number },
): Promise<PaymentView[]> {
  const [credit] = await ctx.db.select({ id: credits.id }).from(credits).where(eq(credits.id, creditId));
  if (!credit) throw domainError("CREDIT_NOT_FOUND", "notFound");
  return loadPayments(ctx.db, eq(invoicePayments.creditId, creditId));
}

export const getPayment = (ctx: ServiceContext, { id }: { id: number }): Promise<PaymentView> =>
  loadPayment(ctx.db, id);

/** Every payment, latest recorded first (the plain Hydra collection; the searched list is H5's). */
export async function listPayments(
  ctx: ServiceContext,
  request: { page?: number | undefined; pageSize: number },
): Promise<Page<PaymentView>> {
  return paginate(request, {
    count: (limit) => countUpTo(ctx.db, invoicePayments, undefined, limit),
    rows: (limit, offset) =>
      ctx.db
        .select({ id: invoicePayments.id })
        .from(invoicePayments)
        .orderBy(desc(invoicePayments.id))
        .limit(limit)
        .offset(offset),
    map: async (rows) => {
      if (rows.length === 0) return [];
      const views = await loadPayments(
        ctx.db,
        inArray(
          invoicePayments.id,
          rows.map((row) => row.id),
        ),
      );
      return views.sort((a, b) => b.id - a.id);
    },
  });
}
