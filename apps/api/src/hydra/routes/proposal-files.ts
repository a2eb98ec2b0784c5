import type { FastifyInstance } from "fastify";
import { quotationPdf } from "../../services/proposals/quotations/quotation-print";
import { recommendationExportPdf } from "../../services/proposals/recommendations/export-pdf";
import type { ContextFactory } from "../register";
import { registerDocumentPrint } from "./document-files-routes";

export const PRINT_QUOTATION_PATH = "/admin/print_quotation";
export const PRINT_RECOMMENDATION_PATH = "/admin/print_recommandation";

/**
 * The quotation print (`GET /admin/print_quotation/{id}`) and the recommendation's export PDF
 * (`GET /admin/print_recommandation/{id}`), opened in the browser. The PDFs' browser is closed with
 * the server by the delivery reports' routes (one shared browser).
 */
export function registerProposalFiles(app: FastifyInstance, contextFor: ContextFactory) {
  registerDocumentPrint(app, contextFor, {
    path: PRINT_QUOTATION_PATH,
    policy: "authed",
    summary: "Le PDF d'un devis",
    notFound: "QUOTATION_NOT_FOUND",
    print: (ctx, quotationId) => quotationPdf(ctx, { quotationId }),
  });
  registerDocumentPrint(app, contextFor, {
    path: PRINT_RECOMMENDATION_PATH,
    policy: "authed",
    summary:
      "Le PDF d'export d'une recommandation (sa présentation puis ses devis ; 422 sans rien à exporter)",
    notFound: "RECOMMENDATION_NOT_FOUND",
    print: (ctx, recommendationId) => recommendationExportPdf(ctx, { recommendationId }),
  });
}
