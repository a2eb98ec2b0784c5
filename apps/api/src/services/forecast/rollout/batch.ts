import { charges, forecastItems, type Tx } from "@tronc/db";
import {
  type ChargeState,
  planChargeRollout,
  type RolloutExistingLine,
  type RolloutInsert,
  type RolloutUpdate,
} from "@tronc/domain";
import { and, asc, between, gt, inArray, isNull, not, type SQL, sql } from "drizzle-orm";

export interface BatchCounts {
  charges: number;
  inserted: number;
  updated: number;
  deleted: number;
  /** The last charge id of the batch: the next batch starts after it. */
  lastId: number;
}

/** Rows per INSERT, UPDATE or DELETE statement: a bounded parameter whatever the batch size. */
const ROWS_PER_STATEMENT = 1_000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

async function loadCharges(tx: Tx, afterId: number, batchSize: number, lockRows: boolean) {
  const query = tx
    .select({
      id: charges.id,
      title: charges.title,
      amountCents: charges.amountCents,
      everyNMonth: charges.everyNMonth,
      dayOfMonth: charges.dayOfMonth,
      dateFrom: charges.dateFrom,
      valuesFrom: charges.valuesFrom,
      isActive: charges.isActive,
      deactivatedFrom: charges.deactivatedFrom,
      companiesParts: charges.companiesParts,
    })
    .from(charges)
    .where(gt(charges.id, afterId))
    .orderBy(asc(charges.id))
    .limit(batchSize);
  // An edit of one of these charges waits for the batch (and the batch for it): never half of both.
  return lockRows ? query.for("update") : query;
}

/** The batch's lines on the window, by charge, in one query. */
async function loadLines(
  tx: Tx,
  chargeIds: number[],
  window: { from: string; to: string },
): Promise<Map<number, RolloutExistingLine[]>> {
  const rows = await tx
    .select({
      id: forecastItems.id,
      chargeId: forecastItems.chargeId,
      forecastDay: forecastItems.forecastDay,
      title: forecastItems.title,
      amountCents: forecastItems.amountCents,
      companiesParts: forecastItems.companiesParts,
      isPinned: forecastItems.isPinned,
      realDay: forecastItems.realDay,
    })
    .from(forecastItems)
    .where(
      and(
        inArray(forecastItems.chargeId, chargeIds),
        between(forecastItems.forecastDay, window.from, window.to),
      ),
    );
  const byCharge = new Map<number, RolloutExistingLine[]>();
  for (const { chargeId, ...line } of rows) {
    if (chargeId === null) continue;
    const lines = byCharge.get(chargeId) ?? [];
    lines.push(line);
    byCharge.set(chargeId, lines);
  }
  return byCharge;
}

/**
 * The rows go as one jsonb parameter expanded by PostgreSQL (jsonb_to_recordset): one parameter instead
 * of seven per row, which postgres.js and drizzle would otherwise each handle one by one.
 */
function rowsParameter(rows: readonly object[]): SQL {
  return sql`${JSON.stringify(rows)}::jsonb`;
}

/** One multi-row INSERT … ON CONFLICT DO NOTHING per chunk: a line written meanwhile is kept. */
async function insertLines(tx: Tx, inserts: RolloutInsert[], now: Date): Promise<number> {
  let inserted = 0;
  for (const chunk of chunks(inserts, ROWS_PER_STATEMENT)) {
    const result = await tx.execute(sql`
      insert into forecast_items (charge_id, forecast_day, title, amount_cents, companies_parts, created_at, updated_at)
      select r."chargeId", r."forecastDay", r.title, r."amountCents", r."companiesParts", ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${rowsParameter(chunk)})
        as r("chargeId" integer, "forecastDay" date, title varchar, "amountCents" bigint, "companiesParts" jsonb)
      on conflict (charge_id, forecast_day) do nothing
      returning id`);
    inserted += rowCount(result);
  }
  return inserted;
}

