import { quotations } from "@tronc/db";
import { domainError, planAmendment } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { logChanges } from "../../shared/audit";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { findRecommendation, insertDraftRecommendationLike } from "../recommendations/rows";
import { refreshRecommendationSearchText } from "../recommendations/search-text";
import { loadAmendmentFamily } from "./amendment-family";
import { contentOf, copyQuotationContent } from "./copy-content";

export interface CreatedAmendment {
  /** The amendment, a draft quotation. */
  id: number;
  reference: string;
  amendmentNumber: number;
  /** Its own draft recommendation on the same lead, to send, accept or refuse like any other. */
  recommendationId: number;
}

/**
 * 'Créer un avenant' (issue 29): a new draft recommendation on the same lead, client and issuer, holding
 * a copy of the accepted quotation (lines, terms, supplier purchases without PDF nor order) numbered
 * 'Avenant n° k' of the original. The accepted one is not touched. One transaction; the original
 * is locked so two clicks never make two amendments.
 */
export async function createQuotationAmendment(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<CreatedAmendment> {
  return inTransaction(ctx, async ({ db: tx, user, now }) => {
    const [found] = await tx
      .select({ amendsQuotationId: quotations.amendsQuotationId })
      .from(quotations)
      .where(eq(quotations.id, id));
    if (!found) throw domainError("QUOTATION_NOT_FOUND", "notFound");
    // The original locked first, the family read after: a second click waits, then sees the first's amendment.
    const originalId = found.amendsQuotationId ?? id;
    await tx
      .select({ id: quotations.id })
      .from(quotations)
      .where(eq(quotations.id, originalId))
      .for("update");
    const family = await loadAmendmentFamily(tx, originalId);
    const [source] = await tx.select().from(quotations).where(eq(quotations.id, id));
    const member = family.find((row) => row.id === id);
    if (!source || !member) throw domainError("QUOTATION_NOT_FOUND", "notFound");
    const plan = planAmendment(member, family);
    const recommendation = await findRecommendation(tx, source.recommendationId);
    const newRecommendation = { id: await insertDraftRecommendationLike(tx, recommendation, user.id, now) };
    const [amendment] = await tx
      .insert(quotations)
      .values({
        ...contentOf(source, now),
        recommendationId: newRecommendation.id,
        reference: plan.reference,
        state: "QUOTATION_STATE_DRAFT",
        updatedById: user.id,
        version: 1,
        amendsQuotationId: originalId,
        amendmentNumber: plan.number,
      })
      .returning({ id: quotations.id });
    if (!amendment) throw new Error("quotation insert returned nothing");
    await copyQuotationContent(tx, source.id, amendment.id, now);
    await refreshRecommendationSearchText(tx, newRecommendation.id);
    await logChanges(tx, { type: "quotation", id: source.id }, user.id, [
      { field: "amendment", from: null, to: plan.reference },
    ]);
    await logChanges(tx, { type: "quotation", id: amendment.id }, user.id, [
      { field: "amendmentOf", from: null, to: source.reference },
    ]);
    return {
      id: amendment.id,
      reference: plan.reference,
      amendmentNumber: plan.number,
      recommendationId: newRecommendation.id,
    };
  });
}
