import { charges, type DbOrTx, forecastBankBalances, forecastItems } from "@tronc/db";
import { and, between, gte, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { type CompanyLabel, type LineCharge, type StoredLineFields, storedLineView } from "../line-view";
import type { ForecastLineView } from "../views";
import type { DayRange } from "./range";

type StoredLineTuple = [
  id: number,
  title: string,
  amountCents: number,
  forecastAmountCents: number | null,
  forecastDay: string,
  realDay: string | null,
  chargeId: number | null,
  isPinned: boolean,
  companiesParts: StoredLineFields["companiesParts"],
  chargeType: LineCharge["type"] | null,
  chargeColor: string | null,
];

/**
 * The stored lines shown in a range, as storedLineView shows them: not real by their planned day,
 * real by the day they were paid. The 12 months hold thousands of lines: PostgreSQL sends them as one
 * JSON array of tuples, read in one parse, rather than as thousands of rows decoded one by one.
 */
export async function loadStoredLineViews(
  db: DbOrTx,
  range: DayRange,
  companies: Map<number, CompanyLabel>,
): Promise<ForecastLineView[]> {
  const f = forecastItems;
  const [result] = await db
    .select({
      lines: sql<string>`coalesce(json_agg(json_build_array(${f.id}, ${f.title}, ${f.amountCents},
        ${f.forecastAmountCents}, ${f.forecastDay}, ${f.realDay}, ${f.chargeId}, ${f.isPinned}, ${f.companiesParts},
        ${charges.type}, ${charges.color}) order by ${f.id}), '[]')::text`,
    })
    .from(f)
    .leftJoin(charges, sql`${charges.id} = ${f.chargeId}`)
    .where(
      or(
        and(isNull(f.realDay), between(f.forecastDay, range.from, range.to)),
        between(f.realDay, range.from, range.to),
      ),
    );
  const tuples = JSON.parse(result?.lines ?? "[]") as StoredLineTuple[];
  return tuples.map(
    ([
      id,
      title,
      amount,
      forecastAmount,
      forecastDay,
      realDay,
      chargeId,
      isPinned,
      companiesParts,
      type,
      color,
    ]) =>
      storedLineView(
        {
          id,
          title,
          amountCents: amount as StoredLineFields["amountCents"],
          forecastAmountCents: forecastAmount as StoredLineFields["forecastAmountCents"],
          forecastDay,
          realDay,
          chargeId,
          isPinned,
          companiesParts,
        },
        type !== null && color !== null ? { type, color } : null,
        companies,
      ),
  );
}

/** The bank balances recorded in a range, date → cents. */
export async function loadBankBalances(db: DbOrTx, range: DayRange): Promise<Map<string, number>> {
  const rows = await db
    .select({ date: forecastBankBalances.date, amountCents: forecastBankBalances.amountCents })
    .from(forecastBankBalances)
    .where(between(forecastBankBalances.date, range.from, range.to));
  return new Map(rows.map((row) => [row.date, row.amountCents]));
}

export interface CarriedTotals {
  /** The last bank balance recorded before the range, if any. */
  lastBank: { date: string; amountCents: number } | null;
  /** Real lines from that bank balance (or from the start) to the day before the range. */
  realSinceCents: number;
  /** Stored forecast lines from today (or that bank balance, if later) to the day before the range. */
  forecastSinceCents: number;
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
    lastBank: bankDate === null ? null : { date: bankDate, amountCents: Number(row?.bankCents ?? 0) },
    realSinceCents: Number(row?.realSince ?? 0),
    forecastSinceCents: Number(row?.forecastSince ?? 0),
  };
}
