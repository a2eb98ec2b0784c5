import { domainError } from "../messages";
import { addMonths, lastDayOfMonth, parseDate } from "../shared/calendar-dates";

export const FORECAST_MONTHS = 12;

/** The first day of a month given as 'YYYY-MM' or any 'YYYY-MM-DD' of it. */
export function monthStart(month: string): string {
  const date = /^\d{4}-\d{2}$/.test(month) ? `${month}-01` : month;
  try {
    parseDate(date);
  } catch {
    throw domainError("INVALID_DATE", "invalid", { value: month });
  }
  return `${date.slice(0, 7)}-01`;
}

/** The 12 consecutive months from a month, each identified by its first day. */
export function forecastWindow(month: string): string[] {
  const first = monthStart(month);
  return Array.from({ length: FORECAST_MONTHS }, (_, index) => addMonths(first, index));
}

/** The window as a date range: first day of the first month to last day of the twelfth. */
export function forecastWindowRange(month: string): { from: string; to: string } {
  const months = forecastWindow(month);
  return { from: months[0] ?? monthStart(month), to: lastDayOfMonth(months.at(-1) ?? monthStart(month)) };
}

/** The previous and next arrows shift the window by one month. */
export function shiftForecastWindow(month: string, delta: number): string {
  return addMonths(monthStart(month), delta);
}
