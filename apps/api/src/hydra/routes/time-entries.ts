import { PAGE_SIZES, toParisDate } from "@tronc/domain";
import type { FastifyInstance } from "fastify";
import { registerStreamExport } from "../../http/stream-export";
import { writeTimeEntriesWorkbook } from "../../modules/work/time-entries/export";
import { timeEntryWhere } from "../../modules/work/time-entries/search";
import type { TimeEntryView } from "../../modules/work/time-entries/views";
import { timeEntryFiltersInput } from "../../routers/time-entry.schemas";
import type { AppCaller } from "../../trpc/caller";
import { bool, date, hydraBody, ref, text } from "../body";
import { iri, refIds } from "../iri";
import { hydraMember } from "../json-ld";
import { PATHS } from "../paths";
import type { QueryReader } from "../query";
import type { ContextFactory } from "../register";
import { hydraResource, wireType } from "../resource";
import type { HydraRequest, HydraRoute } from "../route";
import { companyMember, triangleCompanyMember, userMember } from "./sales-wire";

export const TIME_ENTRY_EXPORT_PATH = "/admin/task-report-export";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const wire = wireType("TaskReport", PATHS.taskReports, (entry: TimeEntryView) => ({
  id: entry.id,
  date: entry.date,
  comment: entry.comment,
  nbHour: Number(entry.hours),
  triangleCompany: triangleCompanyMember(entry.triangleCompany),
  company: companyMember(entry.company),
  triangleUser: userMember(entry.user),
  task: entry.task
    ? hydraMember("TroncCommunTask", iri(PATHS.tasks, entry.task.id), {
        id: entry.task.id,
        name: entry.task.name,
        projectId: entry.task.projectId,
        projectName: entry.task.projectName,
        company: companyMember(entry.task.projectCompany),
      })
    : null,
  canEdit: entry.canEdit,
  canDelete: entry.canDelete,
}));

/** nbHour may be a number (1.5) or typed ('1h30'); the user is the signed-in one (another is refused). */
const body = hydraBody({
  date: date(),
  comment: text(5_000),
  nbHour: text(20),
  triangleCompany: ref(PATHS.triangleCompanies),
  company: ref(PATHS.companies),
  triangleUser: ref(PATHS.users),
  task: ref(PATHS.tasks),
  confirmLeave: bool(),
});

const saveInput = ({
  nbHour,
  triangleCompany,
  company,
  triangleUser,
  task,
  ...rest
}: typeof body._output) => ({
  ...rest,
  hours: nbHour,
  triangleCompanyId: triangleCompany,
  companyId: company,
  userId: triangleUser,
  taskId: task,
});

/** from, to, users, projects, idCompany: the list's query string, shared by the search, stats and export. */
export function timeEntryFiltersFromQuery(query: QueryReader) {
  const users = refIds(query.list("users"), { field: "users", collection: PATHS.users });
  const projects = refIds(query.list("projects"), { field: "projects", collection: PATHS.projects });
  return {
    from: query.string("from"),
    to: query.string("to"),
    userIds: users.length > 0 ? users : undefined,
    projectIds: projects.length > 0 ? projects : undefined,
    companyId: query.ref("idCompany", PATHS.companies),
    taskId: query.ref("task", PATHS.tasks),
  };
}

const search = (caller: AppCaller, req: HydraRequest) =>
  caller.timeEntry.search({
    ...timeEntryFiltersFromQuery(req.query),
    page: req.query.page(),
    pageSize: req.query.maxResults(PAGE_SIZES.timeReports),
  });

const stats: HydraRoute = {
  method: "GET",
  path: PATHS.taskReportsStats,
  async handle(caller, req) {
    const { totalHours } = await caller.timeEntry.stats(timeEntryFiltersFromQuery(req.query));
    return { total: Number(totalHours), totalHours };
  },
};

export const timeEntryRoutes: HydraRoute[] = [
  stats,
  ...hydraResource({
    wire,
    lists: [{ path: PATHS.taskReportsSearch, call: search }, { call: search }],
    create: { body, call: (caller, input) => caller.timeEntry.create(saveInput(input)) },
    get: (caller, id) => caller.timeEntry.get({ id }),
    update: { body, call: (caller, id, input) => caller.timeEntry.update({ id, ...saveInput(input) }) },
    delete: (caller, id) => caller.timeEntry.delete({ id }),
  }),
];

/** 'Export Excel': a browser navigation with the list's query string, streamed as it is written. */
export function registerTimeEntryExport(app: FastifyInstance, contextFor: ContextFactory) {
  registerStreamExport(app, contextFor, {
    path: TIME_ENTRY_EXPORT_PATH,
    summary: "Exporte en Excel le temps passé de la liste (ses filtres)",
    roles: ["authed"],
    contentType: XLSX,
    filename: (now) => `temps-passe-${toParisDate(now)}.xlsx`,
    parse: (query) => {
      const filters = timeEntryFiltersInput.parse(timeEntryFiltersFromQuery(query));
      // A wrong date is refused here, not halfway through the file.
      timeEntryWhere(filters);
      return filters;
    },
    write: (ctx, filters, output) => writeTimeEntriesWorkbook(ctx.db, filters, output),
  });
}
