import {
  companies,
  type DbOrTx,
  dayOffs,
  projects,
  tasks,
  timeEntries,
  triangleCompanies,
  users,
} from "@tronc/db";
import {
  addDays,
  assertCanEditTimeEntry,
  assertDayTotal,
  assertOwnTimeEntry,
  type CheckedTimeEntry,
  domainError,
  leaveConfirmationError,
  parisLocalDateTimeToInstant,
  toParisLocalDateTime,
  validateTimeEntry,
} from "@tronc/domain";
import { and, asc, eq, gt, lt, ne, sql } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../../services/shared/context";
import { getTimeEntry, type TimeEntryView } from "./views";

/** The fields of a save; on an update an absent one keeps its saved value, null clears it. */
export interface TimeEntrySave {
  date?: string | null | undefined;
  comment?: string | null | undefined;
  /** Typed ('1h30', '1,5') or a number. */
  hours?: number | string | null | undefined;
  triangleCompanyId?: number | null | undefined;
  /** The client (optional). */
  companyId?: number | null | undefined;
  taskId?: number | null | undefined;
  /** Always the signed-in user: naming someone else is refused. */
  userId?: number | null | undefined;
  /** The person confirmed entering time on a day of their own accepted leave. */
  confirmLeave?: boolean | undefined;
}

interface Links {
  triangleCompanyId: number;
  companyId: number | null;
  taskId: number | null;
  projectId: number | null;
}

/**
 * A task decides the rest: its project's managing company (the sent one when the project has none),
 * the project's client and the project itself; without a task the sent company and client stand.
 */
async function resolveLinks(
  db: DbOrTx,
  sent: { triangleCompanyId: number | null; companyId: number | null; taskId: number | null },
): Promise<Links> {
  let { triangleCompanyId, companyId } = sent;
  let projectId: number | null = null;
  if (sent.taskId !== null) {
    const [task] = await db
      .select({
        projectId: tasks.projectId,
        owner: projects.ownerTriangleCompanyId,
        client: projects.companyId,
      })
      .from(tasks)
      .innerJoin(projects, eq(projects.id, tasks.projectId))
      .where(eq(tasks.id, sent.taskId));
    if (!task) throw domainError("TASK_NOT_FOUND", "notFound", {}, { field: "taskId" });
    projectId = task.projectId;
    triangleCompanyId = task.owner ?? triangleCompanyId;
    companyId = task.client;
  }
  if (triangleCompanyId === null) {
    throw domainError("TIME_ENTRY_TRIANGLE_COMPANY_REQUIRED", "invalid", {}, { field: "triangleCompanyId" });
  }
  const [group] = await db
    .select({ id: triangleCompanies.id })
    .from(triangleCompanies)
    .where(eq(triangleCompanies.id, triangleCompanyId));
  if (!group) throw domainError("TRIANGLE_COMPANY_NOT_FOUND", "notFound", {}, { field: "triangleCompanyId" });
  if (companyId !== null) {
    const [client] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
    if (!client) throw domainError("COMPANY_NOT_FOUND", "notFound", {}, { field: "companyId" });
  }
  return { triangleCompanyId, companyId, taskId: sent.taskId, projectId };
}

/**
 * At most 24 hours a day for one person. Their user row is locked first, so two saves of the same
 * person run one after the other and cannot both pass the check.
 */
