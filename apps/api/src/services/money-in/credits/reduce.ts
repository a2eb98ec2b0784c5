import { creditLines, type DbOrTx, invoices } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  assertCreditLinesEditable,
  type CopiedLine,
  computeLine,
  creditAmountLineName,
  domainError,
  readCreditAmountTtc,
  spreadCreditAmount,
  toCents,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { insertCreditLines, invoiceLinesToCopy } from "./from-invoice";
import { findCredit, lockCredit, touchCredit, trimZeros } from "./rows";
import { assertCreditFitsInvoice, refreshCreditTotals } from "./totals";
import { type CreditDetail, getCredit } from "./view";

/** A draft credit note that corrects an invoice, locked after it (lockCredit's order). */
async function lockDraftOnInvoice(tx: DbOrTx, creditId: number) {
  const { credit, invoice } = await lockCredit(tx, creditId);
  assertCreditLinesEditable(credit.state);
  if (!invoice) throw domainError("CREDIT_NEEDS_INVOICE", "rule");
  return { credit, invoice };
}

/** The draft's lines replaced by `lines`, its totals rewritten, in the caller's transaction. */
async function replaceLines(
  txCtx: ServiceContext,
  creditId: number,
  lines: readonly CopiedLine[],
): Promise<void> {
  await txCtx.db.delete(creditLines).where(eq(creditLines.creditId, creditId));
  await insertCreditLines(txCtx.db, creditId, lines, txCtx.now);
  await refreshCreditTotals(txCtx.db, creditId);
  await touchCredit(txCtx, creditId);
}

export interface CreditAmountInput {
  creditId: number;
  amount?: number | string | null | undefined;
  percent?: number | string | null | undefined;
}

/**
 * 'Créditer un montant': the draft's lines become one line per VAT rate of its invoice, the TTC asked
 * (or that percentage of the invoice's TTC) spread in proportion to each rate's TTC on the invoice.
 * Refused (nothing written) when that TTC passes what is left to credit on the invoice.
 */
export async function creditAmount(ctx: ServiceContext, input: CreditAmountInput): Promise<CreditDetail> {
  await inTransaction(ctx, async (txCtx) => {
    const { credit, invoice } = await lockDraftOnInvoice(txCtx.db, input.creditId);
    const ttc = readCreditAmountTtc(input, invoice.totalTtcCents);
    await assertCreditFitsInvoice(txCtx.db, { id: credit.id, totalTtcCents: toCents(ttc) }, invoice);
    const percent = input.amount == null || String(input.amount).trim() === "" ? String(input.percent) : null;
    const lines = spreadCreditAmount(ttc, invoice.detailTva).map(
      (part, index): CopiedLine => ({
        triangleProductId: null,
        name: creditAmountLineName(invoice.reference ?? "", part.rate, percent?.trim() ?? null),
        description: "",
        quantity: "1",
        unitPriceCents: toCents(part.baseCents),
        unity: "UNITY_UNITY",
        vatRate: String(part.rate),
        discountPercent: "0",
        indexOrder: String(index + 1),
        hidden: false,
      }),
    );
    await replaceLines(txCtx, credit.id, lines);
  });
  return getCredit(ctx, { id: input.creditId });
}

/**
 * 'Créer des lignes': the draft's lines become copies of the invoice lines chosen, as billed (in the
 * invoice's order). What they total is checked at validation, like any draft.
 */
export async function creditInvoiceLines(
  ctx: ServiceContext,
  input: { creditId: number; invoiceLineIds: number[] },
): Promise<CreditDetail> {
  if (input.invoiceLineIds.length === 0) {
    throw domainError("CREDIT_LINES_REQUIRED", "invalid", {}, { field: "invoiceLineIds" });
  }
  await inTransaction(ctx, async (txCtx) => {
    const { credit, invoice } = await lockDraftOnInvoice(txCtx.db, input.creditId);
    const onInvoice = await invoiceLinesToCopy(txCtx.db, invoice.id);
    const known = new Set(onInvoice.map((line) => line.id));
    const stranger = input.invoiceLineIds.find((id) => !known.has(id));
    if (stranger !== undefined) {
      throw domainError(
        "CREDIT_LINE_NOT_ON_INVOICE",
        "invalid",
        { id: stranger },
        { field: "invoiceLineIds" },
      );
    }
    const chosen = new Set(input.invoiceLineIds);
    const lines = onInvoice.filter((line) => chosen.has(line.id)).map(({ id: _id, ...line }) => line);
    await replaceLines(txCtx, credit.id, lines);
  });
  return getCredit(ctx, { id: input.creditId });
}

export interface CreditableLineView {
  id: number;
  name: string;
  quantity: string;
  unitPriceCents: Cents;
  vatRate: string;
  totalHtCents: Cents;
}

export interface CreditableInvoiceView {
  reference: string | null;
  /** What the invoice billed TTC: what 'Créditer un montant' takes a percentage of. */
  totalTtcCents: Cents;
  lines: CreditableLineView[];
}

/** The invoice a credit corrects, with the lines offered by 'Créditer des lignes'. */
export async function creditableInvoice(
  ctx: ServiceContext,
  { creditId }: { creditId: number },
): Promise<CreditableInvoiceView> {
  const credit = await findCredit(ctx.db, creditId);
  if (credit.invoiceId === null) throw domainError("CREDIT_NEEDS_INVOICE", "rule");
  const [invoice] = await ctx.db
    .select({ reference: invoices.reference, totalTtcCents: invoices.totalTtcCents })
    .from(invoices)
    .where(eq(invoices.id, credit.invoiceId));
  const lines = await invoiceLinesToCopy(ctx.db, credit.invoiceId);
  return {
    reference: invoice?.reference ?? null,
    totalTtcCents: toCents(invoice?.totalTtcCents ?? 0),
    lines: lines.map((line) => ({
      id: line.id,
      name: line.name,
      quantity: trimZeros(line.quantity),
      unitPriceCents: line.unitPriceCents,
      vatRate: trimZeros(line.vatRate),
      totalHtCents: toCents(computeLine(line).totalHT),
    })),
  };
}
