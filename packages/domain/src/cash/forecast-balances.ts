import { eachDay } from "../shared/calendar-dates";
import type { Cents } from "../shared/cents";
import { toCents } from "../shared/cents";
import { assertCents } from "../shared/decimal";

/** What a day holds for its balance: lines declared real, lines still forecast, a recorded bank balance. */
export interface BalanceDayInput {
  date: string;
  realAmountsCents: readonly Cents[];
  /** Not real: planned lines and anticipated ones. They count only from today on. */
  forecastAmountsCents: readonly Cents[];
}

export interface DayBalance {
  date: string;
  openingBalanceCents: Cents;
  closingBalanceCents: Cents;
}

/**
 * Forecast lines move the balance only from today on: before today what happened is what was
 * declared real, and a forecast line left undeclared in the past is a plan that did not happen.
 */
export function countsForecastLines(date: string, today: string): boolean {
  return date >= today;
}

function sumCents(amounts: readonly number[]): number {
  let total = 0;
  for (const amount of amounts) {
    assertCents(amount);
    total += amount;
  }
  return total;
}

/** How a day moves the balance: its real lines, and its forecast lines from today on. */
export function dayMovementCents(day: BalanceDayInput, today: string): Cents {
  const real = sumCents(day.realAmountsCents);
  return countsForecastLines(day.date, today)
    ? toCents(real + sumCents(day.forecastAmountsCents))
    : toCents(real);
}

/**
 * The balance of every day from `from` to `to`: a bank balance recorded on a day is its opening,
 * otherwise a day opens on the previous day's closing (the first day on `carriedBalanceCents`);
 * it closes on its opening plus its movement.
 */
export function forecastDayBalances(input: {
  from: string;
  to: string;
  today: string;
  carriedBalanceCents: Cents;
  days: readonly BalanceDayInput[];
  bankBalances: ReadonlyMap<string, Cents>;
}): DayBalance[] {
  assertCents(input.carriedBalanceCents);
  const byDate = new Map<string, BalanceDayInput[]>();
  for (const day of input.days) byDate.set(day.date, [...(byDate.get(day.date) ?? []), day]);
  let balance = input.carriedBalanceCents;
  return eachDay(input.from, input.to).map((date) => {
    const bank = input.bankBalances.get(date);
    if (bank !== undefined) assertCents(bank);
    const openingBalanceCents = bank ?? balance;
    const movement = (byDate.get(date) ?? []).reduce(
      (sum, day) => sum + dayMovementCents(day, input.today),
      0,
    );
    balance = toCents(openingBalanceCents + movement);
    return { date, openingBalanceCents, closingBalanceCents: balance };
  });
}

/**
 * The balance a range opens on when no bank balance is recorded on its first day: the last bank
 * balance recorded before it (0 when none), plus the real lines since, plus the forecast lines
 * between today (or that bank balance, if later) and the range.
 */
export function carriedBalanceCents(input: {
  lastBankBalanceCents: Cents | null;
  realSinceCents: Cents;
  forecastSinceCents: Cents;
}): number {
  const bank = input.lastBankBalanceCents ?? 0;
  assertCents(bank);
  assertCents(input.realSinceCents);
  assertCents(input.forecastSinceCents);
  return bank + input.realSinceCents + input.forecastSinceCents;
}
