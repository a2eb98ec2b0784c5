import { charges, forecastItems } from "@tronc/db";
import {
  daysBetween,
  forecastRecap,
  forecastWindow,
  forecastWindowRange,
  lastDayOfMonth,
  type RecapLineInput,
  summarizeMonth,
} from "@tronc/domain";
import { and, between, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  forecastDayIdInput,
  forecastDaysInput,
  forecastDaysStatsInput,
  forecastStatsInput,
  forecastWindowInput,
} from "../../../routers/forecast.schemas";
import type { ServiceContext } from "../../shared/context";
import type { Page } from "../../shared/paginate";
import { type CompanyLabel, loadCompanyLabels } from "../line-view";
import type {
  ForecastDaysStats,
  ForecastDayView,
  ForecastLineView,
  ForecastRecapEntry,
  ForecastWindowView,
} from "../views";
import { type LoadedRange, loadForecastRange } from "./days";
import { dayOfId, pageOfRange, rangeLength, readDayRange, readMonth, todayOf } from "./range";

function recapOf(
  lines: readonly RecapLineInput[],
  companies: Map<number, CompanyLabel>,
): ForecastRecapEntry[] {
  return forecastRecap(lines, [...companies.values()]);
}

type ChargeLine = ForecastLineView & RecapLineInput;

const isChargeLine = (line: ForecastLineView): line is ChargeLine => line.chargeType !== null;

/** The charge lines of some days, real or not, as the recap reads them. */
function chargeLinesOf(days: readonly ForecastDayView[]): ChargeLine[] {
  const lines: ChargeLine[] = [];
  for (const day of days) {
    for (const line of day.realLines) if (isChargeLine(line)) lines.push(line);
    for (const line of day.forecastLines) if (isChargeLine(line)) lines.push(line);
  }
  return lines;
}

/** The 12 months of the forecast in one answer: every day with its lines and balances, each month's card and recap. */
export async function loadForecastWindow(
  ctx: ServiceContext,
  input: z.infer<typeof forecastWindowInput>,
): Promise<ForecastWindowView> {
  const startMonth = readMonth(ctx, input.month, "month");
  const today = todayOf(ctx);
  return forecastWindowView(
    startMonth,
    await loadForecastRange(ctx.db, forecastWindowRange(startMonth), today),
  );
}

/** The window's answer from its loaded days: each month's card, days and recap. */
function forecastWindowView(startMonth: string, loaded: LoadedRange): ForecastWindowView {
  const { range } = loaded;
  // A month's days follow each other in the range: its slice, from its first day to its last.
  const months = forecastWindow(startMonth).map((month) => {
    const start = daysBetween(range.from, month);
    const end = daysBetween(range.from, lastDayOfMonth(month)) + 1;
    const days = loaded.days.slice(start, end);
    return {
      ...summarizeMonth(month, loaded.amounts.slice(start, end), days),
      days,
      recap: recapOf(chargeLinesOf(days), loaded.companies),
    };
  });
  return {
    startMonth,
    today: loaded.today,
    months,
    companies: [...loaded.companies.values()]
      .filter((company) => company.isActive)
      .sort((a, b) => a.name.localeCompare(b.name, "fr"))
      .map(({ id, name, color }) => ({ id, name, color })),
    lastBankBalance: loaded.lastBankBalance,
  };
}

/** 'Récapitulatif' of the month of dateFrom: the charge lines shown in it (real or not), per company and type. */
export async function forecastStats(
  ctx: ServiceContext,
  input: z.infer<typeof forecastStatsInput>,
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
  input: z.infer<typeof forecastDaysInput>,
): Promise<Page<ForecastDayView>> {
  const range = readDayRange(ctx, input);
  const total = rangeLength(range);
  const pageRange = pageOfRange(range, input.page, input.pageSize);
  const items = pageRange ? (await loadForecastRange(ctx.db, pageRange, todayOf(ctx))).days : [];
  return { items, total, totalIsExact: true, page: input.page, pageSize: input.pageSize };
}

/** Real and theoretical income and expenses of the lines shown in a range. */
export async function forecastDaysStats(
  ctx: ServiceContext,
  input: z.infer<typeof forecastDaysStatsInput>,
): Promise<ForecastDaysStats> {
  const loaded = await loadForecastRange(ctx.db, readDayRange(ctx, input), todayOf(ctx));
  const stats: ForecastDaysStats = {
    realIncomeCents: 0,
    realExpensesCents: 0,
    theoreticalIncomeCents: 0,
    theoreticalExpensesCents: 0,
  };
  for (const line of loaded.days.flatMap((day) => [...day.realLines, ...day.forecastLines])) {
    const income = line.amountCents >= 0;
    if (line.isReal) {
      if (income) stats.realIncomeCents += line.amountCents;
      else stats.realExpensesCents += line.amountCents;
    } else if (income) stats.theoreticalIncomeCents += line.amountCents;
    else stats.theoreticalExpensesCents += line.amountCents;
  }
  return stats;
}

/** One day by its id yyyymmdd, with its lines and balances. */
export async function getForecastDay(
  ctx: ServiceContext,
  input: z.infer<typeof forecastDayIdInput>,
): Promise<ForecastDayView> {
  const date = dayOfId(input.id);
  const loaded = await loadForecastRange(ctx.db, { from: date, to: date }, todayOf(ctx));
  const [day] = loaded.days;
  if (!day) throw new Error(`The day ${date} was not built`);
  return day;
}
