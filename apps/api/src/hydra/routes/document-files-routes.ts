import type { DbOrTx } from "@tronc/db";
import { domainError, type MessageCode } from "@tronc/domain";
import type { FastifyInstance } from "fastify";
import type { RouteDoc } from "../../docs/route-doc";
import type { FileStorage } from "../../files/storage/storage";
import { sendError } from "../../http/error-handler";
import { admit, type Policy } from "../../modules/policies";
import { decimalId } from "../../schemas/id";
import type { ContextFactory } from "../register";

export const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A document's print (quotation, recommendation, invoice, credit note): its path, its French 404 and its PDF. */
export interface DocumentPrint {
  path: string;
  /** The documentation's line, in French. */
  summary: string;
  notFound: MessageCode;
  /** Who may print it: the policy of the document's `get` (every signed-in user for these documents). */
  policy: Policy;
  print: (
    ctx: { db: DbOrTx; storage: FileStorage },
    id: number,
  ) => Promise<{ bytes: Buffer; filename: string }>;
}

/** A print's answer, for the documentation (route-doc.ts). */
export const PRINTED_PDF: RouteDoc["answers"] = {
  types: ["application/pdf"],
  description: "Le PDF, affiché dans le navigateur (inline) ; un id inconnu : 404.",
};

/** `GET {path}/{id}`: behind the print's policy, the PDF shown in the browser; 404 in French. */
export function registerDocumentPrint(
  app: FastifyInstance,
  contextFor: ContextFactory,
  { path, summary, notFound, policy, print }: DocumentPrint,
): void {
  const doc: RouteDoc = { summary, roles: [policy], answers: PRINTED_PDF };
  app.get<{ Params: { id: string } }>(`${path}/:id`, { config: { doc } }, async (request, reply) => {
    try {
      const ctx = await contextFor(request);
      admit(ctx.user, policy);
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
