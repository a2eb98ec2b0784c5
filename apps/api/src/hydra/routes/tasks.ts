import {
  decimalToNumber,
  TASK_PAGE_SIZE,
  TASK_PROJECT_PAGE_SIZE,
  type TaskState,
  toDecimal,
} from "@tronc/domain";
import { z } from "zod";
import type { TaskListItem } from "../../services/work/tasks/search";
import type { TaskView } from "../../services/work/tasks/views";
import type { AppCaller } from "../../trpc/caller";
import { date, hydraBody, number, ref, refs, text } from "../body";
import { iri } from "../iri";
import { hydraMember } from "../json-ld";
import { PATHS } from "../paths";
import { hydraResource, wireType } from "../resource";
import type { HydraRequest } from "../route";
import { userMember } from "./sales-wire";

/** '1.5' → 1.5 on the wire, exactly. */
const hours = (value: string) => decimalToNumber(toDecimal(value));

const userIris = (task: TaskView | TaskListItem) => task.assignees.map((user) => iri(PATHS.users, user.id));

const detailFields = (task: TaskView) => ({
  project: iri(PATHS.projects, task.projectId),
  type: iri(PATHS.taskTypes, task.type.id),
  typeName: task.type.name,
  description: task.description,
  note: task.note,
  attachments: task.attachments.map((file) =>
    hydraMember("File", iri(PATHS.files, file.id), { id: file.id, filename: file.filename }),
  ),
  taskReportDuration: hours(task.taskReportDuration),
  taskReportDurationByTask: task.timeEntries.map((entry) => ({
    id: entry.id,
    date: entry.date,
    nbHour: hours(entry.hours),
    comment: entry.comment,
    user: entry.user.fullname,
    userId: entry.user.id,
    canEdit: entry.canEdit,
  })),
  quotationExpense: task.purchaseOrder
    ? { "@id": iri(PATHS.quotationExpenses, task.purchaseOrder.quotationExpenseId), ...task.purchaseOrder }
    : null,
  creator: userMember(task.creator),
  createdAt: task.createdAt,
  triangleCompanyId: task.triangleCompanyId,
  company: task.company,
  canEdit: task.canEdit,
  canDelete: task.canDelete,
});

const listFields = (task: TaskListItem) => ({
  project: iri(PATHS.projects, task.projectId),
  typeName: task.typeName,
  companyName: task.clientName,
});

const wire = wireType("TroncCommunTask", PATHS.tasks, (task: TaskView | TaskListItem) => ({
  id: task.id,
  name: task.name,
  assignedTo: userIris(task),
  assignees: task.assignees.map(userMember),
  state: task.state,
  priority: task.priority,
  startAt: task.startAt,
  endAt: task.endAt,
  avancement: task.progress,
  duration: hours(task.durationHours),
  projectName: task.projectName,
  projectId: task.projectId,
  isLate: task.isLate,
  ...("timeEntries" in task ? detailFields(task) : listFields(task)),
}));

/** Hours as sent (1.5) or typed ('1h30', '1,5'); the domain says in French what is wrong with it. */
const duration = z
  .union([z.number().finite(), z.string().max(40, { error: "40 caractères au plus." })], {
    error: "un nombre d'heures est attendu.",
  })
  .nullish();

/** Absent keeps, null clears (and a cleared required field is refused by the domain in French). */
const body = hydraBody({
  name: text(1_000),
  project: ref(PATHS.projects),
  type: ref(PATHS.taskTypes),
  assignedTo: refs(PATHS.users),
  state: text(40),
  priority: text(40),
  startAt: date(),
  endAt: date(),
  description: text(200_000),
  note: text(20_000),
  avancement: number(),
  duration,
  attachments: refs(PATHS.files),
});

const taskInput = ({ project, type, assignedTo, avancement, attachments, ...rest }: typeof body._output) => ({
  ...rest,
  projectId: project,
  taskTypeId: type,
  assigneeIds: assignedTo,
  progress: avancement,
  attachmentIds: attachments,
});

/** task-search: q, idProject, idCompany, idTaskType, user, state (list), late, page (1-based), maxResults. */
const searchTasks = (path: string) => ({
  path,
  call: (caller: AppCaller, req: HydraRequest) => {
    const states = req.query.list("state");
    return caller.task.search({
      q: req.query.string("q"),
      projectId: req.query.ref("idProject", PATHS.projects),
      companyId: req.query.ref("idCompany", PATHS.companies),
      taskTypeId: req.query.ref("idTaskType", PATHS.taskTypes),
      userId: req.query.ref("user", PATHS.users),
      states: states.length > 0 ? (states as TaskState[]) : undefined,
      late: req.query.bool("late"),
      page: req.query.page(),
      pageSize: req.query.maxResults(TASK_PAGE_SIZE, TASK_PROJECT_PAGE_SIZE),
    });
  },
});

/** /api/tronc-commun/tronc_commun_tasks (list, POST, GET, PUT, DELETE {id}) and /api/tronc-commun/task-search. */
export const taskRoutes = hydraResource({
  wire,
  lists: [searchTasks(PATHS.tasks), searchTasks(PATHS.taskSearch)],
  create: { body, call: (caller, input) => caller.task.create(taskInput(input)) },
  get: (caller, id) => caller.task.get({ id }),
  update: { body, call: (caller, id, input) => caller.task.update({ id, ...taskInput(input) }) },
  delete: (caller, id) => caller.task.delete({ id }),
});
