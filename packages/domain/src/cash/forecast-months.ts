import { type BalanceDayInput, type DayBalance, forecastDayBalances } from "./forecast-balances";
import { forecastWindow, forecastWindowRange } from "./forecast-window";

export type ForecastDayAmounts = BalanceDayInput;

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
  /** The closing balance of the month's last day: the cash expected at the end of the month. */
  closingBalanceCents: number;
}

export interface ForecastMonthOptions {
  /** Forecast lines move the balance only from this day on; absent: every forecast line counts. */
  today?: string;
  /** Bank balances recorded at the opening of a day (date → cents): they reset the balance. */
  bankBalances?: ReadonlyMap<string, number>;
}

/**
 * The month cards of the forecast: per month, real and theoretical income and expenses (every line
 * of the month), the net result, and the balances of its first and last days (forecastDayBalances:
 * bank balances reset, forecast lines count from today on).
 */
export function summarizeForecastMonths(
  startMonth: string,
  openingBalanceCents: number,
  days: readonly ForecastDayAmounts[],
  options: ForecastMonthOptions = {},
): ForecastMonthSummary[] {
  const range = forecastWindowRange(startMonth);
  const balances = forecastDayBalances({
    ...range,
    today: options.today ?? "",
    carriedBalanceCents: openingBalanceCents,
    days: days.filter((day) => day.date >= range.from && day.date <= range.to),
    bankBalances: options.bankBalances ?? new Map(),
  });
  return forecastWindow(startMonth).map((month) => summarizeMonth(month, days, balances));
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
    openingBalanceCents: monthBalances[0]?.openingBalanceCents ?? 0,
    realIncomeCents: real.income,
    realExpensesCents: real.expenses,
    theoreticalIncomeCents: theoretical.income,
    theoreticalExpensesCents: theoretical.expenses,
    netResultCents,
    theoreticalNetResultCents: netResultCents + theoretical.income + theoretical.expenses,
    closingBalanceCents: monthBalances.at(-1)?.closingBalanceCents ?? 0,
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
