import { invoiceLines } from "@tronc/db";
import {
  assertInvoiceLinesEditable,
  centsToEuroString,
  domainError,
  FREE_TEXT_INVOICE_LINE,
  isFreeTextInvoiceLine,
  nextLineIndexOrder,
  parseLineDiscount,
  parseLineIndexOrder,
  parseLineName,
  parseLinePrice,
  parseLineQuantity,
  parseLineUnity,
  parseLineVatRate,
  toCents,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import { assertKnownVatRate, loadSoldProduct } from "../../proposals/quotations/line-product";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { type DocumentLineFields, lineAmounts, mergeLineFields } from "../../shared/document-line-fields";
import { sanitizeRichText } from "../../shared/rich-text";
import { refreshInvoiceTotals } from "../totals";
import { lockInvoice, touchInvoice } from "./rows";
import { type InvoiceLineView, loadInvoiceLines } from "./view";

export type InvoiceLineFields = DocumentLineFields;

export interface InvoiceLineCreate extends InvoiceLineFields {
  invoiceId: number;
  /** A catalogue product of the issuer; none for a free-text line. */
  triangleProductId?: number | null | undefined;
}

/** Locks a draft invoice whose lines are about to change; a validated one is refused. */
async function lockDraft(tx: ServiceContext["db"], invoiceId: number) {
  const invoice = await lockInvoice(tx, invoiceId);
  assertInvoiceLinesEditable(invoice.state);
  return invoice;
}

async function readLine(ctx: ServiceContext, id: number): Promise<InvoiceLineView> {
  const [line] = await loadInvoiceLines(ctx.db, eq(invoiceLines.id, id));
  if (!line) throw domainError("INVOICE_LINE_NOT_FOUND", "notFound");
  return line;
}

/** 'Produit ajouté': a catalogue product copied onto the line (quantity 1), or free text (quantity 0). */
export async function createInvoiceLine(
  ctx: ServiceContext,
  input: InvoiceLineCreate,
): Promise<InvoiceLineView> {
  const id = await inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    const invoice = await lockDraft(tx, input.invoiceId);
    const existing = await tx
      .select({ indexOrder: invoiceLines.indexOrder })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.id));
    const indexOrder =
      input.indexOrder == null
        ? nextLineIndexOrder(existing.map((line) => line.indexOrder))
        : parseLineIndexOrder(input.indexOrder);
    const product =
      input.triangleProductId == null
        ? null
        : await loadSoldProduct(tx, input.triangleProductId, invoice.triangleCompanyId);
    const columns = product
      ? {
          triangleProductId: product.id,
          name: parseLineName(input.name === undefined ? product.name : input.name),
          description: sanitizeRichText(input.description ?? product.description),
          quantity: parseLineQuantity(input.quantity ?? "1"),
          unitPriceCents: parseLinePrice(input.unitPrice ?? centsToEuroString(product.priceCents)),
          unity: parseLineUnity(input.unity ?? product.unity),
          vatRate: parseLineVatRate(input.tva ?? product.vatRate),
          discountPercent: input.discount == null ? "0" : parseLineDiscount(input.discount),
          hidden: input.hidden ?? false,
        }
      : {
          ...FREE_TEXT_INVOICE_LINE,
          triangleProductId: null,
          unitPriceCents: toCents(FREE_TEXT_INVOICE_LINE.unitPriceCents),
          description: sanitizeRichText(input.description ?? FREE_TEXT_INVOICE_LINE.description),
          discountPercent: "0",
          hidden: false,
        };
    if (product && input.tva != null) await assertKnownVatRate(tx, columns.vatRate);
    const [row] = await tx
      .insert(invoiceLines)
      .values({
        ...columns,
        indexOrder,
        invoiceId: invoice.id,
        ...lineAmounts(columns),
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: invoiceLines.id });
    if (!row) throw new Error("invoice line insert returned nothing");
    await refreshInvoiceTotals(tx, invoice.id, ctx.user.id);
    await touchInvoice(txCtx, invoice.id);
    return row.id;
  });
  return readLine(ctx, id);
}

/** The line, read again once its invoice is locked (a concurrent change has finished by then). */
async function lockLine(ctx: ServiceContext, id: number) {
  const read = async () => {
    const [line] = await ctx.db.select().from(invoiceLines).where(eq(invoiceLines.id, id));
    if (!line) throw domainError("INVOICE_LINE_NOT_FOUND", "notFound");
    return line;
  };
  await lockDraft(ctx.db, (await read()).invoiceId);
  return read();
}

/** Edits a line; a free-text line changes only its text and its order. */
export async function updateInvoiceLine(
  ctx: ServiceContext,
  { id, ...input }: InvoiceLineFields & { id: number },
): Promise<InvoiceLineView> {
  await inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    const line = await lockLine(txCtx, id);
    const keep = isFreeTextInvoiceLine(line);
    const columns = mergeLineFields(line, input, keep);
    if (!keep && input.tva != null) await assertKnownVatRate(tx, columns.vatRate);
    await tx
      .update(invoiceLines)
      .set({ ...columns, ...lineAmounts(columns), updatedAt: ctx.now })
      .where(eq(invoiceLines.id, id));
    await refreshInvoiceTotals(tx, line.invoiceId, ctx.user.id);
    await touchInvoice(txCtx, line.invoiceId);
  });
  return readLine(ctx, id);
}

export async function deleteInvoiceLine(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<{ id: number }> {
  await inTransaction(ctx, async (txCtx) => {
    const line = await lockLine(txCtx, id);
    await txCtx.db.delete(invoiceLines).where(eq(invoiceLines.id, id));
    await refreshInvoiceTotals(txCtx.db, line.invoiceId, ctx.user.id);
    await touchInvoice(txCtx, line.invoiceId);
  });
  return { id };
}
