import {
  MAX_PAGE_SIZE,
  MESSAGES,
  PAGE_SIZES,
  RECOMMENDATION_STATE_LABELS,
  REFUSED_STATUS_LABELS,
  type RecommendationState,
  type RefusedStatus,
} from "@tronc/domain";
import { z } from "zod";
import { documentDate, idSchema, pageInput, searchText } from "../../../schemas";
import { defineContract } from "../../resource/contract";

const STATES = Object.keys(RECOMMENDATION_STATE_LABELS) as [RecommendationState, ...RecommendationState[]];
const REFUSED = Object.keys(REFUSED_STATUS_LABELS) as [RefusedStatus, ...RefusedStatus[]];

const id = idSchema("La recommandation");
const leadId = idSchema("Le lead");

export const recommendationState = z.enum(STATES, { error: MESSAGES.RECOMMENDATION_STATE_UNKNOWN });
export const refusedStatus = z.enum(REFUSED, { error: MESSAGES.RECOMMENDATION_REFUSED_STATUS_UNKNOWN });

const updateFields = {
  id,
  validAt: documentDate().nullable().optional(),
  presentationFileId: idSchema("La présentation").nullable().optional(),
};

const stateFields = {
  state: recommendationState,
  refusedStatus: refusedStatus.nullable().optional(),
  projectManagerId: idSchema("Le chef de projet").nullable().optional(),
};

/** Recommendations: every signed-in user reads and works them, like leads. */
export const recommendationContract = defineContract({
  name: "recommendation",
  operations: {
    get: { type: "query", policy: "authed", input: z.object({ id }) },
    listByLead: { type: "query", policy: "authed", input: z.object({ leadId }) },
    search: {
      type: "query",
      policy: "authed",
      input: z.object({
        leadId: leadId.optional(),
        q: searchText,
        ...pageInput(PAGE_SIZES.recommendations, MAX_PAGE_SIZE),
      }),
    },
    create: { type: "mutation", policy: "authed", input: z.object({ leadId }) },
    update: { type: "mutation", policy: "authed", input: z.object(updateFields) },
    /** The REST shim's PUT: fields and state in one transaction. */
    save: {
      type: "mutation",
      policy: "authed",
      input: z.object({ ...updateFields, ...stateFields, state: stateFields.state.optional() }),
    },
    setState: { type: "mutation", policy: "authed", input: z.object({ id, ...stateFields }) },
    duplicate: { type: "mutation", policy: "authed", input: z.object({ id }) },
    delete: { type: "mutation", policy: "authed", input: z.object({ id }) },
  },
  messages: [
    "RECOMMENDATION_NOT_FOUND",
    "RECOMMENDATION_LEAD_WITHOUT_COMPANY",
    "RECOMMENDATION_LEAD_WITHOUT_GROUP_COMPANY",
    "RECOMMENDATION_NOT_LEAD_PARTIES",
    "RECOMMENDATION_INVOICING_STARTED",
    "RECOMMENDATION_PRESENTATION_NOT_PDF",
    "RECOMMENDATION_VALID_AT_INVALID",
    "RECOMMENDATION_STATE_UNKNOWN",
    "RECOMMENDATION_REFUSED_STATUS_UNKNOWN",
    "LEAD_NOT_FOUND",
  ],
});
