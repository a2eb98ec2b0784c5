import { assertCents } from "./decimal";
import { forecastWindow } from "./forecast-window";

export interface ForecastDayAmounts {
  date: string;
  /** Lines declared real (paid or cashed). */
  realAmountsCents: readonly number[];
  /** Lines still forecast. */
  forecastAmountsCents: readonly number[];
}

export interface ForecastMonthSummary {
  month: string;
  openingBalanceCents: number;
  realIncomeCents: number;
  /** Negative: the sum of the real expenses. */
  realExpensesCents: number;
  theoreticalIncomeCents: number;
  /** Negative: the sum of the forecast expenses. */
  theoreticalExpensesCents: number;
  /** Real income + real expenses. */
  netResultCents: number;
  /** Real and forecast together. */
  theoreticalNetResultCents: number;
  /** Opening balance + real and forecast lines: the cash expected at the end of the month. */
  closingBalanceCents: number;
}

/**
 * The month cards of the forecast: per month, real and theoretical income and expenses, the net
 * result, and the balance carried from one month to the next starting from the bank balance.
 */
export function summarizeForecastMonths(
  startMonth: string,
  openingBalanceCents: number,
  days: readonly ForecastDayAmounts[],
): ForecastMonthSummary[] {
  assertCents(openingBalanceCents);
  let balance = openingBalanceCents;
  return forecastWindow(startMonth).map((month) => {
    const monthDays = days.filter((day) => day.date.slice(0, 7) === month.slice(0, 7));
    const real = split(monthDays.flatMap((day) => day.realAmountsCents));
    const theoretical = split(monthDays.flatMap((day) => day.forecastAmountsCents));
    const netResultCents = real.income + real.expenses;
    const theoreticalNetResultCents = netResultCents + theoretical.income + theoretical.expenses;
    const summary: ForecastMonthSummary = {
      month,
      openingBalanceCents: balance,
      realIncomeCents: real.income,
      realExpensesCents: real.expenses,
      theoreticalIncomeCents: theoretical.income,
      theoreticalExpensesCents: theoretical.expenses,
      netResultCents,
      theoreticalNetResultCents,
      closingBalanceCents: balance + theoreticalNetResultCents,
    };
    balance = summary.closingBalanceCents;
    return summary;
  });
}

function split(amounts: readonly number[]): { income: number; expenses: number } {
  let income = 0;
  let expenses = 0;
  for (const amount of amounts) {
    assertCents(amount);
    if (amount >= 0) income += amount;
    else expenses += amount;
  }
  return { income, expenses };
}