async function assertRoomInDay(db: DbOrTx, userId: number, entry: CheckedTimeEntry, exceptId: number | null) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${timeEntries.hours}), 0)::text` })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.userId, userId),
        eq(timeEntries.date, entry.date),
        exceptId === null ? undefined : ne(timeEntries.id, exceptId),
      ),
    );
  assertDayTotal(entry.date, row?.total ?? "0", entry.hours);
}

/** Asks for a confirmation naming the leave when the day is covered by one of the person's accepted leaves. */
async function assertNoLeaveOrConfirmed(db: DbOrTx, userId: number, date: string) {
  const dayStart = new Date(parisLocalDateTimeToInstant(`${date}T00:00`));
  const dayEnd = new Date(parisLocalDateTimeToInstant(`${addDays(date, 1)}T00:00`));
  const [leave] = await db
    .select({ startAt: dayOffs.startAt, endAt: dayOffs.endAt })
    .from(dayOffs)
    .where(
      and(
        eq(dayOffs.ownerId, userId),
        eq(dayOffs.state, "STATE_ACCEPTED"),
        lt(dayOffs.startAt, dayEnd),
        gt(dayOffs.endAt, dayStart),
      ),
    )
    .orderBy(asc(dayOffs.startAt))
    .limit(1);
  if (leave) {
    const local = { startAt: toParisLocalDateTime(leave.startAt), endAt: toParisLocalDateTime(leave.endAt) };
    throw leaveConfirmationError(local, date);
  }
}

/** 'Saisir temps': the entry of the signed-in user, free-form or on a task. */
export function createTimeEntry(ctx: ServiceContext, input: TimeEntrySave): Promise<TimeEntryView> {
  assertOwnTimeEntry(ctx.user, input.userId);
  const entry = validateTimeEntry(input);
  return inTransaction(ctx, async (txCtx) => {
    const { db: tx, user } = txCtx;
    const links = await resolveLinks(tx, {
      triangleCompanyId: input.triangleCompanyId ?? null,
      companyId: input.companyId ?? null,
      taskId: input.taskId ?? null,
    });
    await assertRoomInDay(tx, user.id, entry, null);
    if (!input.confirmLeave) await assertNoLeaveOrConfirmed(tx, user.id, entry.date);
    const [row] = await tx
      .insert(timeEntries)
      .values({ ...entry, ...links, userId: user.id, createdAt: ctx.now, updatedAt: ctx.now })
      .returning({ id: timeEntries.id });
    if (!row) throw new Error("time entry insert returned nothing");
    return getTimeEntry(txCtx, row);
  });
}

const keep = <T>(sent: T | undefined, saved: T): T => (sent === undefined ? saved : sent);

/** The author's change of one of their entries ('Temps modifié avec succès'). */
export function updateTimeEntry(
  ctx: ServiceContext,
  { id, ...input }: TimeEntrySave & { id: number },
): Promise<TimeEntryView> {
  assertOwnTimeEntry(ctx.user, input.userId);
  return inTransaction(ctx, async (txCtx) => {
    const { db: tx, user } = txCtx;
    const [saved] = await tx.select().from(timeEntries).where(eq(timeEntries.id, id)).for("update");
    if (!saved) throw domainError("TIME_ENTRY_NOT_FOUND", "notFound");
    assertCanEditTimeEntry(user, saved);
    const entry = validateTimeEntry({
      date: keep(input.date, saved.date),
      comment: keep(input.comment, saved.comment),
      hours: keep(input.hours, saved.hours),
    });
    const links = await resolveLinks(tx, {
      triangleCompanyId: keep(input.triangleCompanyId, saved.triangleCompanyId),
      companyId: keep(input.companyId, saved.companyId),
      taskId: keep(input.taskId, saved.taskId),
    });
    await assertRoomInDay(tx, user.id, entry, id);
    if (!input.confirmLeave && entry.date !== saved.date)
      await assertNoLeaveOrConfirmed(tx, user.id, entry.date);
    await tx
      .update(timeEntries)
      .set({ ...entry, ...links, updatedAt: ctx.now })
      .where(eq(timeEntries.id, id));
    return getTimeEntry(txCtx, { id });
  });
}

/** The author deletes one of their entries. */
export function deleteTimeEntry(ctx: ServiceContext, { id }: { id: number }): Promise<{ id: number }> {
  return inTransaction(ctx, async ({ db: tx, user }) => {
    const [saved] = await tx
      .select({ userId: timeEntries.userId })
      .from(timeEntries)
      .where(eq(timeEntries.id, id))
      .for("update");
    if (!saved) throw domainError("TIME_ENTRY_NOT_FOUND", "notFound");
    assertCanEditTimeEntry(user, saved);
    await tx.delete(timeEntries).where(eq(timeEntries.id, id));
    return { id };
  });
}
