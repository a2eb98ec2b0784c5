import { charges, type DbOrTx, forecastItems } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  addDays,
  addMonths,
  centsToEuroNumber,
  chargeLineValues,
  chargeOccurrences,
  firstDayOfMonth,
  forecastWindowRange,
  toCents,
  toParisDate,
} from "@tronc/domain";
import { and, asc, eq, gte, isNotNull, isNull, lt } from "drizzle-orm";
import { loadSessionUser } from "../auth/session-user";
import { createCharge } from "../modules/cash/charges/save";
import { createForecastItem, setBankBalance, updateForecastItem } from "../services/cash/forecast/items/save";
import { runForecastRollout } from "../services/cash/forecast/rollout/run";
import type { ServiceContext } from "../services/shared/context";
import type { DemoSeeder } from "./demo";
import {
  DEMO_BANK_BALANCE,
  DEMO_CHARGES,
  DEMO_HAND_LINES,
  type DemoCharge,
  type DemoSplit,
} from "./forecast-data";

/** The months before today's month that the demo fills with what was really paid. */
const PAST_MONTHS = 3;

function sharesOf(split: DemoSplit, companyIds: readonly number[]) {
  return split.flatMap((pct, index) => {
    const companyId = companyIds[index];
    return pct > 0 && companyId !== undefined ? [{ companyId, pct }] : [];
  });
}

/**
 * The charge's lines before the rollout's window (the rollout never writes there): its occurrences
 * from `from` to the day before the window, with the title, amount and split the rollout would give.
 */
async function writePastLines(ctx: ServiceContext, chargeId: number, range: { from: string; to: string }) {
  const [charge] = await ctx.db.select().from(charges).where(eq(charges.id, chargeId));
  if (!charge) throw new Error(`demo forecast: charge ${chargeId} missing`);
  const values = chargeLineValues(charge);
  const days = chargeOccurrences(charge, range);
  if (days.length === 0) return;
  await ctx.db.insert(forecastItems).values(
    days.map((forecastDay) => ({
      chargeId,
      forecastDay,
      title: values.title,
      amountCents: toCents(values.amountCents),
      companiesParts: values.companiesParts.map((part) => ({ ...part })),
      createdById: ctx.user.id,
      updatedById: ctx.user.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })),
  );
}

/** The earlier of two 'YYYY-MM-DD' days (they compare as text). */
function earlierDay(left: string, right: string): string {
  return left <= right ? left : right;
}

/** The planned amount, drifted by a few per mille as the bank statement shows it (whole cents). */
function realAmountCents(plannedCents: Cents, demo: DemoCharge, occurrence: number): number {
  const drifts = demo.realDriftPerMille;
  const perMille = drifts[occurrence % drifts.length] ?? 0;
  return plannedCents + Math.round((plannedCents * perMille) / 1000);
}

/**
 * 'Déclarer le paiement réél' on every charge line dated before today, through the modal's service:
 * paid on its day (or a few days later, never after yesterday) for the amount the bank showed.
 */
async function declarePastChargeLines(
  ctx: ServiceContext,
  chargeIds: ReadonlyMap<number, DemoCharge>,
  range: { from: string; today: string },
) {
  const lines = await ctx.db
    .select({
      id: forecastItems.id,
      chargeId: forecastItems.chargeId,
      forecastDay: forecastItems.forecastDay,
      amountCents: forecastItems.amountCents,
    })
    .from(forecastItems)
    .where(
      and(
        isNotNull(forecastItems.chargeId),
        isNull(forecastItems.realDay),
        gte(forecastItems.forecastDay, range.from),
        lt(forecastItems.forecastDay, range.today),
      ),
    )
    .orderBy(asc(forecastItems.chargeId), asc(forecastItems.forecastDay));
  const seen = new Map<number, number>();
  const yesterday = addDays(range.today, -1);
  for (const line of lines) {
    const demo = line.chargeId === null ? undefined : chargeIds.get(line.chargeId);
    if (!demo || line.chargeId === null) continue;
    const occurrence = seen.get(line.chargeId) ?? 0;
    seen.set(line.chargeId, occurrence + 1);
    const paidOn = addDays(line.forecastDay, demo.realDelayDays);
    await updateForecastItem(ctx, {
      id: line.id,
      isReal: true,
      realDay: earlierDay(paidOn, yesterday),
      amount: centsToEuroNumber(realAmountCents(line.amountCents, demo, occurrence)),
    });
  }
}

