import type { FastifyInstance } from "fastify";
import type { ContextFactory } from "../../../hydra/register";
import { registerDocumentPrint } from "../../../hydra/routes/document-files-routes";
import { recommendationExportPdf } from "../../../services/proposals/recommendations/export-pdf";
import { recommendationContract } from "./contract";

export const PRINT_RECOMMENDATION_PATH = "/admin/print_recommandation";

/**
 * The recommendation's export PDF (`GET /admin/print_recommandation/{id}`), opened in the browser (the
 * quotation's print is its module's).
 */
export function registerRecommendationPrint(app: FastifyInstance, contextFor: ContextFactory) {
  registerDocumentPrint(app, contextFor, {
    path: PRINT_RECOMMENDATION_PATH,
    policy: recommendationContract.operations.get.policy,
    summary:
      "Le PDF d'export d'une recommandation (sa présentation puis ses devis ; 422 sans rien à exporter)",
    notFound: "RECOMMENDATION_NOT_FOUND",
    print: (ctx, recommendationId) => recommendationExportPdf(ctx, { recommendationId }),
  });
}
