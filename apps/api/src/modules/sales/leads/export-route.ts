import { toParisDate } from "@tronc/domain";
import type { FastifyInstance } from "fastify";
import { registerStreamExport } from "../../../http/stream-export";
import type { ContextFactory } from "../../../hydra/register";
import { listConditions } from "../../../services/sales/leads/search-filters";
import { leadContract } from "./contract";
import { writeLeadsWorkbook } from "./export";
import { leadFiltersFromQuery } from "./query";

export const LEADS_EXPORT_PATH = "/admin/leads-export";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const { search } = leadContract.operations;
const exportFilters = search.input.omit({ page: true, pageSize: true, withCounts: true });

/**
 * 'Exporter tout': a browser navigation with the list's query string; answers an .xlsx of every lead
 * matching, streamed as it is written. The filters are the lead list's own input, checked the same way.
 */
export function registerLeadExport(app: FastifyInstance, contextFor: ContextFactory) {
  registerStreamExport(app, contextFor, {
    path: LEADS_EXPORT_PATH,
    summary: "Exporte en Excel les leads de la liste (ses filtres)",
    roles: [search.policy],
    contentType: XLSX,
    filename: (now) => `leads-${toParisDate(now)}.xlsx`,
    parse: (query, ctx) => {
      const filters = exportFilters.parse(leadFiltersFromQuery(query));
      // An unknown status is refused here, not halfway through the file.
      listConditions(filters, ctx.now());
      return filters;
    },
    write: (ctx, filters, output) => writeLeadsWorkbook(ctx.db, filters, ctx.now(), output),
  });
}
