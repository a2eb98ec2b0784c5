import type { FastifyInstance } from "fastify";
import { recommendationExportPdf } from "../../services/proposals/recommendations/export-pdf";
import type { ContextFactory } from "../register";
import { registerDocumentPrint } from "./document-files-routes";

export const PRINT_RECOMMENDATION_PATH = "/admin/print_recommandation";

/**
 * The recommendation's export PDF (`GET /admin/print_recommandation/{id}`), opened in the browser (the
 * quotation's print is its module's). The PDFs' browser is closed with the server by the delivery
 * reports' routes (one shared browser).
 */
export function registerProposalFiles(app: FastifyInstance, contextFor: ContextFactory) {
  registerDocumentPrint(app, contextFor, {
    path: PRINT_RECOMMENDATION_PATH,
    policy: "authed",
    summary:
      "Le PDF d'export d'une recommandation (sa présentation puis ses devis ; 422 sans rien à exporter)",
    notFound: "RECOMMENDATION_NOT_FOUND",
    print: (ctx, recommendationId) => recommendationExportPdf(ctx, { recommendationId }),
  });
}
