import type { FastifyInstance } from "fastify";
import type { ContextFactory } from "../../../hydra/register";
import { registerDocumentPrint } from "../../../hydra/routes/document-files-routes";
import { quotationPdf } from "../../../services/proposals/quotations/quotation-print";
import { quotationContract } from "./contract";

export const PRINT_QUOTATION_PATH = "/admin/print_quotation";

/** The quotation print (`GET /admin/print_quotation/{id}`), opened in the browser, behind the quotation's get. */
export function registerQuotationPrint(app: FastifyInstance, contextFor: ContextFactory) {
  registerDocumentPrint(app, contextFor, {
    path: PRINT_QUOTATION_PATH,
    policy: quotationContract.operations.get.policy,
    summary: "Le PDF d'un devis",
    notFound: "QUOTATION_NOT_FOUND",
    print: (ctx, quotationId) => quotationPdf(ctx, { quotationId }),
  });
}
