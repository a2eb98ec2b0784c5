import { charges, type DbOrTx, forecastBankBalances, forecastItems } from "@tronc/db";
import type { Cents, StoredLineGroup } from "@tronc/domain";
import { toCents } from "@tronc/domain";
import { and, between, eq, gte, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { DayRange } from "./range";

/**
 * The stored lines shown in a range (not real by their planned day, real by the day they were paid),
 * grouped by shared values (StoredLineGroup). The 12 months hold thousands of lines but about one group per charge:
 * PostgreSQL sends them as one JSON text a seventh the size of a tuple per line, read in one parse.
 */
export async function loadStoredLineGroups(db: DbOrTx, range: DayRange): Promise<StoredLineGroup[]> {
  const f = forecastItems;
  const from = sql`${range.from}::date`;
  const parts = sql<string>`${f.companiesParts}::text`;
  const groups = db
    .select({
      chargeId: f.chargeId,
      title: f.title,
      amountCents: f.amountCents,
      parts: parts.as("parts"),
      ids: sql<number[]>`array_agg(${f.id})`.as("ids"),
      forecastDays: sql<number[]>`array_agg(${f.forecastDay} - ${from})`.as("forecast_days"),
      realDays: sql`case when count(${f.realDay}) > 0 then array_agg(${f.realDay} - ${from}) end`.as(
        "real_days",
      ),
      forecastAmounts:
        sql`case when count(${f.forecastAmountCents}) > 0 then array_agg(${f.forecastAmountCents}) end`.as(
          "forecast_amounts",
        ),
      pinned: sql`case when bool_or(${f.isPinned}) then array_agg(${f.isPinned}) end`.as("pinned"),
    })
    .from(f)
    .where(
      or(
        and(isNull(f.realDay), between(f.forecastDay, range.from, range.to)),
        between(f.realDay, range.from, range.to),
      ),
    )
    .groupBy(f.chargeId, f.title, f.amountCents, parts)
    .as("groups");
  const [result] = await db
    .select({
      groups: sql<string>`coalesce(json_agg(json_build_array(${groups.chargeId}, ${groups.title},
        ${groups.amountCents}, ${groups.parts}::json, ${charges.type}, ${charges.color}, ${groups.ids},
        ${groups.forecastDays}, ${groups.realDays}, ${groups.forecastAmounts}, ${groups.pinned})), '[]')::text`,
    })
    .from(groups)
    .leftJoin(charges, eq(charges.id, groups.chargeId));
  return JSON.parse(result?.groups ?? "[]") as StoredLineGroup[];
}

/** The bank balances recorded in a range, date → cents. */
export async function loadBankBalances(db: DbOrTx, range: DayRange): Promise<Map<string, Cents>> {
  const rows = await db
    .select({ date: forecastBankBalances.date, amountCents: forecastBankBalances.amountCents })
    .from(forecastBankBalances)
    .where(between(forecastBankBalances.date, range.from, range.to));
  return new Map(rows.map((row) => [row.date, row.amountCents]));
}

export interface CarriedTotals {
  /** The last bank balance recorded before the range, if any. */
  lastBank: { date: string; amountCents: Cents } | null;
  /** Real lines from that bank balance (or from the start) to the day before the range. */
  realSinceCents: Cents;
  /** Stored forecast lines from today (or that bank balance, if later) to the day before the range. */
  forecastSinceCents: Cents;
}

/**
 * What the balance carries into a range, in one statement: the last bank balance before it (an
 * InitPlan read once), and the sums of the lines between it and the range.
 */
export async function loadCarriedTotals(db: DbOrTx, from: string, today: string): Promise<CarriedTotals> {
  const bank = forecastBankBalances;
  const lastBankDate = sql`(select ${bank.date} from ${bank} where ${bank.date} < ${from} order by ${bank.date} desc limit 1)`;
  const since = sql`coalesce(${lastBankDate}, '-infinity'::date)`;
  const forecastFrom = sql`greatest(${lastBankDate}, ${today}::date)`;
  const [row] = await db
    .select({
      bankDate: sql<string | null>`${lastBankDate}::text`,
      bankCents: sql<
        string | null
      >`(select ${bank.amountCents} from ${bank} where ${bank.date} = ${lastBankDate})`,
      realSince: sql<string>`coalesce(sum(${forecastItems.amountCents}) filter (where ${forecastItems.realDay} is not null), 0)`,
      forecastSince: sql<string>`coalesce(sum(${forecastItems.amountCents}) filter (where ${forecastItems.realDay} is null), 0)`,
    })
    .from(forecastItems)
    .where(
      or(
        and(
          isNotNull(forecastItems.realDay),
          lt(forecastItems.realDay, from),
          gte(forecastItems.realDay, since),
        ),
        and(
          isNull(forecastItems.realDay),
          lt(forecastItems.forecastDay, from),
          gte(forecastItems.forecastDay, forecastFrom),
        ),
      ),
    );
  const bankDate = row?.bankDate ?? null;
  return {
    lastBank:
      bankDate === null ? null : { date: bankDate, amountCents: toCents(Number(row?.bankCents ?? 0)) },
    realSinceCents: toCents(Number(row?.realSince ?? 0)),
    forecastSinceCents: toCents(Number(row?.forecastSince ?? 0)),
  };
}
