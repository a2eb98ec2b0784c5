import { type DbOrTx, projects, taskAssignees, taskFiles, tasks, taskTypes, users } from "@tronc/db";
import {
  assertTaskInput,
  assertTaskProjectState,
  decimalToString,
  domainError,
  parseTaskHours,
  readTaskDates,
  readTaskName,
  readTaskPriority,
  readTaskProgress,
  readTaskState,
  toDecimal,
  toParisDate,
} from "@tronc/domain";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import { BACK_OFFICE_DISCR } from "../../../auth/session-user";
import { assertFilesReadable } from "../../core/files/file-access";
import { logChanges } from "../../shared/audit";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { sanitizeRichText } from "../../shared/rich-text";
import { type VersionedEntity, versionedUpdate } from "../../shared/versioned-update";
import { refreshTaskSearchText } from "./search-text";
import { getTaskView, type TaskView } from "./views";

/** The fields of a save; on update an absent one keeps its saved value, null clears it. */
export interface TaskInput {
  name?: string | null | undefined;
  projectId?: number | null | undefined;
  taskTypeId?: number | null | undefined;
  assigneeIds?: number[] | null | undefined;
  state?: string | null | undefined;
  priority?: string | null | undefined;
  startAt?: string | null | undefined;
  endAt?: string | null | undefined;
  description?: string | null | undefined;
  note?: string | null | undefined;
  progress?: number | null | undefined;
  /** Hours as typed ('1h30', '1,5') or sent (1.5). */
  duration?: string | number | null | undefined;
  /** The whole attachment list (only once the task is saved). */
  attachmentIds?: number[] | null | undefined;
}

type TaskRow = typeof tasks.$inferSelect;

const hoursText = (hours: string) => decimalToString(toDecimal(hours));

/** The task as a versioned record: 'Cette tâche', 'task' in the audit log. */
const TASK_RECORD: VersionedEntity<typeof tasks> = { table: tasks, kind: "task", audit: "task" };

const keep = <T>(sent: T | undefined, saved: T): T => (sent === undefined ? saved : sent);

async function assertProject(db: DbOrTx, projectId: number | null | undefined): Promise<number> {
  if (!projectId) throw domainError("TASK_PROJECT_REQUIRED", "invalid", {}, { field: "project" });
  const [project] = await db
    .select({ state: projects.state })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) throw domainError("PROJECT_NOT_FOUND", "notFound", {}, { field: "project" });
  assertTaskProjectState(project.state);
  return projectId;
}

async function assertTaskType(db: DbOrTx, taskTypeId: number | null | undefined): Promise<number> {
  if (!taskTypeId) throw domainError("TASK_TYPE_REQUIRED", "invalid", {}, { field: "type" });
  const [type] = await db.select({ id: taskTypes.id }).from(taskTypes).where(eq(taskTypes.id, taskTypeId));
  if (!type) throw domainError("TASK_TYPE_NOT_FOUND", "notFound", {}, { field: "type" });
  return taskTypeId;
}

/** One or more active group users. */
async function assertAssignees(db: DbOrTx, ids: number[] | null | undefined): Promise<number[]> {
  const wanted = [...new Set(ids ?? [])];
  if (wanted.length === 0)
    throw domainError("TASK_ASSIGNEES_REQUIRED", "invalid", {}, { field: "assignedTo" });
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, wanted), eq(users.isActif, true), eq(users.discr, BACK_OFFICE_DISCR)));
  if (found.length !== wanted.length) {
    throw domainError("TASK_ASSIGNEE_NOT_ACTIVE", "invalid", {}, { field: "assignedTo" });
  }
  return wanted;
}

/** Every field of the task as it will be saved, checked in the spec's order (duration, then description). */
function readFields(input: TaskInput, saved: TaskRow | null, today: string) {
  const name = readTaskName(keep(input.name, saved?.name));
  const duration = parseTaskHours(keep(input.duration, saved?.durationHours));
  const description = sanitizeRichText(keep(input.description, saved?.description) ?? "");
  assertTaskInput({ durationHours: Number(duration), description });
  const startAt = keep(input.startAt, saved?.startAt) ?? (saved ? null : today);
  if (!startAt) throw domainError("TASK_START_REQUIRED", "invalid", {}, { field: "startAt" });
  const dates = readTaskDates(startAt, keep(input.endAt, saved?.endAt ?? null) ?? null);
  return {
    name,
    durationHours: duration,
    description,
    ...dates,
    note: keep(input.note, saved?.note ?? null)?.trim() || null,
    progress: readTaskProgress(keep(input.progress, saved?.progress)),
    state: readTaskState(keep(input.state, saved?.state)),
    priority: readTaskPriority(keep(input.priority, saved?.priority)),
  };
}

