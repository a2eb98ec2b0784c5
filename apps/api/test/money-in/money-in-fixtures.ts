import { creditLines, credits, type Db, invoicePayments, invoices } from "@tronc/db";
import {
  type CreditState,
  computeInvoiceTotals,
  computeLine,
  creditStateAfterUse,
  invoiceStateAfterSettlement,
  type PaymentMode,
  type PaymentType,
  toCents,
} from "@tronc/domain";
import { eq, sql } from "drizzle-orm";
import type { LineInput } from "../proposals/proposal-fixtures";

/**
 * Rows of credit notes and payments written straight to the tables, with their totals and amounts
 * left worked by the domain the way the services do: for the tests of lists, exports, the client
 * sheet and screens that must not depend on the edit services.
 */
export async function insertCredit(
  db: Db,
  input: {
    issuerId: number;
    companyId: number;
    invoiceId?: number | null;
    state?: CreditState;
    reference?: string | null;
    title?: string;
    creditDate?: string;
    lines: LineInput[];
  },
): Promise<number> {
  const totals = computeInvoiceTotals(
    input.lines.map((line) => ({
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      vatRate: line.vatRate,
      discountPercent: line.discountPercent ?? "0",
      hidden: line.hidden ?? false,
    })),
    [],
  );
  const [credit] = await db
    .insert(credits)
    .values({
      triangleCompanyId: input.issuerId,
      companyId: input.companyId,
      invoiceId: input.invoiceId ?? null,
      state: input.state ?? "CREDIT_STATE_CREATED",
      reference: input.reference ?? null,
      title: input.title ?? "",
      creditDate: input.creditDate ?? "2026-11-20",
      totalHtCents: toCents(totals.totalHT),
      totalTvaCents: toCents(totals.totalTVA),
      totalTtcCents: toCents(totals.totalTTC),
      detailTva: totals.detailTVA,
      amountLeftCents: toCents(totals.totalTTC),
      searchText: [input.reference ?? "", input.title ?? ""].join(" ").toLowerCase(),
    })
    .returning({ id: credits.id });
  if (!credit) throw new Error("credit not inserted");
  for (const [index, line] of input.lines.entries()) {
    const amounts = computeLine(line);
    await db.insert(creditLines).values({
      creditId: credit.id,
      name: line.name,
      description: line.description ?? "",
      quantity: line.quantity,
      unity: line.unity ?? "UNITY_UNITY",
      unitPriceCents: toCents(line.unitPriceCents),
      vatRate: line.vatRate,
      discountPercent: line.discountPercent ?? "0",
      hidden: line.hidden ?? false,
      indexOrder: String(index + 1),
      baseHtCents: toCents(amounts.baseHT),
      totalHtCents: toCents(amounts.totalHT),
    });
  }
  return credit.id;
}

/**
 * A payment on a validated invoice, then the invoice's amount left and state (PAID when nothing is
 * left, with the payment's date) and, in mode MODE_CREDIT, the credit's amount left and state.
 */
export async function insertPayment(
  db: Db,
  input: {
    invoiceId: number;
    amountCents: number;
    paymentType?: PaymentType;
    paymentMode?: PaymentMode;
    paidAt?: string;
    comment?: string;
    creditId?: number | null;
  },
): Promise<number> {
  const [payment] = await db
    .insert(invoicePayments)
    .values({
      invoiceId: input.invoiceId,
      amountCents: toCents(input.amountCents),
      paymentType: input.paymentType ?? "TYPE_SOLD",
      paymentMode: input.paymentMode ?? (input.creditId ? "MODE_CREDIT" : "MODE_BANK_TRANSFER"),
      paidAt: input.paidAt ?? "2026-11-20",
      comment: input.comment ?? "",
      creditId: input.creditId ?? null,
    })
    .returning({ id: invoicePayments.id });
  if (!payment) throw new Error("payment not inserted");

  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, input.invoiceId));
  if (!invoice) throw new Error("invoice not found");
  const [paid] = await db
    .select({ sum: sql<string>`coalesce(sum(${invoicePayments.amountCents}), 0)` })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, input.invoiceId));
  const left = invoice.totalTtcCents - Number(paid?.sum ?? 0);
  const state = invoiceStateAfterSettlement(invoice.state, left);
  await db
    .update(invoices)
    .set({
      amountLeftCents: toCents(left),
      state,
      paidAt: state === "STATE_PAID" ? (input.paidAt ?? "2026-11-20") : null,
    })
    .where(eq(invoices.id, input.invoiceId));

  if (input.creditId) {
    const [credit] = await db.select().from(credits).where(eq(credits.id, input.creditId));
    if (!credit) throw new Error("credit not found");
    const [used] = await db
      .select({ sum: sql<string>`coalesce(sum(${invoicePayments.amountCents}), 0)` })
      .from(invoicePayments)
      .where(eq(invoicePayments.creditId, input.creditId));
    const creditLeft = credit.totalTtcCents - Number(used?.sum ?? 0);
    await db
      .update(credits)
      .set({
        amountLeftCents: toCents(creditLeft),
        state: creditStateAfterUse(credit.state, credit.totalTtcCents, creditLeft),
      })
      .where(eq(credits.id, input.creditId));
  }
  return payment.id;
}
