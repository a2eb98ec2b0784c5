import { decimalToNumber, toDecimal } from "@tronc/domain";
import { iri } from "../../../hydra/iri";
import { hydraMember } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import { userMember } from "../../../hydra/routes/sales-wire";
import type { TaskListItem } from "../../../services/work/tasks/search";
import type { TaskView } from "../../../services/work/tasks/views";

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
  version: task.version,
  canEdit: task.canEdit,
  canDelete: task.canDelete,
});

const listFields = (task: TaskListItem) => ({
  project: iri(PATHS.projects, task.projectId),
  typeName: task.typeName,
  companyName: task.clientName,
});

/** A task on the wire: the list's fields for a list's member, the detail's for the item. */
export const taskWire = wireType("TroncCommunTask", PATHS.tasks, (task: TaskView | TaskListItem) => ({
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
