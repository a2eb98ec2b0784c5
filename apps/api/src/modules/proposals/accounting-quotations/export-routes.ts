import { Readable } from "node:stream";
import { toParisDate } from "@tronc/domain";
import type { FastifyInstance } from "fastify";
import { registerStreamExport } from "../../../http/stream-export";
import type { QueryReader } from "../../../hydra/query";
import type { ContextFactory } from "../../../hydra/register";
import { quotationListConditions } from "../../../services/billing/quotations/conditions";
import type { Policy } from "../../policies";
import { quotationListFilters } from "./contract";
import { quotationsPdf, writeQuotationsWorkbook } from "./export";
import { quotationFiltersFromQuery } from "./query";

export const EXPORT_QUOTATION_XLS_PATH = "/admin/export-quotation-xls";
export const EXPORT_QUOTATION_PDF_PATH = "/admin/export-quotation";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * Super administrators only: stricter than the list they export (every signed-in user), so no operation
 * of the contract names this policy.
 */
const EXPORT_POLICY: Policy = "superAdmin";

/** The list's query string, checked before the first byte (a wrong state or range: 400 in French). */
function parseFilters(query: QueryReader) {
  const filters = quotationListFilters.parse(quotationFiltersFromQuery(query));
  quotationListConditions(filters);
  return filters;
}

/** The quotation list's Excel and PDF exports (super admins only, the list's filters). */
export function registerQuotationExports(app: FastifyInstance, contextFor: ContextFactory): void {
  registerStreamExport(app, contextFor, {
    path: EXPORT_QUOTATION_XLS_PATH,
    summary: "Exporte en Excel les devis de la liste de la comptabilité (ses filtres)",
    contentType: XLSX,
    filename: (now) => `devis-${toParisDate(now)}.xlsx`,
    roles: [EXPORT_POLICY],
    parse: parseFilters,
    write: (ctx, filters, output) => writeQuotationsWorkbook(ctx.db, filters, output),
  });
  registerStreamExport(app, contextFor, {
    path: EXPORT_QUOTATION_PDF_PATH,
    summary:
      "Exporte en un PDF le tableau des devis de la liste de la comptabilité (ses filtres) et leurs totaux",
    contentType: "application/pdf",
    filename: (now) => `devis-${toParisDate(now)}.pdf`,
    roles: [EXPORT_POLICY],
    parse: parseFilters,
    write: async (ctx, filters, output) => {
      const bytes = await quotationsPdf(ctx.db, filters, ctx.now());
      await new Promise<void>((resolve, reject) => {
        Readable.from([bytes]).on("error", reject).on("end", resolve).pipe(output);
      });
    },
  });
}
