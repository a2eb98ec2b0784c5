import type { DbOrTx } from "@tronc/db";
import {
  type AnticipatedLine,
  type BalanceDayInput,
  carriedBalanceCents,
  eachDay,
  forecastDayBalances,
} from "@tronc/domain";
import { type CompanyLabel, loadCompanyLabels } from "../line-view";
import type { ForecastDayView } from "../views";
import { anticipatedLineView, loadAnticipatedLines } from "./anticipated";
import { type DayRange, dayId } from "./range";
import {
  type CarriedTotals,
  loadBankBalances,
  loadCarriedTotals,
  loadStoredLineGroups,
  type StoredLineGroup,
  storedLinesByDay,
} from "./stored";

export interface LoadedRange {
  range: DayRange;
  today: string;
  /** Every day of the range, in order, with its lines and balances. */
  days: ForecastDayView[];
  /**
   * Each day's movements, one entry per day of `days`: what its balances and its month's card are
   * worked out from. A day's lines count by sign, the income summed and the expenses summed.
   */
  amounts: BalanceDayInput[];
  companies: Map<number, CompanyLabel>;
  /** The last bank balance recorded on or before the range's end. */
  lastBankBalance: { date: string; amountCents: number } | null;
}

/**
 * The income and the expenses of some lines, each summed: balances and month cards only add amounts up
 * by sign, and two sums per day weigh less than an amount per line (a 12-month window holds thousands).
 */
function amountsBySign(lines: readonly { amountCents: number }[]): number[] {
  let income = 0;
  let expenses = 0;
  for (const { amountCents } of lines) {
    if (amountCents >= 0) income += amountCents;
    else expenses += amountCents;
  }
  return [income, expenses];
}

/** What the statements of a range answer, before anything is built from it. */
interface RangeRows {
  companies: Map<number, CompanyLabel>;
  groups: StoredLineGroup[];
  bankBalances: Map<string, number>;
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

/** The days of a range with their lines and balances. */
export async function loadForecastRange(db: DbOrTx, range: DayRange, today: string): Promise<LoadedRange> {
  return buildForecastRange(range, today, await loadRangeRows(db, range, today));
}

/** The days of a range from what its statements answered. */
function buildForecastRange(range: DayRange, today: string, rows: RangeRows): LoadedRange {
  const { companies, groups, bankBalances, carried, anticipated } = rows;
  const dates = eachDay(range.from, range.to);
  const lines = storedLinesByDay(groups, dates, companies);
  const dayIndex = new Map(dates.map((date, index) => [date, index]));
  // Anticipated lines shown between today (or the last bank balance) and the range move the carried
  // balance; those shown in the range join their day's forecast lines.
  const carriedFrom = carried.lastBank && carried.lastBank.date > today ? carried.lastBank.date : today;
  let anticipatedBefore = 0;
  for (const line of anticipated) {
    if (line.shownOn >= carriedFrom && line.shownOn < range.from) anticipatedBefore += line.amountCents;
    const index = dayIndex.get(line.shownOn);
    if (index !== undefined) lines.forecast[index]?.push(anticipatedLineView(line, companies));
  }
  const amounts: BalanceDayInput[] = dates.map((date, index) => ({
    date,
    realAmountsCents: amountsBySign(lines.real[index] ?? []),
    forecastAmountsCents: amountsBySign(lines.forecast[index] ?? []),
  }));
  const balances = forecastDayBalances({
    ...range,
    today,
    carriedBalanceCents: carriedBalanceCents({
      lastBankBalanceCents: carried.lastBank?.amountCents ?? null,
      realSinceCents: carried.realSinceCents,
      forecastSinceCents: carried.forecastSinceCents + anticipatedBefore,
    }),
    days: amounts,
    bankBalances,
  });
  const days = dates.map((date, index) => ({
    id: dayId(date),
    date,
    bankBalanceCents: bankBalances.get(date) ?? null,
    openingBalanceCents: balances[index]?.openingBalanceCents ?? 0,
    closingBalanceCents: balances[index]?.closingBalanceCents ?? 0,
    forecastLines: lines.forecast[index] ?? [],
    realLines: lines.real[index] ?? [],
  }));
  const lastInRange = [...bankBalances].sort(([a], [b]) => b.localeCompare(a))[0];
  return {
    range,
    today,
    days,
    amounts,
    companies,
    lastBankBalance: lastInRange ? { date: lastInRange[0], amountCents: lastInRange[1] } : carried.lastBank,
  };
}
