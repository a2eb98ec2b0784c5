import {
  companies,
  type DbOrTx,
  files,
  projects,
  purchaseOrders,
  quotationExpenses,
  suppliers,
  taskAssignees,
  taskFiles,
  tasks,
  taskTypes,
  timeEntries,
  users,
} from "@tronc/db";
import {
  canDeleteTask,
  canEditTask,
  decimalToString,
  domainError,
  isTaskLate,
  type ProjectState,
  type PurchaseOrderState,
  type TaskActor,
  type TaskPriority,
  type TaskState,
  toDecimal,
  toParisDate,
} from "@tronc/domain";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { fullname } from "../../../auth/session-user";
import type { ServiceContext } from "../../shared/context";

export interface TaskUserRef {
  id: number;
  fullname: string;
}

export interface TaskFileView {
  id: number;
  filename: string;
  url: string;
  downloadUrl: string;
}

/** A time entry of the task ('taskReportDurationByTask'); only its author edits it. */
export interface TaskTimeEntryView {
  id: number;
  date: string;
  /** Hours, a numeric string ('1.5'). */
  hours: string;
  comment: string;
  user: TaskUserRef;
  canEdit: boolean;
}

/** The task edit modal. */
export interface TaskView {
  id: number;
  name: string;
  projectId: number;
  projectName: string;
  projectState: ProjectState;
  /** The project's client. */
  company: { id: number; name: string } | null;
  /** The project's managing group company. */
  triangleCompanyId: number | null;
  type: { id: number; name: string; isPurchase: boolean };
  assignees: TaskUserRef[];
  state: TaskState;
  priority: TaskPriority;
  startAt: string;
  endAt: string | null;
  description: string;
  note: string | null;
  progress: number;
  /** Estimated hours, a numeric string ('1.5'). */
  durationHours: string;
  attachments: TaskFileView[];
  /** The sum of the task's time entries, a numeric string ('0', '3.25'). */
  taskReportDuration: string;
  timeEntries: TaskTimeEntryView[];
  /** The purchase order of the supplier purchase a generated 'Achat' task carries. */
  purchaseOrder: TaskPurchaseOrderView | null;
  creator: TaskUserRef | null;
  createdAt: string;
  isLate: boolean;
  /** Sent back by every update: a save based on an older version is refused. */
  version: number;
  canEdit: boolean;
  canDelete: boolean;
}

/** The purchase a generated 'Achat' task carries, with its order and the supplier's quotation PDF. */
export interface TaskPurchaseOrderView {
  quotationExpenseId: number;
  title: string;
  supplierName: string;
  /** Null while no order is generated for the purchase (a task carried by hand). */
  id: number | null;
  reference: string | null;
  state: PurchaseOrderState | null;
  supplierQuotationFile: { id: number; filename: string; downloadUrl: string } | null;
}

async function purchaseOrderOf(
  db: DbOrTx,
  quotationExpenseId: number | null,
): Promise<TaskPurchaseOrderView | null> {
  if (quotationExpenseId === null) return null;
  const [row] = await db
    .select({
      title: quotationExpenses.title,
      supplierName: suppliers.name,
      order: { id: purchaseOrders.id, reference: purchaseOrders.reference, state: purchaseOrders.state },
      file: { id: files.id, filename: files.filename },
    })
    .from(quotationExpenses)
    .innerJoin(suppliers, eq(suppliers.id, quotationExpenses.supplierId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.quotationExpenseId, quotationExpenses.id))
    .leftJoin(files, eq(files.id, quotationExpenses.supplierQuotationFileId))
    .where(eq(quotationExpenses.id, quotationExpenseId));
  if (!row) return null;
  return {
    quotationExpenseId,
    title: row.title,
    supplierName: row.supplierName,
    id: row.order?.id ?? null,
    reference: row.order?.reference ?? null,
    state: row.order?.state ?? null,
    supplierQuotationFile: row.file
      ? { ...row.file, downloadUrl: `/api/files/${row.file.id}/download` }
      : null,
  };
}

/** '1.50' → '1.5', exactly. */
export const hoursText = (value: string | null) => decimalToString(toDecimal(value ?? "0"));

