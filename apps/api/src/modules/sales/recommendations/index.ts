import { MAX_PAGE_SIZE, PAGE_SIZES } from "@tronc/domain";
import { PATHS } from "../../../hydra/paths";
import type { QueryReader } from "../../../hydra/query";
import { createRecommendation } from "../../../services/proposals/recommendations/create";
import { deleteRecommendation } from "../../../services/proposals/recommendations/delete";
import { duplicateRecommendation } from "../../../services/proposals/recommendations/duplicate";
import { searchRecommendations } from "../../../services/proposals/recommendations/search";
import { setRecommendationState } from "../../../services/proposals/recommendations/state";
import { saveRecommendation, updateRecommendation } from "../../../services/proposals/recommendations/update";
import {
  getRecommendation,
  listRecommendationsByLead,
} from "../../../services/proposals/recommendations/views";
import { defineResource } from "../../resource/define-resource";
import { recommendationContract } from "./contract";
import { recommendationExtraRows } from "./hydra-extra";
import { registerRecommendationPrint } from "./print-route";
import { recommendationWire } from "./wire";

/** lead_id (or troncCommunLead), q, page, maxResults. */
const searchInput = (query: QueryReader) => ({
  leadId: query.ref("lead_id", PATHS.leads) ?? query.ref("troncCommunLead", PATHS.leads),
  q: query.string("q"),
  page: query.page(),
  pageSize: query.maxResults(PAGE_SIZES.recommendations, MAX_PAGE_SIZE),
});

/**
 * /api/tronc-commun/recommandations (and its -search twin): the lists, GET and DELETE {id} by the
 * module; POST, PUT and /admin/duplicate-recommandation/{id} by hand (hydra-extra.ts).
 */
export const recommendationModule = defineResource(
  recommendationContract,
  {
    get: getRecommendation,
    listByLead: listRecommendationsByLead,
    search: searchRecommendations,
    create: createRecommendation,
    update: updateRecommendation,
    save: saveRecommendation,
    setState: setRecommendationState,
    duplicate: duplicateRecommendation,
    delete: deleteRecommendation,
  },
  {
    hydra: {
      wire: recommendationWire,
      lists: [
        { operation: "search", input: searchInput },
        { path: PATHS.recommendationsSearch, operation: "search", input: searchInput },
      ],
      get: "get",
      delete: "delete",
      extra: recommendationExtraRows,
    },
    files: [registerRecommendationPrint],
  },
);
