import { charges, type DbOrTx, executeRows, forecastItems } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  planChargeRollout,
  type RolloutExistingLine,
  type RolloutInsert,
  type RolloutLineValues,
  type RolloutUpdate,
} from "@tronc/domain";
import { and, asc, between, gt, inArray, type SQL, sql } from "drizzle-orm";

export interface BatchCounts {
  charges: number;
  inserted: number;
  updated: number;
  deleted: number;
  /** The last charge id of the batch: the next batch starts after it. */
  lastId: number;
}

async function loadCharges(tx: DbOrTx, afterId: number, batchSize: number, lockRows: boolean) {
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

type StoredLineTuple = [
  id: number,
  chargeId: number,
  forecastDay: string,
  title: string,
  amountCents: Cents,
  companiesParts: RolloutExistingLine["companiesParts"],
  isPinned: boolean,
  realDay: string | null,
];

/**
 * The batch's lines on the window, by charge, in one query. A second run reads a line per occurrence
 * (thousands): PostgreSQL sends them as one JSON array of tuples, read in one parse.
 */
async function loadLines(
  tx: DbOrTx,
  chargeIds: number[],
  window: { from: string; to: string },
): Promise<Map<number, RolloutExistingLine[]>> {
  const f = forecastItems;
  const [result] = await tx
    .select({
      lines: sql<string>`coalesce(json_agg(json_build_array(${f.id}, ${f.chargeId}, ${f.forecastDay}, ${f.title},
        ${f.amountCents}, ${f.companiesParts}, ${f.isPinned}, ${f.realDay})), '[]')::text`,
    })
    .from(f)
    .where(and(inArray(f.chargeId, chargeIds), between(f.forecastDay, window.from, window.to)));
  const tuples = JSON.parse(result?.lines ?? "[]") as StoredLineTuple[];
  const byCharge = new Map<number, RolloutExistingLine[]>();
  for (const [id, chargeId, forecastDay, title, amountCents, companiesParts, isPinned, realDay] of tuples) {
    const line = { id, forecastDay, title, amountCents, companiesParts, isPinned, realDay };
    const lines = byCharge.get(chargeId);
    if (lines) lines.push(line);
    else byCharge.set(chargeId, [line]);
  }
  return byCharge;
}

/** A plan gives all the lines of its charge the same values (one object): they travel once. */
const sameValues = (left: RolloutLineValues, right: RolloutLineValues) =>
  left.title === right.title &&
  left.amountCents === right.amountCents &&
  left.companiesParts === right.companiesParts;

const valuesOf = ({ title, amountCents, companiesParts }: RolloutLineValues): RolloutLineValues => ({
  title,
  amountCents,
  companiesParts,
});

/** Consecutive inserts of one charge with the same values: the values once, with their days. */
function insertGroups(inserts: readonly RolloutInsert[]) {
  const groups: (RolloutLineValues & { chargeId: number; days: string[] })[] = [];
  for (const insert of inserts) {
    const last = groups.at(-1);
    if (last && last.chargeId === insert.chargeId && sameValues(last, insert))
      last.days.push(insert.forecastDay);
    else groups.push({ ...valuesOf(insert), chargeId: insert.chargeId, days: [insert.forecastDay] });
  }
  return groups;
}

/** Consecutive updates with the same values: the values once, with the ids of their lines. */
function updateGroups(updates: readonly RolloutUpdate[]) {
  const groups: (RolloutLineValues & { ids: number[] })[] = [];
  for (const update of updates) {
    const last = groups.at(-1);
    if (last && sameValues(last, update)) last.ids.push(update.id);
    else groups.push({ ...valuesOf(update), ids: [update.id] });
  }
  return groups;
}

/** What a batch writes, as the plans of its charges say. */
interface BatchWrites {
  /** Lines of active charges: one pinned meanwhile is kept. */
  activeDeletes: number[];
  /** Lines of switched-off charges, pinned or not. */
  inactiveDeletes: number[];
  updates: RolloutUpdate[];
  inserts: RolloutInsert[];
  chargeIds: number[];
}

/** One jsonb parameter, expanded by PostgreSQL: a single value whatever the number of rows. */
const jsonb = (value: unknown): SQL => sql`${JSON.stringify(value)}::jsonb`;

const ids = (value: number[]): SQL =>
  sql`(select value::integer from jsonb_array_elements_text(${jsonb(value)}))`;

/**
 * Every write of a batch in one statement (one round trip): deletes, updates, inserts, then the
 * charges' states, PENDING → ACTIVE for the active ones and → INACTIVE for the switched-off ones. A
 * line declared real or pinned meanwhile is left alone; a line inserted meanwhile is kept (ON
 * CONFLICT DO NOTHING). A plan never touches a line twice nor inserts on a day it deletes: the parts
 * of the statement, which all see the rows as they were, never meet.
 */
async function writeBatch(tx: DbOrTx, writes: BatchWrites, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rolledOutState = sql`case when is_active then 'STATE_CHARGE_ACTIVE' else 'STATE_CHARGE_INACTIVE' end`;
  const [counts] = await executeRows<{ deleted: number; updated: number; inserted: number }>(
    tx,
    sql`
    with deleted as (
      delete from forecast_items
      where real_day is null
        and ((id in ${ids(writes.activeDeletes)} and not is_pinned) or id in ${ids(writes.inactiveDeletes)})
      returning id
    ), updated as (
      update forecast_items as line
      set title = r.title, amount_cents = r."amountCents", companies_parts = r."companiesParts", updated_at = ${at}
      from jsonb_to_recordset(${jsonb(updateGroups(writes.updates))})
          as r(title varchar, "amountCents" bigint, "companiesParts" jsonb, ids jsonb),
        jsonb_array_elements_text(r.ids) as line_id
      where line.id = line_id::integer and not line.is_pinned and line.real_day is null
      returning line.id
    ), inserted as (
      insert into forecast_items (charge_id, forecast_day, title, amount_cents, companies_parts, created_at, updated_at)
      select r."chargeId", day::date, r.title, r."amountCents", r."companiesParts", ${at}, ${at}
      from jsonb_to_recordset(${jsonb(insertGroups(writes.inserts))})
          as r("chargeId" integer, title varchar, "amountCents" bigint, "companiesParts" jsonb, days jsonb),
        jsonb_array_elements_text(r.days) as day
      on conflict (charge_id, forecast_day) do nothing
      returning id
    ), states as (
      update charges set state = ${rolledOutState}
      where id in ${ids(writes.chargeIds)} and state <> ${rolledOutState}
    )
    select (select count(*) from deleted)::integer as deleted, (select count(*) from updated)::integer as updated,
      (select count(*) from inserted)::integer as inserted`,
  );
  return { deleted: counts?.deleted ?? 0, updated: counts?.updated ?? 0, inserted: counts?.inserted ?? 0 };
}

/**
 * One batch of charges after `afterId`, in the caller's transaction: loads them (locked) and their
 * lines on the window, plans each charge, and (unless a dry run) writes the plans and the states.
 * Returns null when no charge is left.
 */
export async function rolloutBatch(
  tx: DbOrTx,
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
  const chargeIds = batch.map((charge) => charge.id);
  const lines = await loadLines(tx, chargeIds, options.window);
  const writes: BatchWrites = { activeDeletes: [], inactiveDeletes: [], updates: [], inserts: [], chargeIds };
  for (const charge of batch) {
    const plan = planChargeRollout(charge, lines.get(charge.id) ?? [], options.window);
    writes.inserts.push(...plan.inserts);
    writes.updates.push(...plan.updates);
    // An active charge's pinned line is kept; a switched-off charge's is deleted with the others.
    (charge.isActive ? writes.activeDeletes : writes.inactiveDeletes).push(...plan.deletes);
  }
  const planned = {
    charges: batch.length,
    inserted: writes.inserts.length,
    updated: writes.updates.length,
    deleted: writes.activeDeletes.length + writes.inactiveDeletes.length,
    lastId,
  };
  if (options.dryRun) return planned;
  return { ...planned, ...(await writeBatch(tx, writes, options.now)) };
}
