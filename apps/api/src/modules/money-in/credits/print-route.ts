import type { FastifyInstance } from "fastify";
import type { ContextFactory } from "../../../hydra/register";
import { registerDocumentPrint } from "../../../hydra/routes/document-files-routes";
import { creditPdf } from "../../../services/money-in/credits/print/credit-pdf";
import { creditContract } from "./contract";

export const PRINT_CREDIT_PATH = "/admin/print_credit";

/** The credit note's PDF: whoever reads the credit prints it. */
export function registerCreditPrint(app: FastifyInstance, contextFor: ContextFactory): void {
  registerDocumentPrint(app, contextFor, {
    path: PRINT_CREDIT_PATH,
    policy: creditContract.operations.get.policy,
    summary: "Le PDF d'un avoir",
    notFound: "CREDIT_NOT_FOUND",
    print: (ctx, creditId) => creditPdf(ctx, { creditId }),
  });
}
