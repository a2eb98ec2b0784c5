import { toParisDate } from "@tronc/domain";
import type { FastifyInstance } from "fastify";
import { registerStreamExport } from "../../../http/stream-export";
import type { ContextFactory } from "../../../hydra/register";
import { timeEntryContract, timeEntryFilters } from "./contract";
import { writeTimeEntriesWorkbook } from "./export";
import { timeEntryFiltersFromQuery } from "./query";
import { timeEntryWhere } from "./search";

export const TIME_ENTRY_EXPORT_PATH = "/admin/task-report-export";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** 'Export Excel': a browser navigation with the list's query string, streamed as it is written. */
export function registerTimeEntryExport(app: FastifyInstance, contextFor: ContextFactory) {
  registerStreamExport(app, contextFor, {
    path: TIME_ENTRY_EXPORT_PATH,
    summary: "Exporte en Excel le temps passé de la liste (ses filtres)",
    roles: [timeEntryContract.operations.search.policy],
    contentType: XLSX,
    filename: (now) => `temps-passe-${toParisDate(now)}.xlsx`,
    parse: (query) => {
      const filters = timeEntryFilters.parse(timeEntryFiltersFromQuery(query));
      // A wrong date is refused here, not halfway through the file.
      timeEntryWhere(filters);
      return filters;
    },
    write: (ctx, filters, output) => writeTimeEntriesWorkbook(ctx.db, filters, output),
  });
}
