import {
  type DbOrTx,
  quotationExpenses,
  quotationLines,
  quotationSupplierProductFees,
  quotationSupplierProducts,
  quotations,
  recommendations,
} from "@tronc/db";
import { asc, eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { nextReference } from "../../shared/document-counter";
import { purchaseFeeRows, purchaseLineRows } from "../purchases/line-rows";
import { findRecommendation } from "./rows";
import { refreshRecommendationSearchText } from "./search-text";
import { getRecommendation, type RecommendationView } from "./views";

type Stamps = { id: number; createdAt: Date; updatedAt?: Date };

/** A row's content without its id and time stamps, to insert as a copy. */
function contentOf<T extends Stamps>(row: T, now: Date) {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...content } = row;
  return { ...content, createdAt: now, ...("updatedAt" in row ? { updatedAt: now } : {}) };
}

/**
 * 'Dupliquer': a new draft recommendation of the same lead with a copy of every quotation (new
 * reference), its lines and its supplier purchases with their lines and fees, totals included; no
 * dates, no state, no documents, no delivery events, no purchase orders. One transaction.
 */
export async function duplicateRecommendation(
  ctx: ServiceContext,
  input: { id: number },
): Promise<RecommendationView> {
  const id = await inTransaction(ctx, async ({ db: tx, user, now }) => {
    const source = await findRecommendation(tx, input.id);
    const [copy] = await tx
      .insert(recommendations)
      .values({
        leadId: source.leadId,
        companyId: source.companyId,
        triangleCompanyId: source.triangleCompanyId,
        state: "RECO_STATE_DRAFT",
        createdById: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: recommendations.id });
    if (!copy) throw new Error("recommendation insert returned nothing");
    const originals = await tx
      .select()
      .from(quotations)
      .where(eq(quotations.recommendationId, source.id))
      .orderBy(asc(quotations.id));
    for (const original of originals) {
      const reference = await nextReference(tx, "quotation", source.triangleCompanyId, now);
      const [quotation] = await tx
        .insert(quotations)
        .values({
          ...contentOf(original, now),
          recommendationId: copy.id,
          reference,
          state: "QUOTATION_STATE_DRAFT",
          updatedById: user.id,
        })
        .returning({ id: quotations.id });
      if (!quotation) throw new Error("quotation insert returned nothing");
      await copyQuotationContent(tx, original.id, quotation.id, now);
    }
    await refreshRecommendationSearchText(tx, copy.id);
    return copy.id;
  });
  return getRecommendation(ctx, { id });
}

async function copyQuotationContent(tx: DbOrTx, fromId: number, toId: number, now: Date): Promise<void> {
  const lines = await tx
    .select()
    .from(quotationLines)
    .where(eq(quotationLines.quotationId, fromId))
    .orderBy(asc(quotationLines.id));
  if (lines.length > 0) {
    await tx
      .insert(quotationLines)
      .values(lines.map((line) => ({ ...contentOf(line, now), quotationId: toId })));
  }
  const expenses = await tx
    .select()
    .from(quotationExpenses)
    .where(eq(quotationExpenses.quotationId, fromId))
    .orderBy(asc(quotationExpenses.id));
  for (const expense of expenses) {
    const [copy] = await tx
      .insert(quotationExpenses)
      .values({ ...contentOf(expense, now), quotationId: toId, supplierQuotationFileId: null })
      .returning({ id: quotationExpenses.id });
    if (!copy) throw new Error("purchase insert returned nothing");
    await copyPurchaseLines(tx, expense.id, copy.id, now);
  }
}

async function copyPurchaseLines(tx: DbOrTx, fromId: number, toId: number, now: Date): Promise<void> {
  const lines = await purchaseLineRows(tx, fromId);
  const fees = await purchaseFeeRows(
    tx,
    lines.map((line) => line.id),
  );
  for (const line of lines) {
    const [copy] = await tx
      .insert(quotationSupplierProducts)
      .values({ ...contentOf(line, now), quotationExpenseId: toId })
      .returning({ id: quotationSupplierProducts.id });
    if (!copy) throw new Error("purchase line insert returned nothing");
    const own = fees.filter((fee) => fee.quotationSupplierProductId === line.id);
    if (own.length > 0) {
      await tx
        .insert(quotationSupplierProductFees)
        .values(own.map((fee) => ({ ...contentOf(fee, now), quotationSupplierProductId: copy.id })));
    }
  }
}
