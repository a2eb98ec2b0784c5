import type { Db } from "@tronc/db";
import type { QuotationState, RecommendationState } from "@tronc/domain";
import { insertQuotation, insertRecommendationWithLead } from "./proposal-fixtures";

let serial = 0;

/**
 * A recommendation of a new lead whose project (unless `withProject` is false) is managed by
 * `managerId`, and one quotation per state (one draft unless told): what purchases belong to.
 */
export async function insertProposal(
  db: Db,
  options: {
    issuerId: number;
    managerId: number | null;
    recommendationState?: RecommendationState;
    quotationStates?: QuotationState[];
    withProject?: boolean;
  },
) {
  serial += 1;
  const recommendation = await insertRecommendationWithLead(db, {
    issuerId: options.issuerId,
    state: options.recommendationState,
    clientName: `Client achats ${serial}`,
    project:
      options.withProject === false
        ? undefined
        : { name: `Projet achats ${serial}`, state: "STATE_PROJECT", managerId: options.managerId },
  });
  const quotationIds: number[] = [];
  for (const state of options.quotationStates ?? ["QUOTATION_STATE_DRAFT"]) {
    quotationIds.push(
      await insertQuotation(db, {
        recommendationId: recommendation.id,
        issuerId: options.issuerId,
        title: "Devis achats",
        state,
      }),
    );
  }
  return {
    ...recommendation,
    recommendationId: recommendation.id,
    quotationIds,
    quotationId: quotationIds[0] ?? 0,
  };
}
