import { domainError } from "../messages";
import { addDays, addMonths, daysBetween, eachDay, isWeekend, parseDate } from "../shared/calendar-dates";
import { isPublicHoliday } from "../shared/french-holidays";
import { MONTH_LABELS } from "./month-grid";

/** Spec document 3, §9: 20 px per day, 15 days back to 3 months ahead. */
export const GANTT_DAY_WIDTH = 20;
export const GANTT_DAYS_BEFORE = 15;
export const GANTT_MONTHS_AFTER = 3;
/** A longer range is no chart anyone reads (and would be thousands of columns). */
export const GANTT_MAX_DAYS = 731;
/** Bars drawn at most; beyond, the chart says that it is cut and asks for narrower filters. */
export const GANTT_MAX_TASKS = 1000;

/** 'YYYY-MM-DD' from a date or an ISO instant as typed in a query (the time part is ignored). */
export function readGanttDate(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}(?:[T ].*)?$/.test(value) ? value.slice(0, 10) : value;
  parseDate(day);
  return day;
}

export interface GanttRange {
  from: string;
  to: string;
}

export function defaultGanttRange(today: string): GanttRange {
  return { from: addDays(today, -GANTT_DAYS_BEFORE), to: addMonths(today, GANTT_MONTHS_AFTER) };
}

/** Refuses a reversed or oversized range in French; both dates must exist. */
export function assertGanttRange({ from, to }: GanttRange): void {
  parseDate(from);
  parseDate(to);
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw domainError("GANTT_RANGE_REVERSED", "invalid", {}, { field: "to" });
  if (days > GANTT_MAX_DAYS) {
    throw domainError("GANTT_RANGE_TOO_LONG", "invalid", { max: String(GANTT_MAX_DAYS) }, { field: "to" });
  }
}

export interface GanttDay {
  date: string;
  day: number;
  isWeekend: boolean;
  isHoliday: boolean;
}

export interface GanttMonth {
  /** 'juillet 2026' */
  label: string;
  /** Days of the month inside the range. */
  days: number;
  /** Left edge in px from the range's first day. */
  offset: number;
}

export interface GanttGrid {
  days: GanttDay[];
  months: GanttMonth[];
  totalDays: number;
  width: number;
}

/** The columns of the chart: one per day of the range (both ends included), grouped by month. */
export function ganttGrid(range: GanttRange): GanttGrid {
  assertGanttRange(range);
  const days = eachDay(range.from, range.to).map((date) => ({
    date,
    day: Number(date.slice(8, 10)),
    isWeekend: isWeekend(date),
    isHoliday: isPublicHoliday(date),
  }));
  const months: GanttMonth[] = [];
  days.forEach((day, index) => {
    const { year, month } = parseDate(day.date);
    const label = `${MONTH_LABELS[month - 1]} ${year}`;
    const last = months.at(-1);
    if (last?.label === label) last.days += 1;
    else months.push({ label, days: 1, offset: index * GANTT_DAY_WIDTH });
  });
  return { days, months, totalDays: days.length, width: days.length * GANTT_DAY_WIDTH };
}

export interface GanttBar {
  /** Px from the range's first day. */
  left: number;
  width: number;
  /** Cut at the range's start or end. */
  clippedStart: boolean;
  clippedEnd: boolean;
}

/**
 * Where a task's bar sits: from its start to its end day (a task without an end lasts its start day),
 * cut to the range; null when it lies wholly outside.
 */
export function ganttBar(
  task: { startAt: string; endAt: string | null },
  range: GanttRange,
): GanttBar | null {
  const lastDay = daysBetween(range.from, range.to);
  const start = daysBetween(range.from, task.startAt);
  const end = start + ganttDuration(task) - 1;
  if (end < 0 || start > lastDay) return null;
  const first = Math.max(start, 0);
  const last = Math.min(end, lastDay);
  return {
    left: first * GANTT_DAY_WIDTH,
    width: (last - first + 1) * GANTT_DAY_WIDTH,
    clippedStart: first !== start,
    clippedEnd: last !== end,
  };
}

/** Days a task covers, start and end included (at least one). */
export function ganttDuration(task: { startAt: string; endAt: string | null }): number {
  if (!task.endAt || task.endAt < task.startAt) return 1;
  return daysBetween(task.startAt, task.endAt) + 1;
}

export type GanttProgressColor = "danger" | "warning" | "info" | "success";

/** Below 25 %, 50 %, 75 %, otherwise green (spec document 3, §9). */
export function ganttProgressColor(avancement: number): GanttProgressColor {
  if (avancement < 25) return "danger";
  if (avancement < 50) return "warning";
  if (avancement < 75) return "info";
  return "success";
}
