import { eachDay } from "../shared/calendar-dates";
import { type HolidayOptions, isWorkingDay } from "../shared/french-holidays";

/** Working days from `from` to `to`, both included; weekends and public holidays excluded. */
export function workingDays(from: string, to: string, options: HolidayOptions = {}): number {
  return eachDay(from, to).filter((date) => isWorkingDay(date, options)).length;
}
