import { quotationLines } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  centsToEuroString,
  computeLine,
  domainError,
  FREE_TEXT_LINE,
  nextLineIndexOrder,
  parseLineDiscount,
  parseLineIndexOrder,
  parseLineName,
  parseLinePrice,
  parseLineQuantity,
  parseLineUnity,
  parseLineVatRate,
  type TypedNumber,
  toCents,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { sanitizeRichText } from "../../shared/rich-text";
import { lineText, logLineChange } from "../../shared/versioned-update";
import { generatePurchaseLines } from "../purchases/generate";
import {
  assertKnownVatRate,
  type LinkedPurchaseInput,
  loadSoldProduct,
  resolveLinkedPurchases,
} from "./line-product";
import { lockQuotationForLines, QUOTATION_RECORD, touchQuotation } from "./rows";
import { refreshQuotationTotals } from "./totals";
import { getQuotationLine, type QuotationLineView } from "./views";

/** The editable fields of a line; on update an absent field keeps its value. */
export interface LineFields {
  name?: string | null | undefined;
  description?: string | null | undefined;
  quantity?: TypedNumber;
  /** Euros as typed ('12,50') or sent (12.5). */
  unitPrice?: TypedNumber;
  unity?: string | null | undefined;
  /** The VAT percentage (20, '5,5'). */
  tva?: TypedNumber;
  discount?: TypedNumber;
  indexOrder?: TypedNumber;
  hidden?: boolean | undefined;
}

export interface LineCreate extends LineFields {
  quotationId: number;
  /** A group product of the issuer; none for a free-text line. */
  triangleProductId?: number | null | undefined;
  /** A supplier for each linked purchase of the product. */
  linkedPurchases?: LinkedPurchaseInput[] | undefined;
}

/** 1250 → '12.5', exactly. */

function amountsOf(columns: {
  quantity: string;
  unitPriceCents: Cents;
  vatRate: string;
  discountPercent: string;
}) {
  const { baseHT, totalHT } = computeLine(columns);
  return { baseHtCents: toCents(baseHT), totalHtCents: toCents(totalHT) };
}

/** 'Ajouter un produit': a group product copied onto the line, or free text; its purchases with it. */
export async function createQuotationLine(
  ctx: ServiceContext,
  input: LineCreate,
): Promise<QuotationLineView> {
  const id = await inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    const quotation = await lockQuotationForLines(tx, input.quotationId);
    const product =
      input.triangleProductId == null
        ? null
        : await loadSoldProduct(tx, input.triangleProductId, quotation.triangleCompanyId);
    const defaults = product
      ? { ...product, quantity: "1", unitPrice: centsToEuroString(product.priceCents) }
      : { ...FREE_TEXT_LINE, description: "", unitPrice: "0" };
    const existing = await tx
      .select({ indexOrder: quotationLines.indexOrder })
      .from(quotationLines)
      .where(eq(quotationLines.quotationId, quotation.id));
    const vatRate = parseLineVatRate(input.tva === undefined ? defaults.vatRate : input.tva);
    const columns = {
      quotationId: quotation.id,
      triangleProductId: product?.id ?? null,
      name: parseLineName(input.name === undefined ? defaults.name : input.name),
      description: sanitizeRichText(input.description ?? defaults.description),
      quantity: parseLineQuantity(input.quantity === undefined ? defaults.quantity : input.quantity),
      unitPriceCents: parseLinePrice(input.unitPrice === undefined ? defaults.unitPrice : input.unitPrice),
      unity: parseLineUnity(input.unity === undefined ? defaults.unity : input.unity),
      vatRate,
      discountPercent: input.discount == null ? "0" : parseLineDiscount(input.discount),
      indexOrder:
        input.indexOrder == null
          ? nextLineIndexOrder(existing.map((line) => line.indexOrder))
          : parseLineIndexOrder(input.indexOrder),
      hidden: input.hidden ?? false,
    };
    if (input.tva !== undefined) await assertKnownVatRate(tx, vatRate);
    const purchases = product ? await resolveLinkedPurchases(tx, product, input.linkedPurchases ?? []) : [];
    const [row] = await tx
      .insert(quotationLines)
      .values({ ...columns, ...amountsOf(columns), createdAt: ctx.now, updatedAt: ctx.now })
      .returning({ id: quotationLines.id });
    if (!row) throw new Error("quotation line insert returned nothing");
    if (purchases.length > 0) {
      await generatePurchaseLines(txCtx, {
        quotationId: quotation.id,
        productName: columns.name,
        quantity: columns.quantity,
        expenses: purchases,
      });
    }
    await refreshQuotationTotals(tx, quotation.id);
    await touchQuotation(txCtx, quotation.id);
    await logLineChange(txCtx, QUOTATION_RECORD, quotation.id, {
      action: "added",
      lineId: row.id,
      label: columns.name,
      from: null,
      to: lineText(columns),
    });
    return row.id;
  });
  return getQuotationLine(ctx, { id });
}

