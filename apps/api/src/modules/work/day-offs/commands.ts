import { auditLog, type DbOrTx, dayOffs } from "@tronc/db";
import {
  assertCanDeleteLeave,
  assertCanEditLeave,
  assertLeaveDates,
  assertLeaveStateChange,
  assertState,
  canSeeLeave,
  INITIAL_LEAVE_STATE,
  LEAVE_MACHINE,
  type LeaveState,
  type LeaveViewer,
  leaveStateAfterEdit,
  parisLocalDateTimeToInstant,
  readParisLocalDateTime,
  toParisDate,
  toParisLocalDateTime,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../../services/shared/context";
import { type DayOffDto, type DayOffRow, findDayOffRow, leaveNotFound, toDayOffDto } from "./queries";

export interface DayOffInput {
  /** Paris wall clock 'YYYY-MM-DDTHH:mm', or ISO 8601 with an offset. */
  startAt?: string | null;
  endAt?: string | null;
  /** Ignored on creation (a new leave always waits); on update only the administrator may change it. */
  state?: string | null;
}

const read = (value: string | null | undefined) => (value?.trim() ? readParisLocalDateTime(value) : null);

async function loadForChange(tx: DbOrTx, viewer: LeaveViewer, id: number): Promise<DayOffRow> {
  await tx.select({ id: dayOffs.id }).from(dayOffs).where(eq(dayOffs.id, id)).for("update");
  const row = await findDayOffRow(tx, id);
  if (!row || !canSeeLeave(viewer, row)) throw leaveNotFound();
  return row;
}

async function reload(tx: DbOrTx, id: number): Promise<DayOffDto> {
  const row = await findDayOffRow(tx, id);
  if (!row) throw leaveNotFound();
  return toDayOffDto(row);
}

/** A new leave of the signed-in user; it always starts pending, whatever state the client sends. */
export async function createDayOff(ctx: ServiceContext, input: DayOffInput): Promise<DayOffDto> {
  const { user: viewer, now } = ctx;
  // §5: a new leave may not start before today 08:00 (Paris).
  const { startAt, endAt } = assertLeaveDates(read(input.startAt), read(input.endAt), {
    today: toParisDate(now),
  });
  return inTransaction(ctx, async ({ db: tx }) => {
    const [row] = await tx
      .insert(dayOffs)
      .values({
        ownerId: viewer.id,
        startAt: new Date(parisLocalDateTimeToInstant(startAt)),
        endAt: new Date(parisLocalDateTimeToInstant(endAt)),
        state: INITIAL_LEAVE_STATE,
      })
      .returning({ id: dayOffs.id });
    if (!row) throw new Error("day_offs insert returned no row");
    return reload(tx, row.id);
  });
}

/**
 * Changes the dates and, for the administrator, the state. A field left out keeps its value. The
 * start may stay in the past (a leave under way); a start moved must not be before today 08:00.
 */
export async function updateDayOff(
  ctx: ServiceContext,
  { id, ...input }: DayOffInput & { id: number },
): Promise<DayOffDto> {
  const { user: viewer, now } = ctx;
  return inTransaction(ctx, async ({ db: tx }) => {
    const row = await loadForChange(tx, viewer, id);
    assertCanEditLeave(viewer, row);

    const requested = input.state ? assertState(LEAVE_MACHINE, input.state) : row.state;
    assertLeaveStateChange(viewer, row.state, requested);

    const currentStart = toParisLocalDateTime(row.startAt);
    const currentEnd = toParisLocalDateTime(row.endAt);
    const start = input.startAt === undefined ? currentStart : read(input.startAt);
    const end = input.endAt === undefined ? currentEnd : read(input.endAt);
    const { startAt, endAt } = assertLeaveDates(
      start,
      end,
      start === currentStart ? {} : { today: toParisDate(now) },
    );
    const datesChanged = startAt !== currentStart || endAt !== currentEnd;
    const state: LeaveState = datesChanged ? leaveStateAfterEdit(viewer, requested) : requested;

    await tx
      .update(dayOffs)
      .set({
        startAt: new Date(parisLocalDateTimeToInstant(startAt)),
        endAt: new Date(parisLocalDateTimeToInstant(endAt)),
        state,
        updatedAt: now,
      })
      .where(eq(dayOffs.id, id));
    if (state !== row.state) {
      await tx.insert(auditLog).values({
        entityType: "day_off",
        entityId: id,
        field: "state",
        fromValue: row.state,
        toValue: state,
        userId: viewer.id,
      });
    }
    return reload(tx, id);
  });
}

/** Deleting follows the editing rule: the owner while not accepted, the administrator always. */
export async function deleteDayOff(ctx: ServiceContext, { id }: { id: number }): Promise<{ id: number }> {
  await inTransaction(ctx, async ({ db: tx, user: viewer }) => {
    const row = await loadForChange(tx, viewer, id);
    assertCanDeleteLeave(viewer, row);
    await tx.delete(dayOffs).where(eq(dayOffs.id, id));
  });
  return { id };
}
