import {
  type DbOrTx,
  quotationExpenses,
  quotationSupplierProductFees,
  quotationSupplierProducts,
  quotations,
} from "@tronc/db";
import { computeLine, computePurchaseTotals, toCents } from "@tronc/domain";
import { eq, sql } from "drizzle-orm";
import { purchaseFeeRows, purchaseLineRows } from "./line-rows";

/**
 * Rewrites a purchase's stored amounts from its lines and fees (each line's and fee's own HT too),
 * then the quotation's purchases totals (the sum over its purchases), in the caller's transaction.
 * The quotation then the purchase are locked (the quotation lines' order too), so concurrent changes
 * add up instead of racing and never deadlock.
 */
export async function refreshExpenseTotals(tx: DbOrTx, quotationExpenseId: number): Promise<void> {
  const [expense] = await tx
    .select({ quotationId: quotationExpenses.quotationId })
    .from(quotationExpenses)
    .where(eq(quotationExpenses.id, quotationExpenseId));
  if (!expense) return;
  await tx
    .select({ id: quotations.id })
    .from(quotations)
    .where(eq(quotations.id, expense.quotationId))
    .for("update");
  await tx
    .select({ id: quotationExpenses.id })
    .from(quotationExpenses)
    .where(eq(quotationExpenses.id, quotationExpenseId))
    .for("update");
  const lines = await purchaseLineRows(tx, quotationExpenseId);
  const fees = await purchaseFeeRows(
    tx,
    lines.map((line) => line.id),
  );
  for (const line of lines) {
    const { baseHT, totalHT } = computeLine(line);
    if (baseHT !== line.baseHtCents || totalHT !== line.totalHtCents) {
      await tx
        .update(quotationSupplierProducts)
        .set({ baseHtCents: toCents(baseHT), totalHtCents: toCents(totalHT) })
        .where(eq(quotationSupplierProducts.id, line.id));
    }
  }
  for (const fee of fees) {
    const { totalHT } = computeLine(fee);
    if (totalHT !== fee.totalHtCents) {
      await tx
        .update(quotationSupplierProductFees)
        .set({ totalHtCents: toCents(totalHT) })
        .where(eq(quotationSupplierProductFees.id, fee.id));
    }
  }
  const totals = computePurchaseTotals(
    lines.map((line) => ({
      ...line,
      fees: fees
        .filter((fee) => fee.quotationSupplierProductId === line.id)
        .map((fee) => ({ ...fee, tva: fee.vatRate })),
    })),
  );
  await tx
    .update(quotationExpenses)
    .set({
      totalHtCents: toCents(totals.totalHT),
      totalTvaCents: toCents(totals.totalTVA),
      totalTtcCents: toCents(totals.totalTTC),
      detailTva: totals.detailTVA,
    })
    .where(eq(quotationExpenses.id, quotationExpenseId));
  await refreshQuotationExpensesTotals(tx, expense.quotationId);
}

/** The quotation's 'Achats HT / TTC': the sum of its purchases' stored totals. */
export async function refreshQuotationExpensesTotals(tx: DbOrTx, quotationId: number): Promise<void> {
  const [sum] = await tx
    .select({
      ht: sql<string>`coalesce(sum(${quotationExpenses.totalHtCents}), 0)::text`,
      ttc: sql<string>`coalesce(sum(${quotationExpenses.totalTtcCents}), 0)::text`,
    })
    .from(quotationExpenses)
    .where(eq(quotationExpenses.quotationId, quotationId));
  await tx
    .update(quotations)
    .set({
      expensesTotalHtCents: toCents(Number(sum?.ht ?? 0)),
      expensesTotalTtcCents: toCents(Number(sum?.ttc ?? 0)),
    })
    .where(eq(quotations.id, quotationId));
}
