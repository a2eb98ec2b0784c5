import {
  addDays,
  assertDate,
  daysBetween,
  domainError,
  lastDayOfMonth,
  monthStart,
  toParisDate,
} from "@tronc/domain";
import type { ServiceContext } from "../../../shared/context";

/** Today in Paris: late anticipated lines show on it; forecast lines count in balances from it on. */
export const todayOf = (ctx: ServiceContext) => toParisDate(ctx.now);

/** The longest range of days read at once (a window is 365 or 366 days). */
export const MAX_RANGE_DAYS = 400;

/** A day typed 'YYYY-MM-DD' (or the date part of an ISO date-time); anything else is refused, naming the field. */
export function readDay(value: string, field: string): string {
  const trimmed = value.trim();
  const day = /^\d{4}-\d{2}-\d{2}T/.test(trimmed) ? trimmed.slice(0, 10) : trimmed;
  try {
    return assertDate(day);
  } catch {
    throw domainError("INVALID_DATE", "invalid", { value }, { field });
  }
}

/** A month given as 'YYYY-MM' or any day of it; absent: today's month. */
export function readMonth(ctx: ServiceContext, value: string | null | undefined, field: string): string {
  if (!value?.trim()) return monthStart(todayOf(ctx));
  const trimmed = value.trim();
  if (/^\d{4}-\d{2}$/.test(trimmed)) {
    try {
      return monthStart(trimmed);
    } catch {
      throw domainError("INVALID_DATE", "invalid", { value }, { field });
    }
  }
  return monthStart(readDay(trimmed, field));
}

export interface DayRange {
  from: string;
  to: string;
}

/**
 * dateFrom to dateTo, both included: absent dateFrom is the first day of dateTo's month (or of
 * today's), absent dateTo the last day of dateFrom's month. At most MAX_RANGE_DAYS days.
 */
export function readDayRange(
  ctx: ServiceContext,
  input: { dateFrom?: string | null | undefined; dateTo?: string | null | undefined },
): DayRange {
  const to = input.dateTo?.trim() ? readDay(input.dateTo, "dateTo") : null;
  const from = input.dateFrom?.trim() ? readDay(input.dateFrom, "dateFrom") : monthStart(to ?? todayOf(ctx));
  const end = to ?? lastDayOfMonth(from);
  if (end < from) throw domainError("DATE_RANGE_REVERSED", "invalid", {}, { field: "dateTo" });
  if (daysBetween(from, end) + 1 > MAX_RANGE_DAYS) {
    throw domainError(
      "FORECAST_DAYS_RANGE_TOO_LONG",
      "invalid",
      { max: MAX_RANGE_DAYS },
      { field: "dateTo" },
    );
  }
  return { from, to: end };
}

/** The days of one page of a range (1-based pages of `pageSize` days); empty past the last page. */
export function pageOfRange(range: DayRange, page: number, pageSize: number): DayRange | null {
  const lastOffset = daysBetween(range.from, range.to);
  const firstOffset = (page - 1) * pageSize;
  if (firstOffset > lastOffset) return null;
  return {
    from: addDays(range.from, firstOffset),
    to: addDays(range.from, Math.min(firstOffset + pageSize - 1, lastOffset)),
  };
}

/** A day id yyyymmdd (20261123) as a date; one that names no day: 404. */
export function dayOfId(id: number): string {
  const text = String(id);
  const day = `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
  try {
    return assertDate(day);
  } catch {
    throw domainError("FORECAST_DAY_NOT_FOUND", "notFound", { id });
  }
}

/** Days from `from` to `to`, both included. */
export const rangeLength = (range: DayRange) => daysBetween(range.from, range.to) + 1;
