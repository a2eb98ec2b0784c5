import { creditLines, credits, type DbOrTx, invoiceDeductions, invoiceLines, invoices } from "@tronc/db";
import {
  assertCanCreditOrPay,
  type CopiedLine,
  computeLine,
  creditLinesFromInvoice,
  creditTitleForInvoice,
  parseLineUnity,
  toCents,
  toParisDate,
} from "@tronc/domain";
import { asc, eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { lockCorrectedInvoice } from "./rows";
import { refreshCreditSearchText } from "./search-text";
import { otherCreditsTtc, refreshCreditTotals } from "./totals";

/** An invoice's lines in their order, as a credit note copies them (with their id, to pick some). */
export function invoiceLinesToCopy(tx: DbOrTx, invoiceId: number): Promise<(CopiedLine & { id: number })[]> {
  return tx
    .select({
      id: invoiceLines.id,
      triangleProductId: invoiceLines.triangleProductId,
      name: invoiceLines.name,
      description: invoiceLines.description,
      quantity: invoiceLines.quantity,
      unitPriceCents: invoiceLines.unitPriceCents,
      unity: invoiceLines.unity,
      vatRate: invoiceLines.vatRate,
      discountPercent: invoiceLines.discountPercent,
      indexOrder: invoiceLines.indexOrder,
      hidden: invoiceLines.hidden,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.indexOrder), asc(invoiceLines.id));
}

/** Writes lines on a credit note with their computed base and total HT. */
export async function insertCreditLines(
  tx: DbOrTx,
  creditId: number,
  lines: readonly CopiedLine[],
  now: Date,
): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(creditLines).values(
    lines.map((line) => {
      const { baseHT, totalHT } = computeLine(line);
      return {
        ...line,
        creditId,
        unity: parseLineUnity(line.unity),
        unitPriceCents: toCents(line.unitPriceCents),
        baseHtCents: toCents(baseHT),
        totalHtCents: toCents(totalHT),
        createdAt: now,
        updatedAt: now,
      };
    }),
  );
}

/**
 * 'Créer un avoir sur cette facture': a draft credit of the invoice's issuer to its client, linked to
 * it, billed under the invoice's name and address, with the invoice's lines (creditLinesFromInvoice).
 * Only a numbered invoice not paid; the invoice row is locked so that two credits made at once never
 * give back more than it carries.
 */
export async function createCreditFromInvoice(
  ctx: ServiceContext,
  input: { invoiceId: number },
): Promise<{ id: number }> {
  return inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    const invoice = await lockCorrectedInvoice(tx, input.invoiceId);
    assertCanCreditOrPay(invoice);
    const reference = invoice.reference ?? "";
    const lines = (await invoiceLinesToCopy(tx, invoice.id)).map(({ id: _id, ...line }) => line);
    const deductions = await tx
      .select({ reference: invoices.reference, detailTva: invoices.detailTva })
      .from(invoiceDeductions)
      .innerJoin(invoices, eq(invoices.id, invoiceDeductions.deductedInvoiceId))
      .where(eq(invoiceDeductions.invoiceId, invoice.id))
      .orderBy(asc(invoices.invoiceDate), asc(invoices.id));
    const copy = creditLinesFromInvoice(
      {
        totalTtcCents: invoice.totalTtcCents,
        lines,
        deductions: deductions.map((row) => ({ reference: row.reference ?? "", detailTva: row.detailTva })),
      },
      await otherCreditsTtc(tx, invoice.id),
    );
    const [credit] = await tx
      .insert(credits)
      .values({
        triangleCompanyId: invoice.triangleCompanyId,
        companyId: invoice.companyId,
        invoiceId: invoice.id,
        state: "CREDIT_STATE_CREATED",
        title: creditTitleForInvoice(reference),
        invoiceHeadName: invoice.invoiceHeadName,
        invoiceAddress: invoice.invoiceAddress,
        creditDate: toParisDate(ctx.now),
        createdById: ctx.user.id,
        updatedById: ctx.user.id,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: credits.id });
    if (!credit) throw new Error("credit insert returned nothing");
    await insertCreditLines(tx, credit.id, copy, ctx.now);
    await refreshCreditTotals(tx, credit.id);
    await refreshCreditSearchText(tx, credit.id);
    return { id: credit.id };
  });
}
