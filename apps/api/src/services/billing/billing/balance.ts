import { invoiceQuotations, quotationLines } from "@tronc/db";
import { asc, inArray } from "drizzle-orm";
import type { ServiceContext } from "../../shared/context";
import { type DraftLine, insertDraftInvoice } from "./draft";
import type { BillingSource } from "./source";

/**
 * A balance (TYPE_SOLD) draft over quotations of one issuer and client: their lines copied (product,
 * description, pack flag kept; the order kept for one quotation, one after the other for several),
 * every earlier invoice on them deducted, so it bills exactly what is left. The quotations are locked.
 */
export async function insertBalanceInvoice(
  ctx: ServiceContext,
  sources: readonly [BillingSource, ...BillingSource[]],
): Promise<number> {
  const tx = ctx.db;
  const ids = sources.map((source) => source.id);
  const rows = await tx
    .select()
    .from(quotationLines)
    .where(inArray(quotationLines.quotationId, ids))
    .orderBy(asc(quotationLines.indexOrder), asc(quotationLines.id));
  const lines: DraftLine[] = ids
    .flatMap((quotationId) => rows.filter((row) => row.quotationId === quotationId))
    .map((row, index) => ({
      triangleProductId: row.triangleProductId,
      name: row.name,
      description: row.description,
      quantity: row.quantity,
      unitPriceCents: row.unitPriceCents,
      unity: row.unity,
      vatRate: row.vatRate,
      discountPercent: row.discountPercent,
      indexOrder: sources.length === 1 ? row.indexOrder : String(index + 1),
      hidden: row.hidden,
    }));
  const earlier = await tx
    .selectDistinct({ invoiceId: invoiceQuotations.invoiceId })
    .from(invoiceQuotations)
    .where(inArray(invoiceQuotations.quotationId, ids))
    .orderBy(asc(invoiceQuotations.invoiceId));
  const [first] = sources;
  const titles = [...new Set(sources.map((source) => source.title).filter((title) => title !== ""))];
  return insertDraftInvoice(ctx, {
    type: "TYPE_SOLD",
    triangleCompanyId: first.triangleCompanyId,
    companyId: first.companyId,
    recommendationIds: [...new Set(sources.map((source) => source.recommendationId))],
    title: titles.join(" / ").slice(0, 255),
    paymentMode: first.paymentMode,
    lines,
    quotationIds: ids,
    deductedInvoiceIds: earlier.map((row) => row.invoiceId),
  });
}
