import { toParisDate } from "@tronc/domain";
import type { FastifyInstance } from "fastify";
import { registerStreamExport } from "../../http/stream-export";
import { type CreditSearchFilters, creditFilters } from "../../routers/credit-list.schemas";
import { writeCreditsWorkbook } from "../../services/credits/exports/xlsx";
import { creditPdf } from "../../services/credits/print/credit-pdf";
import type { QueryReader } from "../query";
import type { ContextFactory } from "../register";
import { creditFiltersFromQuery } from "./credit-search";
import { registerDocumentPrint, XLSX } from "./document-files-routes";

export const PRINT_CREDIT_PATH = "/admin/print_credit";
export const EXPORT_CREDIT_XLS_PATH = "/admin/export-credit-xls";

/** The list's own filters under credits-search's names, checked the list's way (400 before the first byte). */
const exportFilters = (query: QueryReader): CreditSearchFilters =>
  creditFilters.parse(creditFiltersFromQuery(query));

/** The credit note PDF and the credit list's Excel export (accounting or super admins, the list's filters). */
export function registerCreditFiles(app: FastifyInstance, contextFor: ContextFactory): void {
  registerDocumentPrint(app, contextFor, {
    path: PRINT_CREDIT_PATH,
    policy: "authed",
    summary: "Le PDF d'un avoir",
    notFound: "CREDIT_NOT_FOUND",
    print: (ctx, creditId) => creditPdf(ctx, { creditId }),
  });
  registerStreamExport(app, contextFor, {
    path: EXPORT_CREDIT_XLS_PATH,
    summary: "Exporte en Excel les avoirs de la liste (ses filtres)",
    contentType: XLSX,
    filename: (now) => `avoirs-${toParisDate(now)}.xlsx`,
    // Lead's decision 1: the credit exports are for accounting and super admins.
    roles: ["finance"],
    parse: exportFilters,
    write: (ctx, filters, output) => writeCreditsWorkbook(ctx.db, filters, output),
  });
}
