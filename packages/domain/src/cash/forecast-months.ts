import type { Cents } from "../shared/cents";
import { toCents } from "../shared/cents";
import type { BalanceDayInput, DayBalance } from "./forecast-balances";

export type ForecastDayAmounts = BalanceDayInput;

export interface ForecastMonthSummary {
  month: string;
  openingBalanceCents: Cents;
  realIncomeCents: Cents;
  /** Negative: the sum of the real expenses. */
  realExpensesCents: Cents;
  theoreticalIncomeCents: Cents;
  /** Negative: the sum of the forecast expenses. */
  theoreticalExpensesCents: Cents;
  /** Real income + real expenses. */
  netResultCents: Cents;
  /** Real and forecast together. */
  theoreticalNetResultCents: Cents;
  /** The closing balance of the month's last day: the cash expected at the end of the month. */
  closingBalanceCents: Cents;
}

/** One month's card from its lines and the balances of its days. */
export function summarizeMonth(
  month: string,
  days: readonly ForecastDayAmounts[],
  balances: readonly DayBalance[],
): ForecastMonthSummary {
  const key = month.slice(0, 7);
  const monthDays = days.filter((day) => day.date.slice(0, 7) === key);
  const monthBalances = balances.filter((day) => day.date.slice(0, 7) === key);
  const real = split(monthDays.flatMap((day) => day.realAmountsCents));
  const theoretical = split(monthDays.flatMap((day) => day.forecastAmountsCents));
  const netResultCents = real.income + real.expenses;
  return {
    month,
    openingBalanceCents: toCents(monthBalances[0]?.openingBalanceCents ?? 0),
    realIncomeCents: toCents(real.income),
    realExpensesCents: toCents(real.expenses),
    theoreticalIncomeCents: toCents(theoretical.income),
    theoreticalExpensesCents: toCents(theoretical.expenses),
    netResultCents: toCents(netResultCents),
    theoreticalNetResultCents: toCents(netResultCents + theoretical.income + theoretical.expenses),
    closingBalanceCents: toCents(monthBalances.at(-1)?.closingBalanceCents ?? 0),
  };
}

function split(amounts: readonly number[]): { income: number; expenses: number } {
  let income = 0;
  let expenses = 0;
  for (const amount of amounts) {
    if (amount >= 0) income += amount;
    else expenses += amount;
  }
  return { income, expenses };
}
