import { PassThrough } from "node:stream";
import { isDomainError, toParisDate } from "@tronc/domain";
import type { FastifyInstance } from "fastify";
import { writeLeadsWorkbook } from "../../services/sales/lead-export";
import { listConditions } from "../../services/sales/lead-search-filters";
import { domainToTRPCError, NOT_SIGNED_IN } from "../../trpc/errors";
import { hydraError } from "../json-ld";
import { QueryReader } from "../query";
import type { ContextFactory } from "../register";
import { sendHydraError } from "../register";
import { leadFiltersFromQuery } from "./sales-wire";

export const LEADS_EXPORT_PATH = "/admin/leads-export";

/**
 * 'Exporter tout': a browser navigation with the list's query string; answers an .xlsx of every lead
 * matching, streamed as it is written.
 */
export function registerLeadExport(app: FastifyInstance, contextFor: ContextFactory) {
  app.get(LEADS_EXPORT_PATH, async (request, reply) => {
    try {
      const ctx = await contextFor(request);
      if (!ctx.user) return reply.code(401).type("application/ld+json").send(hydraError(NOT_SIGNED_IN));
      const filters = leadFiltersFromQuery(
        new QueryReader(request.query as Record<string, string | string[] | undefined>),
      );
      const now = ctx.now();
      // Checked before the first byte goes out: an unknown status is a 400, not a broken file.
      listConditions(filters, now);
      const stream = new PassThrough();
      reply
        .type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .header("Content-Disposition", `attachment; filename="leads-${toParisDate(now)}.xlsx"`)
        .header("Cache-Control", "no-store");
      writeLeadsWorkbook(ctx.db, filters, now, stream).catch((error: unknown) => {
        request.log.error(error);
        stream.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply.send(stream);
    } catch (error) {
      return sendHydraError(reply, isDomainError(error) ? domainToTRPCError(error) : error);
    }
  });
}
