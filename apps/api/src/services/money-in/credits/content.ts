import { createHash } from "node:crypto";
import { creditLines, type DbOrTx } from "@tronc/db";
import { type CreditContent, canonicalCreditContent } from "@tronc/domain";
import { asc, eq } from "drizzle-orm";
import type { CorrectedInvoiceRow, CreditRow } from "./rows";

/** The SHA-256 (hex) of the canonical content of a credit note about to be frozen. */
export async function creditContentSha256(
  tx: DbOrTx,
  credit: CreditRow,
  invoice: CorrectedInvoiceRow | null,
  frozen: Pick<CreditContent, "reference" | "state" | "parties">,
): Promise<string> {
  const lines = await tx
    .select({
      name: creditLines.name,
      description: creditLines.description,
      quantity: creditLines.quantity,
      unity: creditLines.unity,
      unitPriceCents: creditLines.unitPriceCents,
      vatRate: creditLines.vatRate,
      discountPercent: creditLines.discountPercent,
      indexOrder: creditLines.indexOrder,
      hidden: creditLines.hidden,
      baseHtCents: creditLines.baseHtCents,
      totalHtCents: creditLines.totalHtCents,
    })
    .from(creditLines)
    .where(eq(creditLines.creditId, credit.id))
    .orderBy(asc(creditLines.indexOrder), asc(creditLines.id));
  const text = canonicalCreditContent({
    ...frozen,
    creditDate: credit.creditDate,
    title: credit.title,
    comment: credit.comment,
    invoiceHeadName: credit.invoiceHeadName,
    invoiceAddress: credit.invoiceAddress,
    totalHtCents: credit.totalHtCents,
    totalTvaCents: credit.totalTvaCents,
    totalTtcCents: credit.totalTtcCents,
    detailTva: credit.detailTva,
    lines,
    invoice: invoice ? { reference: invoice.reference ?? "", invoiceDate: invoice.invoiceDate } : null,
  });
  return createHash("sha256").update(text, "utf8").digest("hex");
}
