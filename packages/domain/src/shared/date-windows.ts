import { addMonths, parseDate } from "./calendar-dates";

/**
 * The dates a person may give a business document or a payment (docs/decisions.md, issue 25): a
 * document from 01/01/2000 to five years after today, a payment from 01/01/2000 to one year after
 * today. Outside, the date is a typing slip (9999-12-31, 0202-05-01), never a real operation.
 */
export type DateWindowKind = "document" | "payment";

export const FIRST_BUSINESS_DATE = "2000-01-01";

const YEARS_AHEAD: Record<DateWindowKind, number> = { document: 5, payment: 1 };

export interface DateWindow {
  from: string;
  to: string;
}

/** The window of `kind` seen from `today` ('YYYY-MM-DD', Paris). */
export function dateWindow(kind: DateWindowKind, today: string): DateWindow {
  return { from: FIRST_BUSINESS_DATE, to: addMonths(today, 12 * YEARS_AHEAD[kind]) };
}

/** A 'YYYY-MM-DD' that exists, with its digits only (the checks of its format stay with each reader). */
function isCalendarDate(value: string): boolean {
  try {
    parseDate(value);
    return true;
  } catch {
    return false;
  }
}

/** Whether `value` is a real date outside the window (a text that is not a date is not judged here). */
export function isOutsideDateWindow(value: string, window: DateWindow): boolean {
  const date = value.trim();
  return isCalendarDate(date) && (date < window.from || date > window.to);
}

const frenchDate = (value: string) => value.split("-").reverse().join("/");

/** The sentence of a refused date, with the window as the person reads dates. */
export function dateWindowMessage(window: DateWindow): string {
  return `La date doit être comprise entre le ${frenchDate(window.from)} et le ${frenchDate(window.to)}.`;
}
