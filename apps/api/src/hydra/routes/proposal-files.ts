import type { DbOrTx } from "@tronc/db";
import { domainError } from "@tronc/domain";
import { TRPCError } from "@trpc/server";
import type { FastifyInstance } from "fastify";
import { sendError } from "../../http/error-handler";
import { decimalId } from "../../schemas/id";
import { quotationPdf } from "../../services/proposals/quotations/quotation-print";
import { recommendationExportPdf } from "../../services/proposals/recommendations/export-pdf";
import { NOT_SIGNED_IN } from "../../trpc/errors";
import type { ContextFactory } from "../register";

export const PRINT_QUOTATION_PATH = "/admin/print_quotation";
export const PRINT_RECOMMENDATION_PATH = "/admin/print_recommandation";

type Print = (
  ctx: { db: DbOrTx; filesDir: string },
  id: number,
) => Promise<{ bytes: Buffer; filename: string }>;

/** A signed-in GET answering a PDF shown in the browser; an id that names no row is that row's 404. */
function registerPrint(
  app: FastifyInstance,
  contextFor: ContextFactory,
  path: string,
  notFound: "QUOTATION_NOT_FOUND" | "RECOMMENDATION_NOT_FOUND",
  print: Print,
) {
  app.get<{ Params: { id: string } }>(`${path}/:id`, async (request, reply) => {
    try {
      const ctx = await contextFor(request);
      if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED", message: NOT_SIGNED_IN });
      const id = decimalId(request.params.id);
      if (id === null) throw domainError(notFound, "notFound");
      const { bytes, filename } = await print(ctx, id);
      return reply
        .type("application/pdf")
        .header("Content-Disposition", `inline; filename="${filename}"`)
        .header("Cache-Control", "no-store")
        .send(bytes);
    } catch (error) {
      return sendError(reply, error);
    }
  });
}

/**
 * The quotation print (`GET /admin/print_quotation/{id}`) and the recommendation's export PDF
 * (`GET /admin/print_recommandation/{id}`), opened in the browser. The PDFs' browser is closed with
 * the server by the delivery reports' routes (one shared browser).
 */
export function registerProposalFiles(app: FastifyInstance, contextFor: ContextFactory) {
  registerPrint(app, contextFor, PRINT_QUOTATION_PATH, "QUOTATION_NOT_FOUND", (ctx, quotationId) =>
    quotationPdf(ctx, { quotationId }),
  );
  registerPrint(
    app,
    contextFor,
    PRINT_RECOMMENDATION_PATH,
    "RECOMMENDATION_NOT_FOUND",
    (ctx, recommendationId) => recommendationExportPdf(ctx, { recommendationId }),
  );
}
