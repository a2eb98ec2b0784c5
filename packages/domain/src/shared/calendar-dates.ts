import { domainError } from "../messages";

/**
 * Calendar arithmetic on 'YYYY-MM-DD' strings through day numbers (days since 1970-01-01), so no
 * time zone or daylight-saving change can shift a date. Wall-clock times are 'YYYY-MM-DDTHH:mm'
 * strings read as Europe/Paris.
 */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function assertYear(year: number): void {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) {
    throw domainError("INVALID_YEAR", "invalid", { value: String(year) });
  }
}

export function assertMonth(month: number): void {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw domainError("INVALID_MONTH", "invalid", { value: String(month) });
  }
}

/** Reads 'YYYY-MM-DD' and refuses a date that does not exist (2026-02-30). */
export function parseDate(value: string): CalendarDate {
  const match = DATE_PATTERN.exec(value);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  if (!match || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw domainError("INVALID_DATE", "invalid", { value });
  }
  return { year, month, day };
}

export function assertDate(value: string): string {
  parseDate(value);
  return value;
}

export function formatDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Days since 1970-01-01 (proleptic Gregorian), after H. Hinnant's days_from_civil. */
export function toDayNumber(value: string): number {
  const { year, month, day } = parseDate(value);
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

export function fromDayNumber(dayNumber: number): string {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return formatDate({ year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day });
}

export function addDays(value: string, days: number): string {
  return fromDayNumber(toDayNumber(value) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** ISO day of week: 1 = Monday … 7 = Sunday. */
export function isoDayOfWeek(value: string): number {
  return ((((toDayNumber(value) + 3) % 7) + 7) % 7) + 1;
}

export function isWeekend(value: string): boolean {
  return isoDayOfWeek(value) >= 6;
}

/** The same day `months` later, clamped to the month's last day (31 January + 1 month = 28/29 February). */
export function addMonths(value: string, months: number): string {
  const { year, month, day } = parseDate(value);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return formatDate({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
}

export function firstDayOfMonth(value: string): string {
  const { year, month } = parseDate(value);
  return formatDate({ year, month, day: 1 });
}

export function lastDayOfMonth(value: string): string {
  const { year, month } = parseDate(value);
  return formatDate({ year, month, day: daysInMonth(year, month) });
}

/** Dates from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const start = toDayNumber(from);
  const end = toDayNumber(to);
  if (end < start) throw domainError("DATE_RANGE_REVERSED", "invalid");
  return Array.from({ length: end - start + 1 }, (_, index) => fromDayNumber(start + index));
}

export interface LocalDateTime {
  date: string;
  /** Minutes since midnight. */
  minutes: number;
}

/** Reads a wall-clock 'YYYY-MM-DDTHH:mm' (seconds tolerated, a space instead of T tolerated). */
export function parseLocalDateTime(value: string): LocalDateTime {
  const match = DATE_TIME_PATTERN.exec(value.trim());
  const hours = Number(match?.[2]);
  const minutes = Number(match?.[3]);
  const seconds = Number(match?.[4] ?? "0");
  if (!match?.[1] || hours > 23 || minutes > 59 || seconds > 59) {
    throw domainError("INVALID_DATE_TIME", "invalid", { value });
  }
  try {
    parseDate(match[1]);
  } catch {
    throw domainError("INVALID_DATE_TIME", "invalid", { value });
  }
  return { date: match[1], minutes: hours * 60 + minutes };
}

export function formatLocalDateTime({ date, minutes }: LocalDateTime): string {
  const hours = String(Math.floor(minutes / 60)).padStart(2, "0");
  return `${date}T${hours}:${String(minutes % 60).padStart(2, "0")}`;
}

/** Normalises to 'YYYY-MM-DDTHH:mm'. */
export function normalizeLocalDateTime(value: string): string {
  return formatLocalDateTime(parseLocalDateTime(value));
}

export function compareLocalDateTimes(a: string, b: string): number {
  const left = normalizeLocalDateTime(a);
  const right = normalizeLocalDateTime(b);
  return left === right ? 0 : left < right ? -1 : 1;
}
