import type { DbOrTx } from "@tronc/db";
import { domainError, type MessageCode } from "@tronc/domain";
import { TRPCError } from "@trpc/server";
import type { FastifyInstance } from "fastify";
import { sendError } from "../../http/error-handler";
import { decimalId } from "../../schemas/id";
import { NOT_SIGNED_IN } from "../../trpc/errors";
import type { ContextFactory } from "../register";

export const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A document's print (quotation, recommendation, invoice, credit note): its path, its French 404 and its PDF. */
export interface DocumentPrint {
  path: string;
  notFound: MessageCode;
  print: (ctx: { db: DbOrTx; filesDir: string }, id: number) => Promise<{ bytes: Buffer; filename: string }>;
}

/** `GET {path}/{id}`: any signed-in user, the PDF shown in the browser; 404 in French. */
export function registerDocumentPrint(
  app: FastifyInstance,
  contextFor: ContextFactory,
  { path, notFound, print }: DocumentPrint,
): void {
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