/** The assignees of several tasks, by task, sorted by name. */
export async function assigneesOf(db: DbOrTx, taskIds: number[]): Promise<Map<number, TaskUserRef[]>> {
  const byTask = new Map<number, TaskUserRef[]>();
  if (taskIds.length === 0) return byTask;
  const rows = await db
    .select({ taskId: taskAssignees.taskId, id: users.id, name: users.name, lastname: users.lastname })
    .from(taskAssignees)
    .innerJoin(users, eq(users.id, taskAssignees.userId))
    .where(inArray(taskAssignees.taskId, taskIds))
    .orderBy(asc(users.name), asc(users.lastname), asc(users.id));
  for (const row of rows) {
    const list = byTask.get(row.taskId) ?? [];
    list.push({ id: row.id, fullname: fullname(row) });
    byTask.set(row.taskId, list);
  }
  return byTask;
}

export async function taskFileViews(db: DbOrTx, taskId: number): Promise<TaskFileView[]> {
  const rows = await db
    .select({ id: files.id, filename: files.filename })
    .from(taskFiles)
    .innerJoin(files, eq(files.id, taskFiles.fileId))
    .where(eq(taskFiles.taskId, taskId))
    .orderBy(asc(taskFiles.createdAt), asc(files.id));
  return rows.map((row) => ({
    ...row,
    url: `/api/files/${row.id}`,
    downloadUrl: `/api/files/${row.id}/download`,
  }));
}

async function timeEntriesOf(db: DbOrTx, actor: TaskActor, taskId: number): Promise<TaskTimeEntryView[]> {
  const rows = await db
    .select({
      id: timeEntries.id,
      date: timeEntries.date,
      hours: timeEntries.hours,
      comment: timeEntries.comment,
      userId: users.id,
      name: users.name,
      lastname: users.lastname,
    })
    .from(timeEntries)
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .where(eq(timeEntries.taskId, taskId))
    .orderBy(asc(timeEntries.date), asc(timeEntries.id));
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    hours: hoursText(row.hours),
    comment: row.comment,
    user: { id: row.userId, fullname: fullname(row) },
    canEdit: row.userId === actor.id,
  }));
}

export async function getTaskView(db: DbOrTx, actor: TaskActor, id: number, now: Date): Promise<TaskView> {
  const [row] = await db
    .select({
      task: tasks,
      project: { name: projects.name, state: projects.state, ownerId: projects.ownerTriangleCompanyId },
      company: { id: companies.id, name: companies.name },
      type: { id: taskTypes.id, name: taskTypes.name, isPurchase: taskTypes.isPurchase },
      creator: { id: users.id, name: users.name, lastname: users.lastname },
      spent: sql<string>`(select coalesce(sum(${timeEntries.hours}), 0)::text from ${timeEntries} where ${timeEntries.taskId} = ${tasks.id})`,
    })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .innerJoin(taskTypes, eq(taskTypes.id, tasks.taskTypeId))
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(users, eq(users.id, tasks.creatorId))
    .where(eq(tasks.id, id));
  if (!row) throw domainError("TASK_NOT_FOUND", "notFound");
  const { task } = row;
  const entries = await timeEntriesOf(db, actor, id);
  const assignees = (await assigneesOf(db, [id])).get(id) ?? [];
  const ref = { state: task.state, startAt: task.startAt, endAt: task.endAt, avancement: task.progress };
  return {
    id: task.id,
    name: task.name,
    projectId: task.projectId,
    projectName: row.project.name,
    projectState: row.project.state,
    company: row.company,
    triangleCompanyId: row.project.ownerId,
    type: row.type,
    assignees,
    state: task.state,
    priority: task.priority,
    startAt: task.startAt,
    endAt: task.endAt,
    description: task.description,
    note: task.note,
    progress: task.progress,
    durationHours: hoursText(task.durationHours),
    attachments: await taskFileViews(db, id),
    taskReportDuration: hoursText(row.spent),
    timeEntries: entries,
    purchaseOrder: await purchaseOrderOf(db, task.quotationExpenseId),
    creator: row.creator ? { id: row.creator.id, fullname: fullname(row.creator) } : null,
    createdAt: task.createdAt.toISOString(),
    isLate: isTaskLate(ref, toParisDate(now)),
    version: task.version,
    canEdit: canEditTask(actor),
    canDelete: canDeleteTask(actor, task, { timeEntries: entries.length }),
  };
}

/** The task edit modal. */
export function getTask({ db, user, now }: ServiceContext, { id }: { id: number }): Promise<TaskView> {
  return getTaskView(db, user, id, now);
}
