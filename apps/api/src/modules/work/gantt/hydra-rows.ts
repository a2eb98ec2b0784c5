import { TASK_STATE_LABELS, type TaskState } from "@tronc/domain";
import { iri, type RefOptions, refId } from "../../../hydra/iri";
import { hydraMember } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import type { HydraRequest, HydraRoute } from "../../../hydra/route";
import type { GanttChart, GanttItem } from "./gantt";

const GANTT_PATH = "/api/tronc-commun/gantt";

const refList = (req: HydraRequest, name: string, collection: RefOptions["collection"]) =>
  req.query
    .list(name)
    .map((value) => refId(value, { field: name, collection }))
    .filter((id): id is number => id !== null);

/** Unknown states go through as typed: the procedure's input refuses them with a 400. */
const stateList = (req: HydraRequest) => req.query.list("state") as TaskState[];

const item = (bar: GanttItem, projectName: string) => ({
  id: bar.id,
  date: bar.date,
  endAt: bar.endAt,
  duration: bar.duration,
  project: { id: bar.project, name: projectName, "@id": iri(PATHS.projects, bar.project) },
  taskTitle: bar.taskTitle,
  taskType: bar.taskTypeName,
  avancement: bar.avancement,
  users: bar.users.map((user) => hydraMember("User", iri(PATHS.users, user.id), user)),
  status: bar.status,
  statusTrad: TASK_STATE_LABELS[bar.status],
  priority: bar.priority,
  isFood: bar.isFood,
});

const toWire = (chart: GanttChart) => ({
  "@context": "/api/contexts/Gantt",
  "@id": GANTT_PATH,
  "@type": "Gantt",
  from: chart.from,
  to: chart.to,
  months: chart.months.map((month) => ({ label: month.label, days: month.days })),
  times: chart.times,
  totalDays: chart.totalDays,
  truncated: chart.truncated,
  projects: chart.projects.map((project) => ({
    id: project.id,
    "@id": iri(PATHS.projects, project.id),
    name: project.name,
    state: project.state,
    company: project.clientName,
    items: project.items.map((bar) => item(bar, project.name)),
  })),
});

/** GET /api/tronc-commun/gantt?from&to&users[]&projects[]&idTaskType&state[] (doc 3 §7). */
export const ganttRows: HydraRoute[] = [
  {
    method: "GET",
    path: GANTT_PATH,
    async handle(caller, req) {
      const chart = await caller.gantt.chart({
        from: req.query.string("from"),
        to: req.query.string("to"),
        users: refList(req, "users", PATHS.users),
        projects: refList(req, "projects", PATHS.projects),
        idTaskType: req.query.ref("idTaskType", PATHS.taskTypes),
        state: stateList(req),
      });
      return toWire(chart);
    },
  },
];
