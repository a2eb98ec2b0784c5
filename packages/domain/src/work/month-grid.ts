import {
  addDays,
  assertMonth,
  assertYear,
  formatDate,
  isoDayOfWeek,
  isWeekend,
  lastDayOfMonth,
} from "../shared/calendar-dates";
import { type HolidayOptions, isPublicHoliday } from "../shared/french-holidays";

export interface MonthGridCell {
  date: string;
  day: number;
  isWeekend: boolean;
  isHoliday: boolean;
  /** False for the days of the previous or next month that complete the first and last weeks. */
  inMonth: boolean;
}

/** Column headings of the leave calendar, weeks starting on Monday. */
export const WEEKDAY_LABELS = ["Lun", "Mar", "Mer", "Jeu", "Ven", "Sam", "Dim"] as const;

export const MONTH_LABELS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
] as const;

/** The weeks (Monday to Sunday) that cover a month; `month` is 1-12. */
export function monthGrid(year: number, month: number, options: HolidayOptions = {}): MonthGridCell[][] {
  assertYear(year);
  assertMonth(month);
  const first = formatDate({ year, month, day: 1 });
  const last = lastDayOfMonth(first);
  const start = addDays(first, 1 - isoDayOfWeek(first));
  const end = addDays(last, 7 - isoDayOfWeek(last));
  const weeks: MonthGridCell[][] = [];
  for (let monday = start; monday <= end; monday = addDays(monday, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, offset) => {
        const date = addDays(monday, offset);
        return {
          date,
          day: Number(date.slice(8, 10)),
          isWeekend: isWeekend(date),
          isHoliday: isPublicHoliday(date, options),
          inMonth: date >= first && date <= last,
        };
      }),
    );
  }
  return weeks;
}

/** 'mars 2026', the heading of the month calendar. */
export function monthTitle(year: number, month: number): string {
  assertMonth(month);
  return `${MONTH_LABELS[month - 1]} ${year}`;
}
