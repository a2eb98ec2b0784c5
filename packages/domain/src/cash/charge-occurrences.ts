import { domainError } from "../messages";
import { daysInMonth, formatDate, parseDate } from "../shared/calendar-dates";
import { assertChargeRecurrence } from "./charges";

export interface ChargeRecurrence {
  dateFrom: string;
  everyNMonth: number;
  dayOfMonth: number;
}

/**
 * The dates a charge falls on within a window (both ends included): the `dayOfMonth` of the month
 * of `dateFrom`, then every `everyNMonth` months, never before `dateFrom` (a charge starting on the
 * 20th with day 5 first falls N months later).
 */
export function chargeOccurrences(charge: ChargeRecurrence, window: { from: string; to: string }): string[] {
  assertChargeRecurrence(charge);
  parseDate(window.from);
  parseDate(window.to);
  if (window.to < window.from) throw domainError("DATE_RANGE_REVERSED", "invalid");
  // 'YYYY-MM-DD' strings compare as dates
  let lower = window.from;
  if (charge.dateFrom > lower) lower = charge.dateFrom;
  const start = parseDate(charge.dateFrom);
  const startIndex = start.year * 12 + start.month - 1;
  const lowerDate = parseDate(lower);
  const lowerIndex = lowerDate.year * 12 + lowerDate.month - 1;
  const lastYear = parseDate(window.to).year;
  const occurrences: string[] = [];
  for (
    let index = startIndex + Math.floor((lowerIndex - startIndex) / charge.everyNMonth) * charge.everyNMonth;
    ;
    index += charge.everyNMonth
  ) {
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    if (year > lastYear) break;
    const date = formatDate({ year, month, day: Math.min(charge.dayOfMonth, daysInMonth(year, month)) });
    if (date > window.to) break;
    if (date >= lower) occurrences.push(date);
  }
  return occurrences;
}
