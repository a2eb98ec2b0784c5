import { toParisDate } from "@tronc/domain";
import type { FastifyInstance } from "fastify";
import { registerStreamExport } from "../../../http/stream-export";
import type { QueryReader } from "../../../hydra/query";
import type { ContextFactory } from "../../../hydra/register";
import { XLSX } from "../../../hydra/routes/document-files-routes";
import { type CreditSearchFilters, creditFilters } from "./contract";
import { writeCreditsWorkbook } from "./export-xlsx";
import { creditFiltersFromQuery } from "./query";

export const EXPORT_CREDIT_XLS_PATH = "/admin/export-credit-xls";

/** The list's own filters under credits-search's names, checked the list's way (400 before the first byte). */
const exportFilters = (query: QueryReader): CreditSearchFilters =>
  creditFilters.parse(creditFiltersFromQuery(query));

/** The credit list's Excel export: the list's filters, every credit matching, streamed. */
export function registerCreditListExport(app: FastifyInstance, contextFor: ContextFactory): void {
  registerStreamExport(app, contextFor, {
    path: EXPORT_CREDIT_XLS_PATH,
    summary: "Exporte en Excel les avoirs de la liste (ses filtres)",
    contentType: XLSX,
    filename: (now) => `avoirs-${toParisDate(now)}.xlsx`,
    // Lead's decision 1: the credit exports are for accounting and super admins, not every reader of the list.
    roles: ["finance"],
    parse: exportFilters,
    write: (ctx, filters, output) => writeCreditsWorkbook(ctx.db, filters, output),
  });
}
