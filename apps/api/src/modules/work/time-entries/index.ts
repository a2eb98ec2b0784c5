import { PAGE_SIZES } from "@tronc/domain";
import { PATHS } from "../../../hydra/paths";
import type { QueryReader } from "../../../hydra/query";
import type { HydraRoute } from "../../../hydra/route";
import { admit } from "../../policies";
import { defineResource } from "../../resource/define-resource";
import { timeEntryContract, timeEntryWireNames } from "./contract";
import { registerTimeEntryExport } from "./export-route";
import { timeEntryOptions } from "./options";
import { timeEntryFiltersFromQuery } from "./query";
import { createTimeEntry, deleteTimeEntry, updateTimeEntry } from "./save";
import { searchTimeEntries, timeEntryTotalHours } from "./search";
import { taskTimeLinks } from "./task-links";
import { getTimeEntry } from "./views";
import { timeEntryWire } from "./wire";

const searchInput = (query: QueryReader) => ({
  ...timeEntryFiltersFromQuery(query),
  page: query.page(),
  pageSize: query.maxResults(PAGE_SIZES.timeReports),
});

/** -search-stats answers the hours twice, as a number and as the service's text: written by hand. */
const stats: HydraRoute = {
  method: "GET",
  path: PATHS.taskReportsStats,
  async handle(caller, req) {
    admit(req.user, timeEntryContract.operations.stats.policy);
    const { totalHours } = await caller.timeEntry.stats(timeEntryFiltersFromQuery(req.query));
    return { total: Number(totalHours), totalHours };
  },
};

/**
 * /api/tronc-commun/task_reports (and its -search twin, same filters), POST, GET, PUT and DELETE {id};
 * the body's fields under the spec's names (nbHour, triangleCompany, company, triangleUser, task).
 */
export const timeEntryModule = defineResource(
  timeEntryContract,
  {
    search: searchTimeEntries,
    stats: timeEntryTotalHours,
    options: timeEntryOptions,
    taskLinks: taskTimeLinks,
    get: getTimeEntry,
    create: createTimeEntry,
    update: updateTimeEntry,
    delete: deleteTimeEntry,
  },
  {
    hydra: {
      wire: timeEntryWire,
      wireNames: timeEntryWireNames,
      lists: [
        { path: PATHS.taskReportsSearch, operation: "search", input: searchInput },
        { operation: "search", input: searchInput },
      ],
      get: "get",
      create: "create",
      update: "update",
      delete: "delete",
      extra: [stats],
    },
    files: [registerTimeEntryExport],
  },
);
