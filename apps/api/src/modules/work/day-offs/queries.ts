import { type DbOrTx, dayOffs, users } from "@tronc/db";
import {
  addMonths,
  assertMonth,
  assertState,
  assertYear,
  canSeeLeave,
  domainError,
  formatDate,
  LEAVE_MACHINE,
  type LeaveState,
  type LeaveViewer,
  parisLocalDateTimeToInstant,
  toParisDate,
  toParisIsoDateTime,
} from "@tronc/domain";
import { and, asc, eq, gte, lt, or, type SQL } from "drizzle-orm";
import { fullname } from "../../../auth/session-user";
import type { ServiceContext } from "../../../services/shared/context";

/** A leave as the API answers it: instants in ISO 8601 with the Paris offset. */
export interface DayOffDto {
  id: number;
  startAt: string;
  endAt: string;
  createdAt: string;
  updatedAt: string;
  state: LeaveState;
  owner: { id: number; fullname: string } | null;
}

export interface DayOffRow {
  id: number;
  ownerId: number | null;
  startAt: Date;
  endAt: Date;
  state: LeaveState;
  createdAt: Date;
  updatedAt: Date;
  ownerName: string | null;
  ownerLastname: string | null;
}

export const leaveNotFound = () => domainError("LEAVE_NOT_FOUND", "notFound");

const selection = {
  id: dayOffs.id,
  ownerId: dayOffs.ownerId,
  startAt: dayOffs.startAt,
  endAt: dayOffs.endAt,
  state: dayOffs.state,
  createdAt: dayOffs.createdAt,
  updatedAt: dayOffs.updatedAt,
  ownerName: users.name,
  ownerLastname: users.lastname,
};

type SelectedRow = Omit<DayOffRow, "state"> & { state: string };

const withState = (row: SelectedRow): DayOffRow => ({ ...row, state: assertState(LEAVE_MACHINE, row.state) });

export function toDayOffDto(row: DayOffRow): DayOffDto {
  const owner =
    row.ownerId === null
      ? null
      : {
          id: row.ownerId,
          fullname: fullname({ name: row.ownerName ?? "", lastname: row.ownerLastname ?? "" }),
        };
  return {
    id: row.id,
    startAt: toParisIsoDateTime(row.startAt),
    endAt: toParisIsoDateTime(row.endAt),
    createdAt: toParisIsoDateTime(row.createdAt),
    updatedAt: toParisIsoDateTime(row.updatedAt),
    state: row.state,
    owner,
  };
}

/** Deny by default: unless administrator, accepted leaves and one's own, nothing else leaves the database. */
function visibleTo(viewer: LeaveViewer): SQL | undefined {
  if (viewer.isLeaveAdmin) return undefined;
  return or(eq(dayOffs.state, "STATE_ACCEPTED"), eq(dayOffs.ownerId, viewer.id));
}

async function selectDayOffs(db: DbOrTx, viewer: LeaveViewer, where?: SQL): Promise<DayOffRow[]> {
  const rows = await db
    .select(selection)
    .from(dayOffs)
    .leftJoin(users, eq(users.id, dayOffs.ownerId))
    .where(and(visibleTo(viewer), where))
    .orderBy(asc(dayOffs.startAt), asc(dayOffs.id));
  // The domain rule has the last word, whatever the SQL filter says.
  return rows.map(withState).filter((row) => canSeeLeave(viewer, row));
}

/** A leave as stored, whoever may see it (for the services' own checks). */
export async function findDayOffRow(db: DbOrTx, id: number): Promise<DayOffRow | null> {
  const [row] = await db
    .select(selection)
    .from(dayOffs)
    .leftJoin(users, eq(users.id, dayOffs.ownerId))
    .where(eq(dayOffs.id, id));
  return row ? withState(row) : null;
}

/** A leave the viewer may see; one they may not see answers 'introuvable', like one that does not exist. */
export async function getDayOff(
  { db, user: viewer }: ServiceContext,
  { id }: { id: number },
): Promise<DayOffDto> {
  const row = await findDayOffRow(db, id);
  if (!row || !canSeeLeave(viewer, row)) throw leaveNotFound();
  return toDayOffDto(row);
}

export interface MonthParams {
  year?: number | undefined;
  month?: number | undefined;
}

/** The leaves overlapping a calendar month (Paris time, default the current one) that the viewer may see. */
export async function listDayOffsOfMonth(
  { db, user: viewer, now }: ServiceContext,
  params: MonthParams,
): Promise<DayOffDto[]> {
  const today = toParisDate(now);
  const year = params.year ?? Number(today.slice(0, 4));
  const month = params.month ?? Number(today.slice(5, 7));
  assertYear(year);
  assertMonth(month);
  const first = formatDate({ year, month, day: 1 });
  const from = new Date(parisLocalDateTimeToInstant(`${first}T00:00`));
  const to = new Date(parisLocalDateTimeToInstant(`${addMonths(first, 1)}T00:00`));
  const rows = await selectDayOffs(db, viewer, and(lt(dayOffs.startAt, to), gte(dayOffs.endAt, from)));
  return rows.map(toDayOffDto);
}

/** Every leave the viewer may see, by start. */
export async function listVisibleDayOffs({ db, user: viewer }: ServiceContext): Promise<DayOffDto[]> {
  return (await selectDayOffs(db, viewer)).map(toDayOffDto);
}
