import { recommendations } from "@tronc/db";
import { domainError } from "@tronc/domain";
import { lockLead } from "../../sales/refs";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { refreshRecommendationSearchText } from "./search-text";
import { getRecommendation, type RecommendationView } from "./views";

/** A draft recommendation of a lead, for its client company, issued by the lead's managing group company. */
export async function createRecommendation(
  ctx: ServiceContext,
  input: { leadId: number },
): Promise<RecommendationView> {
  const id = await inTransaction(ctx, async ({ db: tx, user, now }) => {
    const lead = await lockLead(tx, input.leadId);
    if (lead.companyId === null) throw domainError("RECOMMENDATION_LEAD_WITHOUT_COMPANY", "rule");
    if (lead.triangleCompanyId === null) {
      throw domainError("RECOMMENDATION_LEAD_WITHOUT_GROUP_COMPANY", "rule");
    }
    const [row] = await tx
      .insert(recommendations)
      .values({
        leadId: lead.id,
        companyId: lead.companyId,
        triangleCompanyId: lead.triangleCompanyId,
        state: "RECO_STATE_DRAFT",
        createdById: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: recommendations.id });
    if (!row) throw new Error("recommendation insert returned nothing");
    await refreshRecommendationSearchText(tx, row.id);
    return row.id;
  });
  return getRecommendation(ctx, { id });
}
