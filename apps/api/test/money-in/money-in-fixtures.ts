import { creditLines, credits, type Db, invoicePayments } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  type CreditState,
  computeInvoiceTotals,
  computeLine,
  type PaymentMode,
  type PaymentType,
  toCents,
} from "@tronc/domain";
import {
  refreshCreditSettlement,
  refreshInvoiceSettlement,
} from "../../src/services/money-in/payments/settlement";
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
 * A payment on a validated invoice written straight to its table (no rule checked), then settled by the
 * payment services' own functions: the invoice's amount left and state (PAID when nothing is left, on
 * the latest payment's date), its quotations' states and, in mode MODE_CREDIT, the credit's amount
 * left and state.
 */
export async function insertPayment(
  db: Db,
  input: {
    invoiceId: number;
    amountCents: Cents;
    paymentType?: PaymentType;
    paymentMode?: PaymentMode;
    paidAt?: string;
    comment?: string;
    creditId?: number | null;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
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
    await refreshInvoiceSettlement(tx, input.invoiceId, null);
    if (input.creditId) await refreshCreditSettlement(tx, input.creditId, null);
    return payment.id;
  });
}
