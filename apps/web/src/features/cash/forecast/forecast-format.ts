import { forecastAmountColor, monthTitle, toCents } from "@tronc/domain";
import { capitalise, formatLongDate } from "../../../lib/format";

/** '2026-11-01' → 'novembre 2026'. */
const monthName = (date: string) => monthTitle(Number(date.slice(0, 4)), Number(date.slice(5, 7)));

/** A month card's title: 'Novembre 2026'. */
export const monthCardTitle = (monthStart: string) => capitalise(monthName(monthStart));

/** 'Prévisionnel de novembre 2026 à octobre 2027'. */
export function windowTitle(firstMonth: string, lastMonth: string): string {
  return `Prévisionnel de ${monthName(firstMonth)} à ${monthName(lastMonth)}`;
}

/** A day's header: 'lun. 23 nov.'. */
export const dayTitle = (date: string) =>
  formatLongDate(date, { weekday: "short", month: "short", year: false });

/** Green above 0, red at 0 or below (spec §2.2). */
export const amountClass = (cents: number) => `forecast-amount is-${forecastAmountColor(toCents(cents))}`;

/** The recap's totals: red if negative, green otherwise (spec §2.2). */
export const recapTotalClass = (cents: number) => `forecast-amount is-${cents < 0 ? "danger" : "success"}`;
