import {
  type DbOrTx,
  invoiceDeductions,
  invoiceLines,
  invoiceQuotations,
  invoices,
  quotations,
} from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  attributeInvoiceToQuotations,
  computeInvoiceTotals,
  domainError,
  formatEuros,
  quotationStateAfterInvoicing,
  toCents,
} from "@tronc/domain";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { logChanges } from "../shared/audit";

/**
 * Locks the quotations' rows (in id order, so two invoicings never wait on each other in a cycle)
 * until the transaction ends: whoever bills a quotation reads what is left only after taking it.
 */
export async function lockQuotations(tx: DbOrTx, quotationIds: readonly number[]): Promise<void> {
  if (quotationIds.length === 0) return;
  await tx
    .select({ id: quotations.id })
    .from(quotations)
    .where(inArray(quotations.id, [...quotationIds]))
    .orderBy(asc(quotations.id))
    .for("update");
}

/** TTC billed on a quotation by every invoice (drafts included), optionally leaving one invoice out. */
export async function quotationBilledCents(
  tx: DbOrTx,
  quotationId: number,
  excludingInvoiceId?: number,
): Promise<number> {
  const [row] = await tx
    .select({ billed: sql<string>`coalesce(sum(${invoiceQuotations.amountCents}), 0)` })
    .from(invoiceQuotations)
    .where(
      and(
        eq(invoiceQuotations.quotationId, quotationId),
        excludingInvoiceId === undefined ? undefined : ne(invoiceQuotations.invoiceId, excludingInvoiceId),
      ),
    );
  return Number(row?.billed ?? 0);
}

/**
 * Rewrites an invoice's totals from its lines and the invoices it deducts (the domain's
 * `computeInvoiceTotals`), keeps what was already settled on it, spreads its TTC over its quotations
 * and moves their states. Refuses (and so rolls back the caller's change) when a quotation would be
 * billed more than its TTC or the invoice would be negative. Call it in the transaction of every
 * change to an invoice's lines or deductions; invoices deducting this one follow.
 */
export async function refreshInvoiceTotals(
  tx: DbOrTx,
  invoiceId: number,
  userId: number | null,
): Promise<void> {
  const links = await tx
    .select({ quotationId: invoiceQuotations.quotationId })
    .from(invoiceQuotations)
    .where(eq(invoiceQuotations.invoiceId, invoiceId))
    .orderBy(asc(invoiceQuotations.quotationId));
  const quotationIds = links.map((link) => link.quotationId);
  await lockQuotations(tx, quotationIds);

  const [invoice] = await tx
    .select({ totalTtcCents: invoices.totalTtcCents, amountLeftCents: invoices.amountLeftCents })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!invoice) return;
  const lines = await tx
    .select({
      quantity: invoiceLines.quantity,
      unitPriceCents: invoiceLines.unitPriceCents,
      vatRate: invoiceLines.vatRate,
      discountPercent: invoiceLines.discountPercent,
      hidden: invoiceLines.hidden,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId));
  const deducted = await tx
    .select({ detailTva: invoices.detailTva })
    .from(invoiceDeductions)
    .innerJoin(invoices, eq(invoices.id, invoiceDeductions.deductedInvoiceId))
    .where(eq(invoiceDeductions.invoiceId, invoiceId));
  const totals = computeInvoiceTotals(
    lines,
    deducted.map((row) => row.detailTva),
  );
  if (totals.totalTTC < 0) throw domainError("INVOICE_TOTAL_NEGATIVE", "rule");

  const settledCents = invoice.totalTtcCents - invoice.amountLeftCents;
  await tx
    .update(invoices)
    .set({
      totalHtCents: toCents(totals.totalHT),
      totalTvaCents: toCents(totals.totalTVA),
      totalTtcCents: toCents(totals.totalTTC),
      detailTva: totals.detailTVA,
      amountLeftCents: toCents(totals.totalTTC - settledCents),
    })
    .where(eq(invoices.id, invoiceId));

  await spreadOverQuotations(tx, invoiceId, quotationIds, toCents(totals.totalTTC));
  for (const quotationId of quotationIds) await refreshQuotationInvoicingState(tx, quotationId, userId);

  const deducting = await tx
    .select({ id: invoiceDeductions.invoiceId })
    .from(invoiceDeductions)
    .innerJoin(invoices, eq(invoices.id, invoiceDeductions.invoiceId))
    .where(and(eq(invoiceDeductions.deductedInvoiceId, invoiceId), eq(invoices.state, "STATE_CREATED")));
  for (const row of deducting) await refreshInvoiceTotals(tx, row.id, userId);
}

async function spreadOverQuotations(
  tx: DbOrTx,
  invoiceId: number,
  quotationIds: readonly number[],
  invoiceTTCCents: Cents,
): Promise<void> {
  if (quotationIds.length === 0) return;
  const rows = await tx
    .select({ id: quotations.id, totalTtcCents: quotations.totalTtcCents })
    .from(quotations)
    .where(inArray(quotations.id, [...quotationIds]))
    .orderBy(asc(quotations.id));
  const lefts: number[] = [];
  for (const row of rows) lefts.push(row.totalTtcCents - (await quotationBilledCents(tx, row.id, invoiceId)));
  const parts = attributeInvoiceToQuotations(invoiceTTCCents, lefts);
  for (const [index, row] of rows.entries()) {
    const part = parts[index] ?? 0;
    const left = lefts[index] ?? 0;
    if (part > left) {
      throw domainError("BILL_MORE_THAN_LEFT", "rule", {
        amount: formatEuros(part),
        left: formatEuros(Math.max(left, 0)),
      });
    }
    await tx
      .update(invoiceQuotations)
      .set({ amountCents: toCents(part) })
      .where(and(eq(invoiceQuotations.invoiceId, invoiceId), eq(invoiceQuotations.quotationId, row.id)));
  }
}

/**
 * Moves a quotation by invoicing (DESIGN §10): ACCEPTED while nothing is billed, BILLED while
 * something is left, IN_BILLED once all is billed, PAID once every invoice on it is settled. Audited.
 */
export async function refreshQuotationInvoicingState(
  tx: DbOrTx,
  quotationId: number,
  userId: number | null,
): Promise<void> {
  const [quotation] = await tx
    .select({ state: quotations.state, totalTtcCents: quotations.totalTtcCents })
    .from(quotations)
    .where(eq(quotations.id, quotationId));
  if (!quotation) return;
  const [sums] = await tx
    .select({
      billed: sql<string>`coalesce(sum(${invoiceQuotations.amountCents}), 0)`,
      collected: sql<string>`coalesce(sum(${invoiceQuotations.amountCents}) filter (where ${invoices.state} <> 'STATE_CREATED' and ${invoices.amountLeftCents} <= 0), 0)`,
    })
    .from(invoiceQuotations)
    .innerJoin(invoices, eq(invoices.id, invoiceQuotations.invoiceId))
    .where(eq(invoiceQuotations.quotationId, quotationId));
  const next = quotationStateAfterInvoicing(quotation.state, {
    totalTTCCents: quotation.totalTtcCents,
    billedCents: toCents(Number(sums?.billed ?? 0)),
    collectedCents: toCents(Number(sums?.collected ?? 0)),
  });
  if (next === quotation.state) return;
  await tx.update(quotations).set({ state: next }).where(eq(quotations.id, quotationId));
  await logChanges(tx, { type: "quotation", id: quotationId }, userId, [
    { field: "state", from: quotation.state, to: next },
  ]);
}