/** Lines typed by hand ('+ ajouter') over the past months, then declared paid on their day. */
async function writeHandLines(ctx: ServiceContext, companyIds: readonly number[], monthStart: string) {
  const today = toParisDate(ctx.now);
  for (const line of DEMO_HAND_LINES) {
    const month = addMonths(monthStart, -line.monthsAgo);
    const date = addDays(month, line.day - 1);
    if (date >= today) continue;
    const created = await createForecastItem(ctx, {
      date,
      title: line.title,
      amount: line.amount,
      type: line.type,
      companiesParts: sharesOf(line.split, companyIds),
    });
    if (created.id === null) throw new Error(`demo forecast: the line ${line.title} was not stored`);
    await updateForecastItem(ctx, { id: created.id, isReal: true, realDay: date });
  }
}

async function createDemoCharges(ctx: ServiceContext, companyIds: readonly number[], monthStart: string) {
  const created = new Map<number, DemoCharge>();
  for (const demo of DEMO_CHARGES) {
    const charge = await createCharge(ctx, {
      title: demo.title,
      type: demo.type,
      amount: demo.amount,
      everyNMonth: demo.everyNMonth,
      dayOfMonth: demo.dayOfMonth,
      dateFrom: addMonths(monthStart, -demo.startedMonthsAgo),
      color: demo.color,
      // A charge's shares carry the wire's names: the group company's id is `id`.
      companiesParts: sharesOf(demo.split, companyIds).map(({ companyId, pct }) => ({ id: companyId, pct })),
    });
    created.set(charge.id, demo);
  }
  return created;
}

async function inDemoTransaction(
  db: DbOrTx,
  ctx: ServiceContext,
  work: (tx: ServiceContext) => Promise<void>,
) {
  await db.transaction((tx) => work({ ...ctx, db: tx }));
}

/**
 * The cash demo, through the services as the accountant: a dozen charges of every type split between
 * the three group companies, the bank's balance on the 1st of the month three months ago, the charges'
 * lines of those three months written as the rollout would and declared paid (some for a slightly
 * different amount), a few lines typed by hand, then the rollout of the 12 months from today's month
 * and the lines of this month already past declared paid too. Everything is dated from `now`.
 */
export const seedForecast: DemoSeeder = async (db, now, core) => {
  const accountant = await loadSessionUser(db, core.userIds.compta);
  if (!accountant) throw new Error("demo forecast: the demo user compta is missing");
  const ctx: ServiceContext = { db, user: accountant, now };
  const today = toParisDate(now);
  const window = forecastWindowRange(today);
  const monthStart = firstDayOfMonth(today);
  const pastStart = addMonths(monthStart, -PAST_MONTHS);
  let demoCharges = new Map<number, DemoCharge>();
  await inDemoTransaction(db, ctx, async (tx) => {
    demoCharges = await createDemoCharges(tx, core.companyIds, monthStart);
    for (const chargeId of demoCharges.keys()) {
      await writePastLines(tx, chargeId, { from: pastStart, to: addDays(window.from, -1) });
    }
    await setBankBalance(tx, { date: pastStart, amount: DEMO_BANK_BALANCE });
    await writeHandLines(tx, core.companyIds, monthStart);
  });
  await runForecastRollout(db, { now });
  await inDemoTransaction(db, ctx, (tx) =>
    declarePastChargeLines(tx, demoCharges, { from: pastStart, today }),
  );
  return core;
};
