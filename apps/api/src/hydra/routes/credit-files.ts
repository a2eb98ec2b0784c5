import { domainError, toParisDate } from "@tronc/domain";
import { TRPCError } from "@trpc/server";
import type { FastifyInstance } from "fastify";
import { sendError } from "../../http/error-handler";
import { registerStreamExport } from "../../http/stream-export";
import { type CreditSearchFilters, creditFilters } from "../../routers/credit-list.schemas";
import { decimalId } from "../../schemas/id";
import { writeCreditsWorkbook } from "../../services/credits/exports/xlsx";
import { creditPdf } from "../../services/credits/print/credit-pdf";
import { NOT_SIGNED_IN } from "../../trpc/errors";
import type { QueryReader } from "../query";
import type { ContextFactory } from "../register";
import { creditFiltersFromQuery } from "./credit-search";

export const PRINT_CREDIT_PATH = "/admin/print_credit";
export const EXPORT_CREDIT_XLS_PATH = "/admin/export-credit-xls";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The list's own filters under credits-search's names, checked the list's way (400 before the first byte). */
const exportFilters = (query: QueryReader): CreditSearchFilters =>
  creditFilters.parse(creditFiltersFromQuery(query));

/** Lead's decision 1: the credit exports are for accounting and super admins. */
const accountingOnly = (user: { isSuperAdmin: boolean; isCompta: boolean }) =>
  user.isSuperAdmin || user.isCompta;

/** `GET /admin/print_credit/{id}`: any signed-in user, the PDF shown in the browser; 404 in French. */
function registerCreditPrint(app: FastifyInstance, contextFor: ContextFactory) {
  app.get<{ Params: { id: string } }>(`${PRINT_CREDIT_PATH}/:id`, async (request, reply) => {
    try {
      const ctx = await contextFor(request);
      if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED", message: NOT_SIGNED_IN });
      const creditId = decimalId(request.params.id);
      if (creditId === null) throw domainError("CREDIT_NOT_FOUND", "notFound");
      const { bytes, filename } = await creditPdf(ctx, { creditId });
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

/** The credit note PDF and the credit list's Excel export (accounting or super admins, the list's filters). */
export function registerCreditFiles(app: FastifyInstance, contextFor: ContextFactory): void {
  registerCreditPrint(app, contextFor);
  registerStreamExport(app, contextFor, {
    path: EXPORT_CREDIT_XLS_PATH,
    contentType: XLSX,
    filename: (now) => `avoirs-${toParisDate(now)}.xlsx`,
    allowed: accountingOnly,
    parse: exportFilters,
    write: (ctx, filters, output) => writeCreditsWorkbook(ctx.db, filters, output),
  });
}