/** The line, read again once its quotation is locked (a concurrent change has finished by then). */
async function lockLine(ctx: ServiceContext, id: number) {
  const readLine = async () => {
    const [line] = await ctx.db.select().from(quotationLines).where(eq(quotationLines.id, id));
    if (!line) throw domainError("QUOTATION_LINE_NOT_FOUND", "notFound");
    return line;
  };
  await lockQuotationForLines(ctx.db, (await readLine()).quotationId);
  return readLine();
}

/** Edits a line; its product never changes (a new product is a new line). */
export async function updateQuotationLine(
  ctx: ServiceContext,
  { id, ...input }: LineFields & { id: number },
): Promise<QuotationLineView> {
  await inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    const line = await lockLine(txCtx, id);
    const columns = {
      name: input.name === undefined ? line.name : parseLineName(input.name),
      description:
        input.description === undefined ? line.description : sanitizeRichText(input.description ?? ""),
      quantity: input.quantity === undefined ? line.quantity : parseLineQuantity(input.quantity),
      unitPriceCents: input.unitPrice === undefined ? line.unitPriceCents : parseLinePrice(input.unitPrice),
      unity: input.unity === undefined ? line.unity : parseLineUnity(input.unity),
      vatRate: input.tva === undefined ? line.vatRate : parseLineVatRate(input.tva),
      discountPercent:
        input.discount === undefined
          ? line.discountPercent
          : input.discount === null
            ? "0"
            : parseLineDiscount(input.discount),
      indexOrder: input.indexOrder == null ? line.indexOrder : parseLineIndexOrder(input.indexOrder),
      hidden: input.hidden ?? line.hidden,
    };
    if (input.tva !== undefined) await assertKnownVatRate(tx, columns.vatRate);
    await tx
      .update(quotationLines)
      .set({ ...columns, ...amountsOf(columns), updatedAt: ctx.now })
      .where(eq(quotationLines.id, id));
    await refreshQuotationTotals(tx, line.quotationId);
    await touchQuotation(txCtx, line.quotationId);
    await logLineChange(txCtx, QUOTATION_RECORD, line.quotationId, {
      action: "changed",
      lineId: id,
      label: columns.name,
      from: lineText(line),
      to: lineText(columns),
    });
  });
  return getQuotationLine(ctx, { id });
}

/** Deletes a line (its purchases stay: they are deleted on their own, spec §5). */
export async function deleteQuotationLine(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<{ id: number }> {
  await inTransaction(ctx, async (txCtx) => {
    const line = await lockLine(txCtx, id);
    await txCtx.db.delete(quotationLines).where(eq(quotationLines.id, id));
    await refreshQuotationTotals(txCtx.db, line.quotationId);
    await touchQuotation(txCtx, line.quotationId);
    await logLineChange(txCtx, QUOTATION_RECORD, line.quotationId, {
      action: "removed",
      lineId: id,
      label: line.name,
      from: lineText(line),
      to: null,
    });
  });
  return { id };
}
