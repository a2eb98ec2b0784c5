import type { DbOrTx } from "@tronc/db";
import { type BalanceDayInput, carriedBalanceCents, eachDay, forecastDayBalances } from "@tronc/domain";
import { type CompanyLabel, loadCompanyLabels } from "../line-view";
import type { ForecastDayView, ForecastLineView } from "../views";
import { anticipatedLineView, loadAnticipatedLines } from "./anticipated";
import { type DayRange, dayId } from "./range";
import { loadBankBalances, loadCarriedTotals, loadStoredLineViews } from "./stored";

export interface LoadedRange {
  range: DayRange;
  today: string;
  days: ForecastDayView[];
  /** Every line shown in the range (stored and anticipated). */
  lines: ForecastLineView[];
  companies: Map<number, CompanyLabel>;
  /** The last bank balance recorded on or before the range's end. */
  lastBankBalance: { date: string; amountCents: number } | null;
}

/**
 * The days of a range with their lines and balances, in one round of statements run side by side:
 * stored lines, bank balances, the balance carried into the range, the three anticipated sources, the
 * companies.
 */
export async function loadForecastRange(db: DbOrTx, range: DayRange, today: string): Promise<LoadedRange> {
  const companies = await loadCompanyLabels(db);
  const [stored, bankBalances, carried, anticipated] = await Promise.all([
    loadStoredLineViews(db, range, companies),
    loadBankBalances(db, range),
    loadCarriedTotals(db, range.from, today),
    loadAnticipatedLines(db, range.to, today),
  ]);
  // Anticipated lines shown between today (or the last bank balance) and the range move the carried balance.
  const carriedFrom = carried.lastBank && carried.lastBank.date > today ? carried.lastBank.date : today;
  const anticipatedBefore = anticipated
    .filter((line) => line.shownOn >= carriedFrom && line.shownOn < range.from)
    .reduce((sum, line) => sum + line.amountCents, 0);
  const lines = [
    ...stored,
    ...anticipated
      .filter((line) => line.shownOn >= range.from && line.shownOn <= range.to)
      .map((line) => anticipatedLineView(line, companies)),
  ];
  const byDay = new Map<string, { real: ForecastLineView[]; forecast: ForecastLineView[] }>();
  for (const line of lines) {
    const day = byDay.get(line.shownOn) ?? { real: [], forecast: [] };
    (line.isReal ? day.real : day.forecast).push(line);
    byDay.set(line.shownOn, day);
  }
  const amounts: BalanceDayInput[] = [...byDay].map(([date, day]) => ({
    date,
    realAmountsCents: day.real.map((line) => line.amountCents),
    forecastAmountsCents: day.forecast.map((line) => line.amountCents),
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
  const days = eachDay(range.from, range.to).map((date, index) => ({
    id: dayId(date),
    date,
    bankBalanceCents: bankBalances.get(date) ?? null,
    openingBalanceCents: balances[index]?.openingBalanceCents ?? 0,
    closingBalanceCents: balances[index]?.closingBalanceCents ?? 0,
    forecastLines: byDay.get(date)?.forecast ?? [],
    realLines: byDay.get(date)?.real ?? [],
  }));
  const lastInRange = [...bankBalances].sort(([a], [b]) => b.localeCompare(a))[0];
  return {
    range,
    today,
    days,
    lines,
    companies,
    lastBankBalance: lastInRange ? { date: lastInRange[0], amountCents: lastInRange[1] } : carried.lastBank,
  };
}
