import { daysBetween, eachDay } from "../shared/calendar-dates";
import type { Cents } from "../shared/cents";
import { toCents } from "../shared/cents";
import type { ForecastMonthSummary } from "./forecast-months";
import {
  type CompanyLabelInput,
  type ForecastLineView,
  type ForecastRecapEntry,
  type ForecastWindowView,
  forecastDayId,
  type StoredLineGroup,
  storedLinesByDay,
} from "./forecast-views";

export interface ForecastMonthWire extends ForecastMonthSummary {
  recap: ForecastRecapEntry[];
}

/**
 * The 12 months as the server sends them: every figure it decided (month cards, recaps, each day's
 * balances), with the stored lines grouped as the database returns them (a charge's values once, then
 * its lines' ids and days) rather than a whole object per line — a twentieth of the size, and the
 * server's time goes to its statements, not to writing thousands of objects. `expandForecastWindow`
 * gives the screen its days and lines back.
 */
export interface ForecastWindowWire {
  startMonth: string;
  today: string;
  /** The window's first and last days: the per-day arrays hold one entry per day between, in order. */
  from: string;
  to: string;
  months: ForecastMonthWire[];
  openingBalancesCents: Cents[];
  closingBalancesCents: Cents[];
  /** Bank balances recorded in the window. */
  bankBalances: { date: string; amountCents: Cents }[];
  /** The stored lines shown in the window, their days counted from `from`. */
  storedLines: StoredLineGroup[];
  /** The anticipated lines shown in the window, whole (a few hundred at most). */
  anticipatedLines: ForecastLineView[];
  /** Every group company, inactive ones too: the lines name their shares' companies. */
  lineCompanies: CompanyLabelInput[];
  /** Active group companies, in name order: the split of the edit modal. */
  companies: CompanyLabelInput[];
  lastBankBalance: { date: string; amountCents: Cents } | null;
}

/** The window's days and lines from its grouped answer: each day's stored lines in id order, then its anticipated ones. */
export function expandForecastWindow(wire: ForecastWindowWire): ForecastWindowView {
  const dates = eachDay(wire.from, wire.to);
  const companies = new Map(wire.lineCompanies.map((company) => [company.id, company]));
  const lines = storedLinesByDay(wire.storedLines, dates, companies);
  for (const line of wire.anticipatedLines) lines.forecast[daysBetween(wire.from, line.shownOn)]?.push(line);
  const bankBalances = new Map(wire.bankBalances.map((bank) => [bank.date, bank.amountCents]));
  const days = dates.map((date, index) => ({
    id: forecastDayId(date),
    date,
    bankBalanceCents: bankBalances.get(date) ?? null,
    openingBalanceCents: wire.openingBalancesCents[index] ?? toCents(0),
    closingBalanceCents: wire.closingBalancesCents[index] ?? toCents(0),
    forecastLines: lines.forecast[index] ?? [],
    realLines: lines.real[index] ?? [],
  }));
  const months = wire.months.map(({ recap, ...summary }, index) => {
    const start = daysBetween(wire.from, summary.month);
    const next = wire.months[index + 1];
    const end = next ? daysBetween(wire.from, next.month) : days.length;
    return { ...summary, days: days.slice(start, end), recap };
  });
  return {
    startMonth: wire.startMonth,
    today: wire.today,
    months,
    companies: wire.companies,
    lastBankBalance: wire.lastBankBalance,
  };
}
