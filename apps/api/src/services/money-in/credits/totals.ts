import { creditLines, credits, type DbOrTx } from "@tronc/db";
import { assertCreditWithinInvoice, type Cents, computeCreditTotals, toCents } from "@tronc/domain";
import { and, eq, ne } from "drizzle-orm";
import type { CorrectedInvoiceRow, CreditRow } from "./rows";

/**
 * The TTC of the other validated credit notes on an invoice. Drafts reserve nothing (docs/decisions.md,
 * issue 25): a plain user's draft never keeps accounting from crediting the invoice; whichever is
 * validated first counts, and the next is checked against it at its validation.
 */
export async function otherCreditsTtc(
  tx: DbOrTx,
  invoiceId: number,
  excludingCreditId?: number,
): Promise<Cents[]> {
  const rows = await tx
    .select({ ttc: credits.totalTtcCents })
    .from(credits)
    .where(
      and(
        eq(credits.invoiceId, invoiceId),
        ne(credits.state, "CREDIT_STATE_CREATED"),
        excludingCreditId === undefined ? undefined : ne(credits.id, excludingCreditId),
      ),
    );
  return rows.map((row) => toCents(Math.max(row.ttc, 0)));
}

/**
 * A credit on an invoice never gives back more than the invoice's TTC less the other credits on it
 * (decision 2). The caller holds the invoice's row lock (lockCredit), so two drafts cannot pass it together.
 */
export async function assertCreditFitsInvoice(
  tx: DbOrTx,
  credit: Pick<CreditRow, "id" | "totalTtcCents">,
  invoice: CorrectedInvoiceRow | null,
): Promise<void> {
  if (!invoice) return;
  assertCreditWithinInvoice(
    invoice.totalTtcCents,
    await otherCreditsTtc(tx, invoice.id, credit.id),
    credit.totalTtcCents,
  );
}

/**
 * Rewrites a draft credit note's totals from its lines (the domain's computation; a credit deducts
 * nothing) and its amount left (= TTC while a draft). Call it in the transaction of every change to
 * its lines, after lockCredit. A draft may pass through any total on its way (a deduction line before
 * the line it deducts from): it is not negative and fits its invoice is checked at validation.
 */
export async function refreshCreditTotals(tx: DbOrTx, creditId: number): Promise<void> {
  const lines = await tx
    .select({
      quantity: creditLines.quantity,
      unitPriceCents: creditLines.unitPriceCents,
      vatRate: creditLines.vatRate,
      discountPercent: creditLines.discountPercent,
      hidden: creditLines.hidden,
    })
    .from(creditLines)
    .where(eq(creditLines.creditId, creditId));
  const totals = computeCreditTotals(lines);
  const totalTtcCents = toCents(totals.totalTTC);
  await tx
    .update(credits)
    .set({
      totalHtCents: toCents(totals.totalHT),
      totalTvaCents: toCents(totals.totalTVA),
      totalTtcCents,
      detailTva: totals.detailTVA,
      // Nothing is drawn on a draft: what is left is all of it.
      amountLeftCents: totalTtcCents,
    })
    .where(and(eq(credits.id, creditId), eq(credits.state, "CREDIT_STATE_CREATED")));
}
