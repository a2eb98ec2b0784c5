import { creditLines, type DbOrTx } from "@tronc/db";
import {
  assertCreditLinesEditable,
  centsToEuroString,
  domainError,
  FREE_CREDIT_LINE,
  nextLineIndexOrder,
  parseLineDiscount,
  parseLineIndexOrder,
  parseLineName,
  parseLinePrice,
  parseLineQuantity,
  parseLineUnity,
  parseLineVatRate,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import { assertKnownVatRate, loadSoldProduct } from "../proposals/quotations/line-product";
import { inTransaction, type ServiceContext } from "../shared/context";
import { type DocumentLineFields, lineAmounts, mergeLineFields } from "../shared/document-line-fields";
import { sanitizeRichText } from "../shared/rich-text";
import { lockCredit, touchCredit } from "./rows";
import { refreshCreditTotals } from "./totals";
import { type CreditLineView, loadCreditLines } from "./view";

export type CreditLineFields = DocumentLineFields;

export interface CreditLineCreate extends CreditLineFields {
  creditId: number;
  /** A catalogue product of the issuer; none for a free line. */
  triangleProductId?: number | null | undefined;
}

/** Locks a draft credit (and its invoice) whose lines are about to change; a validated one is refused. */
async function lockDraft(tx: DbOrTx, creditId: number) {
  const locked = await lockCredit(tx, creditId);
  assertCreditLinesEditable(locked.credit.state);
  return locked;
}

async function readLine(ctx: ServiceContext, id: number): Promise<CreditLineView> {
  const [line] = await loadCreditLines(ctx.db, eq(creditLines.id, id));
  if (!line) throw domainError("CREDIT_LINE_NOT_FOUND", "notFound");
  return line;
}

/**
 * 'Produit ajouté': a catalogue product of the issuer copied onto the line, or a free line (one unit
 * at 0 €, VAT 20 %, spec §9); the fields sent override the defaults. The credit's totals follow in the
 * same transaction, refused (nothing written) when it would pass what its invoice may still be credited.
 */
export async function createCreditLine(
  ctx: ServiceContext,
  input: CreditLineCreate,
): Promise<CreditLineView> {
  const id = await inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    const { credit, invoice } = await lockDraft(tx, input.creditId);
    const existing = await tx
      .select({ indexOrder: creditLines.indexOrder })
      .from(creditLines)
      .where(eq(creditLines.creditId, credit.id));
    const indexOrder =
      input.indexOrder == null
        ? nextLineIndexOrder(existing.map((line) => line.indexOrder))
        : parseLineIndexOrder(input.indexOrder);
    const product =
      input.triangleProductId == null
        ? null
        : await loadSoldProduct(tx, input.triangleProductId, credit.triangleCompanyId);
    const defaults = product
      ? { ...product, unitPrice: centsToEuroString(product.priceCents), discountPercent: "0" }
      : { ...FREE_CREDIT_LINE, unitPrice: "0" };
    const columns = {
      triangleProductId: product?.id ?? null,
      name: parseLineName(input.name == null ? defaults.name : input.name),
      description: sanitizeRichText(input.description ?? defaults.description),
      quantity: parseLineQuantity(input.quantity ?? FREE_CREDIT_LINE.quantity),
      unitPriceCents: parseLinePrice(input.unitPrice ?? defaults.unitPrice),
      unity: parseLineUnity(input.unity ?? defaults.unity),
      vatRate: parseLineVatRate(input.tva ?? defaults.vatRate),
      discountPercent: input.discount == null ? "0" : parseLineDiscount(input.discount),
      hidden: input.hidden ?? false,
    };
    if (input.tva != null) await assertKnownVatRate(tx, columns.vatRate);
    const [row] = await tx
      .insert(creditLines)
      .values({
        ...columns,
        indexOrder,
        creditId: credit.id,
        ...lineAmounts(columns),
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: creditLines.id });
    if (!row) throw new Error("credit line insert returned nothing");
    await refreshCreditTotals(tx, credit.id, invoice);
    await touchCredit(txCtx, credit.id);
    return row.id;
  });
  return readLine(ctx, id);
}

/** The line, read again once its credit is locked (a concurrent change has finished by then). */
async function lockLine(tx: DbOrTx, id: number) {
  const read = async () => {
    const [line] = await tx.select().from(creditLines).where(eq(creditLines.id, id));
    if (!line) throw domainError("CREDIT_LINE_NOT_FOUND", "notFound");
    return line;
  };
  const { invoice } = await lockDraft(tx, (await read()).creditId);
  return { line: await read(), invoice };
}

/** Edits a line of a draft credit; every field may change (a credit's free line carries an amount). */
export async function updateCreditLine(
  ctx: ServiceContext,
  { id, ...input }: CreditLineFields & { id: number },
): Promise<CreditLineView> {
  await inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    const { line, invoice } = await lockLine(tx, id);
    const columns = mergeLineFields(line, input);
    if (input.tva != null) await assertKnownVatRate(tx, columns.vatRate);
    await tx
      .update(creditLines)
      .set({ ...columns, ...lineAmounts(columns), updatedAt: ctx.now })
      .where(eq(creditLines.id, id));
    await refreshCreditTotals(tx, line.creditId, invoice);
    await touchCredit(txCtx, line.creditId);
  });
  return readLine(ctx, id);
}

export async function deleteCreditLine(ctx: ServiceContext, { id }: { id: number }): Promise<{ id: number }> {
  await inTransaction(ctx, async (txCtx) => {
    const { line, invoice } = await lockLine(txCtx.db, id);
    await txCtx.db.delete(creditLines).where(eq(creditLines.id, id));
    await refreshCreditTotals(txCtx.db, line.creditId, invoice);
    await touchCredit(txCtx, line.creditId);
  });
  return { id };
}
