import {
  MAX_PAGE_SIZE,
  PAGE_SIZES,
  RECOMMENDATION_STATE_LABELS,
  REFUSED_STATUS_LABELS,
  type RecommendationState,
  type RefusedStatus,
} from "@tronc/domain";
import { z } from "zod";
import { documentDate, idSchema, pageInput, searchText } from "../schemas";

const STATES = Object.keys(RECOMMENDATION_STATE_LABELS) as [RecommendationState, ...RecommendationState[]];
const REFUSED = Object.keys(REFUSED_STATUS_LABELS) as [RefusedStatus, ...RefusedStatus[]];

const recommendationId = idSchema("La recommandation");

export const recommendationIdInput = z.object({ id: recommendationId });
export const recommendationLeadInput = z.object({ leadId: idSchema("Le lead") });

export const recommendationSearchInput = z.object({
  leadId: idSchema("Le lead").optional(),
  q: searchText,
  ...pageInput(PAGE_SIZES.recommendations, MAX_PAGE_SIZE),
});

export const recommendationUpdateInput = z.object({
  id: recommendationId,
  validAt: documentDate().nullable().optional(),
  presentationFileId: idSchema("La présentation").nullable().optional(),
});

export const recommendationState = z.enum(STATES, { error: "Cet état de recommandation n'existe pas." });
export const refusedStatus = z.enum(REFUSED, { error: "Ce motif de refus n'existe pas." });

const stateFields = {
  state: recommendationState,
  refusedStatus: refusedStatus.nullable().optional(),
  projectManagerId: idSchema("Le chef de projet").nullable().optional(),
};

export const recommendationStateInput = z.object({ id: recommendationId, ...stateFields });

export const recommendationSaveInput = recommendationUpdateInput.extend({
  ...stateFields,
  state: stateFields.state.optional(),
});
