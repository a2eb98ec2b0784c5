import { type DbOrTx, taskTypes } from "@tronc/db";
import {
  assertTaskTypeDeletable,
  assertTaskTypeRename,
  canDeleteTaskType,
  canEditTaskType,
  domainError,
  PAGE_SIZES,
  readTaskTypeName,
  type TaskTypeUsage,
} from "@tronc/domain";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../../services/shared/context";
import { countUpTo, type Page, paginate } from "../../../services/shared/paginate";
import { isUniqueViolation } from "../../../services/shared/unique-violation";

export interface TaskTypeView {
  id: number;
  name: string;
  /** The migration's 'Achat': purchase tasks are generated with it. */
  isPurchase: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

type TaskTypeRow = Pick<typeof taskTypes.$inferSelect, "id" | "name" | "isPurchase">;

const columns = { id: taskTypes.id, name: taskTypes.name, isPurchase: taskTypes.isPurchase };

const UNUSED: TaskTypeUsage = { taskCount: 0 };

/**
 * What references each task type. Nothing does yet: the tasks of the next issue count their rows
 * here (one grouped query), and the delete check and the views' `canDelete` follow.
 */
export async function taskTypeUsage(_db: DbOrTx, _ids: number[]): Promise<Map<number, TaskTypeUsage>> {
  return new Map();
}

function toView(row: TaskTypeRow, user: ServiceContext["user"], usage: TaskTypeUsage): TaskTypeView {
  return {
    ...row,
    canEdit: canEditTaskType(row, user),
    canDelete: canDeleteTaskType(row, user, usage),
  };
}

async function viewsOf(ctx: ServiceContext, rows: TaskTypeRow[]): Promise<TaskTypeView[]> {
  const usage = await taskTypeUsage(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toView(row, ctx.user, usage.get(row.id) ?? UNUSED));
}

/** Every task type by name ('Types de tâche' cards, the task form's picker). */
export function listTaskTypes(
  ctx: ServiceContext,
  params: { page?: number | undefined; pageSize?: number | undefined },
): Promise<Page<TaskTypeView>> {
  const { db } = ctx;
  return paginate(
    { page: params.page, pageSize: params.pageSize ?? PAGE_SIZES.taskTypes },
    {
      count: (limit) => countUpTo(db, taskTypes, undefined, limit),
      rows: (limit, offset) =>
        db
          .select(columns)
          .from(taskTypes)
          .orderBy(asc(taskTypes.name), asc(taskTypes.id))
          .limit(limit)
          .offset(offset),
      map: (rows) => viewsOf(ctx, rows),
    },
  );
}

async function loadTaskType(db: DbOrTx, id: number, forUpdate = false): Promise<TaskTypeRow> {
  const query = db.select(columns).from(taskTypes).where(eq(taskTypes.id, id));
  const [row] = await (forUpdate ? query.for("update") : query);
  if (!row) throw domainError("TASK_TYPE_NOT_FOUND", "notFound");
  return row;
}

export async function getTaskType(ctx: ServiceContext, { id }: { id: number }): Promise<TaskTypeView> {
  const [view] = await viewsOf(ctx, [await loadTaskType(ctx.db, id)]);
  if (!view) throw domainError("TASK_TYPE_NOT_FOUND", "notFound");
  return view;
}

const nameTaken = () => domainError("TASK_TYPE_NAME_TAKEN", "conflict", {}, { field: "name" });

/** Names are unique whatever their case (the unique index on lower(name) says the same). */
async function assertNameFree(db: DbOrTx, name: string, exceptId?: number): Promise<void> {
  const sameName = sql`lower(${taskTypes.name}) = lower(${name})`;
  const [clash] = await db
    .select({ id: taskTypes.id })
    .from(taskTypes)
    .where(exceptId ? and(sameName, ne(taskTypes.id, exceptId)) : sameName);
  if (clash) throw nameTaken();
}

/** Two super admins adding the same name at once: the unique index settles it with the same 409. */
async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export function createTaskType(
  ctx: ServiceContext,
  input: { name?: string | null | undefined },
): Promise<TaskTypeView> {
  const name = readTaskTypeName(input.name);
  return refusingDuplicates(() =>
    inTransaction(ctx, async (txCtx) => {
      await assertNameFree(txCtx.db, name);
      const [row] = await txCtx.db
        .insert(taskTypes)
        .values({ name, createdAt: ctx.now, updatedAt: ctx.now })
        .returning(columns);
      if (!row) throw new Error("task type insert returned nothing");
      return toView(row, ctx.user, UNUSED);
    }),
  );
}

/** A missing name leaves the type unchanged (Hydra's absent key); the purchase type keeps its name. */
export function updateTaskType(
  ctx: ServiceContext,
  input: { id: number; name?: string | null | undefined },
): Promise<TaskTypeView> {
  const name = input.name === undefined ? undefined : readTaskTypeName(input.name);
  return refusingDuplicates(() =>
    inTransaction(ctx, async (txCtx) => {
      const current = await loadTaskType(txCtx.db, input.id, true);
      if (name === undefined || name === current.name) return getTaskType(txCtx, current);
      assertTaskTypeRename(current, name);
      await assertNameFree(txCtx.db, name, current.id);
      await txCtx.db.update(taskTypes).set({ name, updatedAt: ctx.now }).where(eq(taskTypes.id, current.id));
      return getTaskType(txCtx, current);
    }),
  );
}

/** Refused for the purchase type and for a type tasks still use, with the reason in French. */
export function deleteTaskType(ctx: ServiceContext, { id }: { id: number }): Promise<{ id: number }> {
  return inTransaction(ctx, async ({ db }) => {
    const current = await loadTaskType(db, id, true);
    const usage = (await taskTypeUsage(db, [id])).get(id) ?? UNUSED;
    assertTaskTypeDeletable(current, usage);
    await db.delete(taskTypes).where(eq(taskTypes.id, id));
    return { id };
  });
}
