import { charges, type DbOrTx, forecastItems, triangleCompanies } from "@tronc/db";
import { assertDate, domainError } from "@tronc/domain";
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { ForecastItemListInput } from "../../../../modules/cash/forecast-items/contract";
import type { ServiceContext } from "../../../shared/context";
import { countUpTo, type Page, paginate } from "../../../shared/paginate";
import { type ForecastItemRow, type LineCharge, loadCompanyLabels, storedLineView } from "../line-view";
import type { ForecastLineView } from "../views";

/** The group companies a line may be split on: the active ones. */
export async function activeCompanyIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: triangleCompanies.id })
    .from(triangleCompanies)
    .where(eq(triangleCompanies.isActive, true));
  return rows.map((row) => row.id);
}

/** Stored lines as the screen and the wire show them (their charges' type and colour, companies' names). */
export async function lineViews(db: DbOrTx, rows: ForecastItemRow[]): Promise<ForecastLineView[]> {
  const chargeIds = [...new Set(rows.flatMap((row) => (row.chargeId === null ? [] : [row.chargeId])))];
  const [companies, chargeRows] = await Promise.all([
    loadCompanyLabels(db),
    chargeIds.length === 0
      ? []
      : db
          .select({ id: charges.id, type: charges.type, color: charges.color })
          .from(charges)
          .where(inArray(charges.id, chargeIds)),
  ]);
  const chargesById = new Map<number, LineCharge>(chargeRows.map((row) => [row.id, row]));
  return rows.map((row) =>
    storedLineView(row, row.chargeId === null ? null : (chargesById.get(row.chargeId) ?? null), companies),
  );
}

/** The stored line, optionally under its row lock (a save waits for another save of the same line). */
export async function loadLineRow(db: DbOrTx, id: number, lock = false): Promise<ForecastItemRow> {
  const query = db.select().from(forecastItems).where(eq(forecastItems.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw domainError("FORECAST_LINE_NOT_FOUND", "notFound");
  return row;
}

export async function getForecastItem(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<ForecastLineView> {
  const [view] = await lineViews(ctx.db, [await loadLineRow(ctx.db, id)]);
  if (!view) throw domainError("FORECAST_LINE_NOT_FOUND", "notFound");
  return view;
}

function listDate(value: string | null | undefined, field: string): string | undefined {
  if (!value?.trim()) return undefined;
  const text = value.trim().slice(0, 10);
  try {
    return assertDate(text);
  } catch {
    throw domainError("INVALID_DATE", "invalid", { value: value.trim() }, { field });
  }
}

/** The day a line shows on: its real day once declared, else its planned day. */
const shownOn = sql<string>`coalesce(${forecastItems.realDay}, ${forecastItems.forecastDay})`;

/** Stored lines shown from dateFrom to dateTo (both included, either open), by day then id. */
export async function listForecastItems(
  ctx: ServiceContext,
  input: ForecastItemListInput,
): Promise<Page<ForecastLineView>> {
  const from = listDate(input.dateFrom, "dateFrom");
  const to = listDate(input.dateTo, "dateTo");
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(shownOn, from));
  if (to) conditions.push(lte(shownOn, to));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  return paginate(
    { page: input.page, pageSize: input.pageSize },
    {
      count: (limit) => countUpTo(ctx.db, forecastItems, where, limit),
      rows: (limit, offset) =>
        ctx.db
          .select()
          .from(forecastItems)
          .where(where)
          .orderBy(asc(shownOn), asc(forecastItems.id))
          .limit(limit)
          .offset(offset),
      map: (rows) => lineViews(ctx.db, rows),
    },
  );
}
