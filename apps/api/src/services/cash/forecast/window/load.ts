import { charges, forecastItems } from "@tronc/db";
import {
  daysBetween,
  type ForecastRecapEntry,
  type ForecastWindowWire,
  forecastRecap,
  forecastWindow,
  forecastWindowRange,
  lastDayOfMonth,
  type RecapLineInput,
  type StoredLineGroup,
  shownDayOffset,
  summarizeMonth,
  toCents,
} from "@tronc/domain";
import { and, between, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type {
  ForecastDayIdInput,
  ForecastDaysInput,
  ForecastDaysStatsInput,
  ForecastStatsInput,
  ForecastWindowInput,
} from "../../../../modules/cash/forecast/contract";
import type { ServiceContext } from "../../../shared/context";
import type { Page } from "../../../shared/paginate";
import { type CompanyLabel, loadCompanyLabels } from "../line-view";
import type { ForecastDaysStats, ForecastDayView } from "../views";
import { loadForecastDays, loadRangeFigures, type RangeFigures } from "./days";
import { dayOfId, pageOfRange, rangeLength, readDayRange, readMonth, todayOf } from "./range";

function recapOf(
  lines: readonly RecapLineInput[],
  companies: Map<number, CompanyLabel>,
): ForecastRecapEntry[] {
  return forecastRecap(lines, [...companies.values()]);
}

/**
 * The charge lines of each month (real or not) as the recap reads them, straight from the groups: a
 * group's type and split once, listed for each of its lines on the month it shows in.
 */
function recapLinesByMonth(
  groups: readonly StoredLineGroup[],
  monthOfDay: readonly number[],
  monthCount: number,
) {
  const byMonth = Array.from({ length: monthCount }, (): RecapLineInput[] => []);
  for (const group of groups) {
    const [, , , companiesParts, chargeType, , ids] = group;
    if (chargeType === null) continue;
    const line = { chargeType, companiesParts };
    for (let index = 0; index < ids.length; index++) {
      byMonth[monthOfDay[shownDayOffset(group, index)] ?? -1]?.push(line);
    }
  }
  return byMonth;
}

/**
 * The 12 months of the forecast in one answer: each month's card and recap, each day's balances, and
 * the lines grouped as the database returns them (ForecastWindowWire; the screen expands them).
 */
export async function loadForecastWindow(
  ctx: ServiceContext,
  input: ForecastWindowInput,
): Promise<ForecastWindowWire> {
  const startMonth = readMonth(ctx, input.month, "month");
  const figures = await loadRangeFigures(ctx.db, forecastWindowRange(startMonth), todayOf(ctx));
  return forecastWindowWire(startMonth, figures);
}

function forecastWindowWire(startMonth: string, figures: RangeFigures): ForecastWindowWire {
  const { range, companies, balances } = figures;
  const months = forecastWindow(startMonth);
  // A month's days follow each other in the range: its slice, from its first day to its last.
  const bounds = months.map((month) => ({
    start: daysBetween(range.from, month),
    end: daysBetween(range.from, lastDayOfMonth(month)) + 1,
  }));
  const monthOfDay = bounds.flatMap(({ start, end }, index) => Array<number>(end - start).fill(index));
  const recapLines = recapLinesByMonth(figures.groups, monthOfDay, months.length);
  const labels = [...companies.values()];
  return {
    startMonth,
    today: figures.today,
    from: range.from,
    to: range.to,
    months: months.map((month, index) => {
      const { start, end } = bounds[index] ?? { start: 0, end: 0 };
      return {
        ...summarizeMonth(month, figures.amounts.slice(start, end), balances.slice(start, end)),
        recap: recapOf(recapLines[index] ?? [], companies),
      };
    }),
    openingBalancesCents: balances.map((day) => day.openingBalanceCents),
    closingBalancesCents: balances.map((day) => day.closingBalanceCents),
    bankBalances: [...figures.bankBalances].map(([date, amountCents]) => ({ date, amountCents })),
    storedLines: figures.groups,
    anticipatedLines: figures.anticipated,
    lineCompanies: labels.map(({ id, name, color }) => ({ id, name, color })),
    companies: labels
      .filter((company) => company.isActive)
      .sort((a, b) => a.name.localeCompare(b.name, "fr"))
      .map(({ id, name, color }) => ({ id, name, color })),
    lastBankBalance: figures.lastBankBalance,
  };
}

/** 'Récapitulatif' of the month of dateFrom: the charge lines shown in it (real or not), per company and type. */
export async function forecastStats(
  ctx: ServiceContext,
  input: ForecastStatsInput,
): Promise<ForecastRecapEntry[]> {
  const from = readMonth(ctx, input.dateFrom, "dateFrom");
  const to = lastDayOfMonth(from);
  const [rows, companies] = await Promise.all([
    ctx.db
      .select({ chargeType: charges.type, companiesParts: forecastItems.companiesParts })
      .from(forecastItems)
      .innerJoin(charges, eq(charges.id, forecastItems.chargeId))
      .where(
        or(
          and(isNull(forecastItems.realDay), between(forecastItems.forecastDay, from, to)),
          and(isNotNull(forecastItems.realDay), sql`${forecastItems.realDay} between ${from} and ${to}`),
        ),
      ),
    loadCompanyLabels(ctx.db),
  ]);
  return recapOf(rows, companies);
}

/** The days of a range, a page of days at a time (1-based), each with its lines and balances. */
export async function searchForecastDays(
  ctx: ServiceContext,
  input: ForecastDaysInput,
): Promise<Page<ForecastDayView>> {
  const range = readDayRange(ctx, input);
  const total = rangeLength(range);
  const pageRange = pageOfRange(range, input.page, input.pageSize);
  const items = pageRange ? await loadForecastDays(ctx.db, pageRange, todayOf(ctx)) : [];
  return { items, total, totalIsExact: true, page: input.page, pageSize: input.pageSize };
}

/** Real and theoretical income and expenses of the lines shown in a range. */
export async function forecastDaysStats(
  ctx: ServiceContext,
  input: ForecastDaysStatsInput,
): Promise<ForecastDaysStats> {
  const days = await loadForecastDays(ctx.db, readDayRange(ctx, input), todayOf(ctx));
  const stats: ForecastDaysStats = {
    realIncomeCents: toCents(0),
    realExpensesCents: toCents(0),
    theoreticalIncomeCents: toCents(0),
    theoreticalExpensesCents: toCents(0),
  };
  for (const line of days.flatMap((day) => [...day.realLines, ...day.forecastLines])) {
    const income = line.amountCents >= 0;
    if (line.isReal) {
      if (income) stats.realIncomeCents = toCents(stats.realIncomeCents + line.amountCents);
      else stats.realExpensesCents = toCents(stats.realExpensesCents + line.amountCents);
    } else if (income)
      stats.theoreticalIncomeCents = toCents(stats.theoreticalIncomeCents + line.amountCents);
    else stats.theoreticalExpensesCents = toCents(stats.theoreticalExpensesCents + line.amountCents);
  }
  return stats;
}

/** One day by its id yyyymmdd, with its lines and balances. */
export async function getForecastDay(
  ctx: ServiceContext,
  input: ForecastDayIdInput,
): Promise<ForecastDayView> {
  const date = dayOfId(input.id);
  const [day] = await loadForecastDays(ctx.db, { from: date, to: date }, todayOf(ctx));
  if (!day) throw new Error(`The day ${date} was not built`);
  return day;
}
