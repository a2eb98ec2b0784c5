import { domainError } from "../messages";
import {
  addDays,
  compareLocalDateTimes,
  normalizeLocalDateTime,
  parseLocalDateTime,
} from "../shared/calendar-dates";
import { type HolidayOptions, isWorkingDay } from "../shared/french-holidays";
import { assertTransition } from "../shared/state-machine";
import {
  LEAVE_MACHINE,
  LEAVE_STATE_COLORS,
  LEAVE_STATE_ICONS,
  LEAVE_STATE_LABELS,
  type LeaveState,
} from "./leave-states";

/** Who looks at the leave calendar. `isLeaveAdmin` replaces the spec's single hard-coded e-mail. */
export interface LeaveViewer {
  id: number;
  isLeaveAdmin: boolean;
}

export interface LeaveRef {
  ownerId: number | null;
  state: LeaveState;
}

export const LEAVE_DAY_START = "08:00";
export const LEAVE_DAY_END = "18:00";
export const LEAVE_MAX = "2999-12-31T17:00";
export const UNKNOWN_OWNER_LABEL = "Utilisateur inconnu";

/** Everyone sees accepted leaves; pending and refused ones only their owner and the administrator. */
export function canSeeLeave(viewer: LeaveViewer, leave: LeaveRef): boolean {
  return viewer.isLeaveAdmin || leave.state === "STATE_ACCEPTED" || leave.ownerId === viewer.id;
}

/** The owner or the administrator; an accepted leave only the administrator. */
export function canEditLeave(viewer: LeaveViewer, leave: LeaveRef): boolean {
  if (viewer.isLeaveAdmin) return true;
  return leave.ownerId === viewer.id && leave.state !== "STATE_ACCEPTED";
}

export function assertCanEditLeave(viewer: LeaveViewer, leave: LeaveRef): void {
  if (!canEditLeave(viewer, leave)) throw domainError("LEAVE_EDIT_FORBIDDEN", "forbidden");
}

/** Deleting follows the editing rule. */
export const assertCanDeleteLeave = assertCanEditLeave;

export function canChangeLeaveState(viewer: LeaveViewer): boolean {
  return viewer.isLeaveAdmin;
}

/** A state change needs the administrator and an allowed move; saving the same state is always fine. */
export function assertLeaveStateChange(viewer: LeaveViewer, from: LeaveState, to: LeaveState): void {
  if (from !== to && !canChangeLeaveState(viewer)) throw domainError("LEAVE_STATE_FORBIDDEN", "forbidden");
  assertTransition(LEAVE_MACHINE, from, to);
}

/**
 * The state after an edit of dates: when the owner (not the administrator) changes a refused leave,
 * it becomes a new request and waits again.
 */
export function leaveStateAfterEdit(viewer: LeaveViewer, state: LeaveState): LeaveState {
  return !viewer.isLeaveAdmin && state === "STATE_REFUSED" ? "STATE_STAND_BY" : state;
}

export interface LeaveBounds {
  startMin: string;
  endMin: string;
  max: string;
}

/** Bounds of the date fields: start from today 08:00, end from the start, both up to 2999-12-31T17:00. */
export function leaveBounds(today: string, start?: string | null): LeaveBounds {
  const startMin = defaultLeaveDateTime(today);
  return { startMin, endMin: start ? normalizeLocalDateTime(start) : startMin, max: LEAVE_MAX };
}

/** Value set when an empty date field gets the focus: today 08:00. */
export function defaultLeaveDateTime(today: string): string {
  return normalizeLocalDateTime(`${today}T${LEAVE_DAY_START}`);
}

/**
 * The end after the start changed: the start day at 18:00 when the end is empty or earlier than the
 * start; kept otherwise. A start after 18:00 gives an end equal to the start rather than one before it.
 */
export function leaveEndAfterStartChange(start: string, end?: string | null): string {
  const normalizedStart = normalizeLocalDateTime(start);
  if (end && compareLocalDateTimes(end, normalizedStart) >= 0) return normalizeLocalDateTime(end);
  const evening = `${normalizedStart.slice(0, 10)}T${LEAVE_DAY_END}`;
  return evening < normalizedStart ? normalizedStart : evening;
}

/**
 * Checks the dates of a leave: both required, real date-times, end not before start, none after
 * 2999-12-31T17:00, and, when `today` is given (a new leave), the start not before today 08:00.
 */
export function assertLeaveDates(
  start: string | null | undefined,
  end: string | null | undefined,
  options: { today?: string } = {},
): { startAt: string; endAt: string } {
  if (!start) throw domainError("LEAVE_START_REQUIRED", "invalid");
  if (!end) throw domainError("LEAVE_END_REQUIRED", "invalid");
  const startAt = normalizeLocalDateTime(start);
  const endAt = normalizeLocalDateTime(end);
  if (endAt < startAt) throw domainError("LEAVE_END_BEFORE_START", "rule");
  if (endAt > LEAVE_MAX) throw domainError("INVALID_DATE_TIME", "invalid", { value: endAt });
  if (options.today && startAt < defaultLeaveDateTime(options.today)) {
    throw domainError("LEAVE_START_IN_PAST", "invalid");
  }
  return { startAt, endAt };
}

/** Whether a leave covers a calendar day (any part of it). */
export function leaveCoversDay(leave: { startAt: string; endAt: string }, date: string): boolean {
  return parseLocalDateTime(leave.startAt).date <= date && date <= parseLocalDateTime(leave.endAt).date;
}

export interface LeaveBadge {
  label: string;
  color: string;
  icon: string;
  stateLabel: string;
}

/** The badge of a leave in a day cell: owner's name (or 'Utilisateur inconnu'), colour and icon of its state. */
export function leaveBadge(leave: { state: LeaveState; ownerFullname?: string | null }): LeaveBadge {
  return {
    label: leave.ownerFullname?.trim() || UNKNOWN_OWNER_LABEL,
    color: LEAVE_STATE_COLORS[leave.state],
    icon: LEAVE_STATE_ICONS[leave.state],
    stateLabel: LEAVE_STATE_LABELS[leave.state],
  };
}

/** The leaves shown in a day cell: none on weekends, otherwise those visible to the viewer covering the day. */
export function leavesForDay<L extends LeaveRef & { startAt: string; endAt: string }>(
  viewer: LeaveViewer,
  leaves: readonly L[],
  date: string,
  isWeekendDay: boolean,
): L[] {
  if (isWeekendDay) return [];
  return leaves.filter((leave) => canSeeLeave(viewer, leave) && leaveCoversDay(leave, date));
}

/**
 * Working days taken by a leave, in half days: the first day counts half when the leave starts at
 * 12:00 or later, the last day half when it ends at 14:00 or earlier.
 */
export function leaveWorkingDays(startAt: string, endAt: string, options: HolidayOptions = {}): number {
  const { startAt: start, endAt: end } = assertLeaveDates(startAt, endAt);
  const first = parseLocalDateTime(start);
  const last = parseLocalDateTime(end);
  let halves = 0;
  for (let date = first.date; date <= last.date; date = addDays(date, 1)) {
    if (!isWorkingDay(date, options)) continue;
    let dayHalves = 2;
    if (date === first.date && first.minutes >= 12 * 60) dayHalves -= 1;
    if (date === last.date && last.minutes <= 14 * 60) dayHalves -= 1;
    halves += Math.max(dayHalves, 0);
  }
  return halves / 2;
}
