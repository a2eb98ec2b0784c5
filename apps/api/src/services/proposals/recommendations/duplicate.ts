import { quotations } from "@tronc/db";
import { asc, eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { nextReference } from "../../shared/document-counter";
import { contentOf, copyQuotationContent } from "../quotations/copy-content";
import { findRecommendation, insertDraftRecommendationLike } from "./rows";
import { refreshRecommendationSearchText } from "./search-text";
import { getRecommendation, type RecommendationView } from "./views";

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
    const copy = { id: await insertDraftRecommendationLike(tx, source, user.id, now) };
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
          version: 1,
          // A duplicate is a new proposal of its own, not an amendment of the signed one.
          amendsQuotationId: null,
          amendmentNumber: null,
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
