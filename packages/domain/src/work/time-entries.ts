import { domainError } from "../messages";
import { assertDate, parseLocalDateTime } from "../shared/calendar-dates";
import { compareDecimal, decimalToString, divideHalfUp, pow10, toDecimal } from "../shared/decimal";
import { frenchDateLabel } from "../shared/french-dates";
import { parseHours } from "../shared/french-format";

/** One entry holds at most a day, and so does the sum of one person's entries of a day. */
export const MAX_HOURS_PER_ENTRY = 24;
export const MAX_HOURS_PER_DAY = 24;

/** What a time entry becomes once checked: hours as a numeric string with at most two decimals. */
export interface CheckedTimeEntry {
  date: string;
  comment: string;
  hours: string;
}

export interface TimeEntryInput {
  date?: string | null | undefined;
  comment?: string | null | undefined;
  hours?: number | string | null | undefined;
}

/** Exact hundredths of an hour of a numeric string or number ('1.5' → 150), rounded half-up. */
export function hoursToHundredths(hours: number | string): number {
  const decimal = toDecimal(hours);
  const units =
    decimal.scale <= 2
      ? decimal.units * pow10(2 - decimal.scale)
      : divideHalfUp(decimal.units, pow10(decimal.scale - 2));
  return Number(units);
}

/** 150 → '1.5', 200 → '2', 5 → '0.05': the string numeric columns store. */
export function hundredthsToHours(hundredths: number): string {
  return decimalToString({ units: BigInt(hundredths), scale: 2 });
}

/** A stored numeric as people read it: '1.50' → '1.5', '4.00' → '4'. */
export function plainHours(hours: string | number): string {
  return hundredthsToHours(hoursToHundredths(hours));
}

/** The exact sum of hours written as numeric strings (no float in between). */
export function sumHours(values: readonly (string | number)[]): string {
  return hundredthsToHours(values.reduce<number>((total, value) => total + hoursToHundredths(value), 0));
}

/**
 * The hours of an entry as typed ('1h30', '1,5', '45min') or sent (1.5): required, above 0, at most
 * 24, rounded half-up to the hundredth and written as a numeric string ('1.5').
 */
export function readTimeEntryHours(value: number | string | null | undefined): string {
  const field = { field: "hours" };
  const text = typeof value === "string" ? value.trim() : value;
  if (text === null || text === undefined || text === "") {
    throw domainError("TIME_ENTRY_HOURS_REQUIRED", "invalid", {}, field);
  }
  if (typeof text === "number" && !Number.isFinite(text)) {
    throw domainError("INVALID_HOURS", "invalid", { value: String(text) }, field);
  }
  const negative = typeof text === "number" ? text < 0 : text.startsWith("-");
  if (negative) throw domainError("TIME_ENTRY_HOURS_NOT_POSITIVE", "invalid", {}, field);
  let hundredths: number;
  try {
    hundredths = hoursToHundredths(typeof text === "number" ? text : parseHours(text));
  } catch {
    throw domainError("INVALID_HOURS", "invalid", { value: String(text) }, field);
  }
  if (hundredths <= 0) throw domainError("TIME_ENTRY_HOURS_NOT_POSITIVE", "invalid", {}, field);
  const hours = hundredthsToHours(hundredths);
  if (compareDecimal(toDecimal(hours), MAX_HOURS_PER_ENTRY) > 0) {
    throw domainError("TIME_ENTRY_HOURS_TOO_MANY", "invalid", { max: MAX_HOURS_PER_ENTRY }, field);
  }
  return hours;
}

/** A business date 'YYYY-MM-DD'; an ISO date-time of an older client keeps its date as written. */
export function readTimeEntryDate(value: string | null | undefined): string {
  const text = value?.trim() ?? "";
  if (text === "") throw domainError("TIME_ENTRY_DATE_REQUIRED", "invalid", {}, { field: "date" });
  const day = /^\d{4}-\d{2}-\d{2}(?=T|$)/.exec(text)?.[0] ?? text;
  try {
    return assertDate(day);
  } catch {
    throw domainError("INVALID_DATE", "invalid", { value: text }, { field: "date" });
  }
}

/** Hours, date and comment, all three required (document 2 §5 'Time entry edit'). */
export function validateTimeEntry(input: TimeEntryInput): CheckedTimeEntry {
  const hours = readTimeEntryHours(input.hours);
  const date = readTimeEntryDate(input.date);
  const comment = input.comment?.trim() ?? "";
  if (comment === "") throw domainError("TIME_ENTRY_COMMENT_REQUIRED", "invalid", {}, { field: "comment" });
  return { date, comment, hours };
}

/** The day's total with this entry stays within 24 hours; `already` is the person's other entries that day. */
export function assertDayTotal(date: string, already: string, hours: string): void {
  if (hoursToHundredths(already) + hoursToHundredths(hours) > MAX_HOURS_PER_DAY * 100) {
    throw domainError(
      "TIME_ENTRY_DAY_TOO_MANY",
      "rule",
      { already: plainHours(already).replace(".", ","), date: frenchDateLabel(date), max: MAX_HOURS_PER_DAY },
      { field: "hours" },
    );
  }
}

/** Only the author edits or deletes an entry. */
export function canEditTimeEntry(viewer: { id: number }, entry: { userId: number }): boolean {
  return viewer.id === entry.userId;
}

export function assertCanEditTimeEntry(viewer: { id: number }, entry: { userId: number }): void {
  if (!canEditTimeEntry(viewer, entry)) throw domainError("TIME_ENTRY_EDIT_FORBIDDEN", "forbidden");
}

/** The user is always the signed-in person: a body naming someone else is refused. */
export function assertOwnTimeEntry(viewer: { id: number }, userId: number | null | undefined): void {
  if (userId !== null && userId !== undefined && userId !== viewer.id) {
    throw domainError("TIME_ENTRY_OTHER_USER", "forbidden");
  }
}

export type LeavePeriod = "matin" | "après-midi" | "journée";

/**
 * The part of `date` a leave (Paris wall clock 'YYYY-MM-DDTHH:mm') covers, with the leave
 * calendar's half-day rule: starting at 12:00 or later is the afternoon, ending at 14:00 or earlier
 * the morning.
 */
export function leavePeriodOfDay(leave: { startAt: string; endAt: string }, date: string): LeavePeriod {
  const start = parseLocalDateTime(leave.startAt);
  const end = parseLocalDateTime(leave.endAt);
  const afternoonOnly = start.date === date && start.minutes >= 12 * 60;
  const morningOnly = end.date === date && end.minutes <= 14 * 60;
  if (afternoonOnly && !morningOnly) return "après-midi";
  if (morningOnly && !afternoonOnly) return "matin";
  return "journée";
}

/**
 * The refusal that asks for a confirmation: time may be entered on a leave day (a half day is
 * possible), once the person confirms; the web resends with `confirmLeave`.
 */
export function leaveConfirmationError(leave: { startAt: string; endAt: string }, date: string) {
  const span = `congé du ${frenchDateTime(leave.startAt)} au ${frenchDateTime(leave.endAt)}`;
  const period = leavePeriodOfDay(leave, date);
  return domainError("TIME_ENTRY_LEAVE_CONFIRMATION", "conflict", {
    date: frenchDateLabel(date),
    period: `${span}, ${period === "journée" ? "journée entière" : period}`,
  });
}

function frenchDateTime(local: string): string {
  const { date, minutes } = parseLocalDateTime(local);
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(minutes % 60).padStart(2, "0");
  return `${frenchDateLabel(date)} ${hh}:${mm}`;
}
