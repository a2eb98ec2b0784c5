import type { DbOrTx } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  type AnticipatedLine,
  type BalanceDayInput,
  carriedBalanceCents,
  type DayBalance,
  eachDay,
  type ForecastDayView,
  type ForecastLineView,
  forecastDayBalances,
  forecastDayId,
  type StoredLineGroup,
  storedLinesByDay,
  toCents,
} from "@tronc/domain";
import { type CompanyLabel, loadCompanyLabels } from "../line-view";
import { anticipatedLineView, loadAnticipatedLines } from "./anticipated";
import type { DayRange } from "./range";
import { type CarriedTotals, loadBankBalances, loadCarriedTotals, loadStoredLineGroups } from "./stored";

/** What the statements of a range answer, before anything is built from it. */
interface RangeRows {
  companies: Map<number, CompanyLabel>;
  groups: StoredLineGroup[];
  bankBalances: Map<string, Cents>;
  carried: CarriedTotals;
  anticipated: AnticipatedLine[];
}

/**
 * The statements of a range, run side by side: the stored lines (the longest, sent first), the
 * companies, bank balances, the balance carried into the range, the three anticipated sources.
 */
async function loadRangeRows(db: DbOrTx, range: DayRange, today: string): Promise<RangeRows> {
  const [groups, companies, bankBalances, carried, anticipated] = await Promise.all([
    loadStoredLineGroups(db, range),
    loadCompanyLabels(db),
    loadBankBalances(db, range),
    loadCarriedTotals(db, range.from, today),
    loadAnticipatedLines(db, range.to, today),
  ]);
  return { companies, groups, bankBalances, carried, anticipated };
}

/** A range's figures, worked out without building a view per stored line. */
export interface RangeFigures {
  range: DayRange;
  today: string;
  /** Every day of the range, in order: the per-day arrays below follow it. */
  dates: string[];
  /** Each day's movements: its real and its forecast lines, each as [income, expenses]. */
  amounts: BalanceDayInput[];
  balances: DayBalance[];
  bankBalances: Map<string, Cents>;
  companies: Map<number, CompanyLabel>;
  /** The stored lines shown in the range, grouped, their days counted from the range's first day. */
  groups: StoredLineGroup[];
  /** The anticipated lines shown in the range, as the screen shows them. */
  anticipated: ForecastLineView[];
  /** The last bank balance recorded on or before the range's end. */
  lastBankBalance: { date: string; amountCents: Cents } | null;
}

/** Per day, [income, expenses] of its real lines and of its forecast lines: balances only add amounts up by sign. */
function storedAmountsByDay(groups: readonly StoredLineGroup[], dayCount: number) {
  const real = Array.from({ length: dayCount }, (): [number, number] => [0, 0]);
  const forecast = Array.from({ length: dayCount }, (): [number, number] => [0, 0]);
  for (const [, , amountCents, , , , ids, forecastDays, realDays] of groups) {
    const side = amountCents >= 0 ? 0 : 1;
    for (let index = 0; index < ids.length; index++) {
      const realOffset = realDays?.[index] ?? null;
      const sums = realOffset === null ? forecast[forecastDays[index] ?? -1] : real[realOffset];
      if (sums) sums[side] += amountCents;
    }
  }
  return { real, forecast };
}

/** The figures of a range: each day's movements and balances, the anticipated lines on their days. */
export async function loadRangeFigures(db: DbOrTx, range: DayRange, today: string): Promise<RangeFigures> {
  const { companies, groups, bankBalances, carried, anticipated } = await loadRangeRows(db, range, today);
  const dates = eachDay(range.from, range.to);
  const dayIndex = new Map(dates.map((date, index) => [date, index]));
  const sums = storedAmountsByDay(groups, dates.length);
  // Anticipated lines shown between today (or the last bank balance) and the range move the carried
  // balance; those shown in the range join their day's forecast lines.
  const carriedFrom = carried.lastBank && carried.lastBank.date > today ? carried.lastBank.date : today;
  let anticipatedBefore = 0;
  const anticipatedInRange: ForecastLineView[] = [];
  for (const line of anticipated) {
    if (line.shownOn >= carriedFrom && line.shownOn < range.from) anticipatedBefore += line.amountCents;
    const day = sums.forecast[dayIndex.get(line.shownOn) ?? -1];
    if (!day) continue;
    day[line.amountCents >= 0 ? 0 : 1] += line.amountCents;
    anticipatedInRange.push(anticipatedLineView(line, companies));
  }
  const amounts: BalanceDayInput[] = dates.map((date, index) => ({
    date,
    realAmountsCents: (sums.real[index] ?? []).map(toCents),
    forecastAmountsCents: (sums.forecast[index] ?? []).map(toCents),
  }));
  const balances = forecastDayBalances({
    ...range,
    today,
    carriedBalanceCents: toCents(
      carriedBalanceCents({
        lastBankBalanceCents: carried.lastBank?.amountCents ?? null,
        realSinceCents: carried.realSinceCents,
        forecastSinceCents: toCents(carried.forecastSinceCents + anticipatedBefore),
      }),
    ),
    days: amounts,
    bankBalances,
  });
  const lastInRange = [...bankBalances].sort(([a], [b]) => b.localeCompare(a))[0];
  return {
    range,
    today,
    dates,
    amounts,
    balances,
    bankBalances,
    companies,
    groups,
    anticipated: anticipatedInRange,
    lastBankBalance: lastInRange
      ? { date: lastInRange[0], amountCents: toCents(lastInRange[1]) }
      : carried.lastBank,
  };
}

/** Every day of a range, in order, with its lines and balances (the day paths). */
export async function loadForecastDays(
  db: DbOrTx,
  range: DayRange,
  today: string,
): Promise<ForecastDayView[]> {
  const figures = await loadRangeFigures(db, range, today);
  const { dates, balances, bankBalances } = figures;
  const lines = storedLinesByDay(figures.groups, dates, figures.companies);
  const dayIndex = new Map(dates.map((date, index) => [date, index]));
  for (const line of figures.anticipated) lines.forecast[dayIndex.get(line.shownOn) ?? -1]?.push(line);
  return dates.map((date, index) => ({
    id: forecastDayId(date),
    date,
    bankBalanceCents: bankBalances.get(date) ?? null,
    openingBalanceCents: toCents(balances[index]?.openingBalanceCents ?? 0),
    closingBalanceCents: toCents(balances[index]?.closingBalanceCents ?? 0),
    forecastLines: lines.forecast[index] ?? [],
    realLines: lines.real[index] ?? [],
  }));
}