async function setAssignees(db: DbOrTx, taskId: number, userIds: number[]): Promise<void> {
  await db
    .delete(taskAssignees)
    .where(and(eq(taskAssignees.taskId, taskId), notInArray(taskAssignees.userId, userIds)));
  await db
    .insert(taskAssignees)
    .values(userIds.map((userId) => ({ taskId, userId })))
    .onConflictDoNothing();
}

async function setFiles(ctx: ServiceContext, taskId: number, fileIds: number[]): Promise<void> {
  const unique = [...new Set(fileIds)];
  await assertFilesReadable(ctx, { fileIds: unique });
  await ctx.db
    .delete(taskFiles)
    .where(
      unique.length > 0
        ? and(eq(taskFiles.taskId, taskId), notInArray(taskFiles.fileId, unique))
        : eq(taskFiles.taskId, taskId),
    );
  if (unique.length > 0) {
    await ctx.db
      .insert(taskFiles)
      .values(unique.map((fileId) => ({ taskId, fileId, createdAt: ctx.now })))
      .onConflictDoNothing();
  }
}

/** 'La tâche est bien enregistrée': a new task, new and normal unless said otherwise, starting today by default. */
export function createTask(ctx: ServiceContext, input: TaskInput): Promise<TaskView> {
  if ((input.attachmentIds ?? []).length > 0) {
    throw domainError("TASK_FILES_AFTER_SAVE", "invalid", {}, { field: "attachments" });
  }
  return inTransaction(ctx, async ({ db: tx, user, now }) => {
    const fields = readFields(input, null, toParisDate(now));
    const projectId = await assertProject(tx, input.projectId);
    const taskTypeId = await assertTaskType(tx, input.taskTypeId);
    const assigneeIds = await assertAssignees(tx, input.assigneeIds);
    const [row] = await tx
      .insert(tasks)
      .values({ ...fields, projectId, taskTypeId, creatorId: user.id, createdAt: now, updatedAt: now })
      .returning({ id: tasks.id });
    if (!row) throw new Error("task insert returned nothing");
    await setAssignees(tx, row.id, assigneeIds);
    await refreshTaskSearchText(tx, { taskIds: [row.id] });
    await logChanges(tx, { type: "task", id: row.id }, user.id, [
      { field: "state", from: null, to: fields.state },
    ]);
    return getTaskView(tx, user, row.id, now);
  });
}

/**
 * The modal's save (or the Hydra PUT): the whole task is checked as it will be saved, on the version
 * the person read (a colleague's save since: 409); each changed field goes to the audit log.
 */
export function updateTask(
  ctx: ServiceContext,
  { id, version, ...input }: TaskInput & { id: number; version: number },
): Promise<TaskView> {
  return inTransaction(ctx, async (txCtx) => {
    const { db: tx, user, now } = txCtx;
    const [saved] = await tx.select().from(tasks).where(eq(tasks.id, id)).for("update");
    if (!saved) throw domainError("TASK_NOT_FOUND", "notFound");
    const fields = readFields(input, saved, toParisDate(now));
    const projectId =
      input.projectId === undefined || input.projectId === saved.projectId
        ? saved.projectId
        : await assertProject(tx, input.projectId);
    const taskTypeId =
      input.taskTypeId === undefined || input.taskTypeId === saved.taskTypeId
        ? saved.taskTypeId
        : await assertTaskType(tx, input.taskTypeId);
    if (input.assigneeIds !== undefined)
      await setAssignees(tx, id, await assertAssignees(tx, input.assigneeIds));
    if (input.attachmentIds !== undefined) await setFiles(txCtx, id, input.attachmentIds ?? []);
    await versionedUpdate(txCtx, TASK_RECORD, {
      id,
      version,
      // Hours compared as numbers written alike ('3.00' stored, '3' read): an unchanged duration logs nothing.
      values: { ...fields, durationHours: hoursText(fields.durationHours), projectId, taskTypeId },
      before: { ...saved, durationHours: hoursText(saved.durationHours) },
      wireNames: { durationHours: "duration" },
    });
    await refreshTaskSearchText(tx, { taskIds: [id] });
    return getTaskView(tx, user, id, now);
  });
}