/** One UPDATE … FROM per chunk; a line pinned or declared real meanwhile is left alone. */
async function updateLines(tx: Tx, updates: RolloutUpdate[], now: Date): Promise<number> {
  let updated = 0;
  for (const chunk of chunks(updates, ROWS_PER_STATEMENT)) {
    const result = await tx.execute(sql`
      update forecast_items as line
      set title = r.title, amount_cents = r."amountCents", companies_parts = r."companiesParts",
        updated_at = ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${rowsParameter(chunk)})
        as r(id integer, title varchar, "amountCents" bigint, "companiesParts" jsonb)
      where line.id = r.id and not line.is_pinned and line.real_day is null
      returning line.id`);
    updated += rowCount(result);
  }
  return updated;
}

function rowCount(result: unknown): number {
  if (Array.isArray(result)) return result.length;
  return (result as { rows?: unknown[] }).rows?.length ?? 0;
}

async function deleteLines(tx: Tx, ids: number[], keepPinned: boolean): Promise<number> {
  let deleted = 0;
  for (const chunk of chunks(ids, ROWS_PER_STATEMENT)) {
    const conditions: SQL[] = [inArray(forecastItems.id, chunk), isNull(forecastItems.realDay)];
    if (keepPinned) conditions.push(not(forecastItems.isPinned));
    const rows = await tx
      .delete(forecastItems)
      .where(and(...conditions))
      .returning({ id: forecastItems.id });
    deleted += rows.length;
  }
  return deleted;
}

/** PENDING → ACTIVE for the active charges, → INACTIVE for the switched-off ones, in one statement. */
async function setStates(tx: Tx, chargeIds: number[]): Promise<void> {
  const rolledOutState = sql<ChargeState>`case when ${charges.isActive} then 'STATE_CHARGE_ACTIVE' else 'STATE_CHARGE_INACTIVE' end`;
  await tx
    .update(charges)
    .set({ state: rolledOutState })
    .where(and(inArray(charges.id, chargeIds), sql`${charges.state} <> ${rolledOutState}`));
}

/**
 * One batch of charges after `afterId`, in the caller's transaction: loads them (locked) and their
 * lines on the window, plans each charge, and (unless a dry run) writes the plans and the states.
 * Returns null when no charge is left.
 */
export async function rolloutBatch(
  tx: Tx,
  options: {
    afterId: number;
    batchSize: number;
    window: { from: string; to: string };
    now: Date;
    dryRun: boolean;
  },
): Promise<BatchCounts | null> {
  const batch = await loadCharges(tx, options.afterId, options.batchSize, !options.dryRun);
  const lastId = batch.at(-1)?.id;
  if (lastId === undefined) return null;
  const lines = await loadLines(
    tx,
    batch.map((charge) => charge.id),
    options.window,
  );
  const plans = batch.map((charge) => ({
    charge,
    plan: planChargeRollout(charge, lines.get(charge.id) ?? [], options.window),
  }));
  const inserts = plans.flatMap(({ plan }) => plan.inserts);
  const updates = plans.flatMap(({ plan }) => plan.updates);
  const deletesOf = (active: boolean) =>
    plans.filter(({ charge }) => charge.isActive === active).flatMap(({ plan }) => plan.deletes);
  // An active charge's pinned line is kept; a switched-off charge's is deleted with the others.
  const activeDeletes = deletesOf(true);
  const inactiveDeletes = deletesOf(false);
  if (options.dryRun) {
    return {
      charges: batch.length,
      inserted: inserts.length,
      updated: updates.length,
      deleted: activeDeletes.length + inactiveDeletes.length,
      lastId,
    };
  }
  const deleted =
    (await deleteLines(tx, activeDeletes, true)) + (await deleteLines(tx, inactiveDeletes, false));
  const updated = await updateLines(tx, updates, options.now);
  const inserted = await insertLines(tx, inserts, options.now);
  await setStates(
    tx,
    batch.map((charge) => charge.id),
  );
  return { charges: batch.length, inserted, updated, deleted, lastId };
}
