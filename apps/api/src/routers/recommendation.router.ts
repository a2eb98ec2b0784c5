import { createRecommendation } from "../services/proposals/recommendations/create";
import { deleteRecommendation } from "../services/proposals/recommendations/delete";
import { duplicateRecommendation } from "../services/proposals/recommendations/duplicate";
import { searchRecommendations } from "../services/proposals/recommendations/search";
import { setRecommendationState } from "../services/proposals/recommendations/state";
import { saveRecommendation, updateRecommendation } from "../services/proposals/recommendations/update";
import { getRecommendation, listRecommendationsByLead } from "../services/proposals/recommendations/views";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import {
  recommendationIdInput,
  recommendationLeadInput,
  recommendationSaveInput,
  recommendationSearchInput,
  recommendationStateInput,
  recommendationUpdateInput,
} from "./recommendation.schemas";

/** Recommendations: every signed-in user reads and works them, like leads. */
export const recommendationRouter = router({
  get: authedProcedure
    .input(recommendationIdInput)
    .query(({ ctx, input }) => getRecommendation(serviceCtx(ctx), input)),
  listByLead: authedProcedure
    .input(recommendationLeadInput)
    .query(({ ctx, input }) => listRecommendationsByLead(serviceCtx(ctx), input)),
  search: authedProcedure
    .input(recommendationSearchInput)
    .query(({ ctx, input }) => searchRecommendations(serviceCtx(ctx), input)),
  create: authedProcedure
    .input(recommendationLeadInput)
    .mutation(({ ctx, input }) => createRecommendation(serviceCtx(ctx), input)),
  update: authedProcedure
    .input(recommendationUpdateInput)
    .mutation(({ ctx, input }) => updateRecommendation(serviceCtx(ctx), input)),
  /** The REST shim's PUT: fields and state in one transaction. */
  save: authedProcedure
    .input(recommendationSaveInput)
    .mutation(({ ctx, input }) => saveRecommendation(serviceCtx(ctx), input)),
  setState: authedProcedure
    .input(recommendationStateInput)
    .mutation(({ ctx, input }) => setRecommendationState(serviceCtx(ctx), input)),
  duplicate: authedProcedure
    .input(recommendationIdInput)
    .mutation(({ ctx, input }) => duplicateRecommendation(serviceCtx(ctx), input)),
  delete: authedProcedure
    .input(recommendationIdInput)
    .mutation(({ ctx, input }) => deleteRecommendation(serviceCtx(ctx), input)),
});
