import { type DbOrTx, quotationLines, quotations } from "@tronc/db";
import { computeDocumentTotals, toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";

/**
 * Rewrites a quotation's totals HT, VAT, TTC and VAT detail from its stored lines with the domain's
 * computation. Call it in the transaction of every line change: the stored totals never drift.
 * The expenses' totals belong to the purchases (refreshExpenseTotals) and are left alone.
 */
export async function refreshQuotationTotals(tx: DbOrTx, quotationId: number): Promise<void> {
  const lines = await tx
    .select({
      quantity: quotationLines.quantity,
      unitPriceCents: quotationLines.unitPriceCents,
      vatRate: quotationLines.vatRate,
      discountPercent: quotationLines.discountPercent,
      hidden: quotationLines.hidden,
    })
    .from(quotationLines)
    .where(eq(quotationLines.quotationId, quotationId));
  const totals = computeDocumentTotals(lines);
  await tx
    .update(quotations)
    .set({
      totalHtCents: toCents(totals.totalHT),
      totalTvaCents: toCents(totals.totalTVA),
      totalTtcCents: toCents(totals.totalTTC),
      detailTva: totals.detailTVA,
    })
    .where(eq(quotations.id, quotationId));
}
