import { charges, type Db, forecastItems } from "@tronc/db";
import { forecastWindowRange, planChargeRollout, rolloutPlanSize, toParisDate } from "@tronc/domain";
import { asc, eq, isNotNull, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runForecastRollout } from "../../../src/services/cash/forecast/rollout/run";
import { createTestApp, type TestApp } from "../../helpers";
import { insertRolloutVolume } from "./rollout-volume";

/**
 * A run writes each batch in one statement, a charge's values once for all its lines: on a volume of
 * every kind of charge and line (recurrences, splits, values changed midway, deactivated charges,
 * pinned, real, stale and misplaced lines), what it writes must be exactly what the domain plans.
 */
const NOW = new Date("2026-03-10T09:00:00Z");
const window = forecastWindowRange(toParisDate(NOW));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ modules: [], now: () => NOW });
  await t.handle.db.delete(forecastItems);
  await t.handle.db.delete(charges);
  await insertRolloutVolume(t.handle.db, { count: 240, window });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const keptLines = (db: Db) =>
  db
    .select()
    .from(forecastItems)
    .where(or(eq(forecastItems.isPinned, true), isNotNull(forecastItems.realDay)))
    .orderBy(asc(forecastItems.id));

/** What the domain would still plan for every charge, from the lines as they are stored now. */
async function plannedAfter(db: Db): Promise<number> {
  const [chargeRows, lineRows] = await Promise.all([
    db.select().from(charges).orderBy(asc(charges.id)),
    db.select().from(forecastItems),
  ]);
  return chargeRows.reduce((total, charge) => {
    const lines = lineRows.filter((line) => line.chargeId === charge.id);
    return total + rolloutPlanSize(planChargeRollout(charge, lines, window));
  }, 0);
}

describe("the rollout on a volume of charges", () => {
  it("writes what the dry run counted, whatever the batch size, and leaves nothing to plan", async () => {
    const db = t.handle.db;
    const kept = await keptLines(db);
    expect(kept.length).toBeGreaterThan(0);
    const dry = await runForecastRollout(db, { now: NOW, dryRun: true, batchSize: 1_000 });
    expect(dry.inserted).toBeGreaterThan(0);
    expect(dry.updated).toBeGreaterThan(0);
    expect(dry.deleted).toBeGreaterThan(0);

    const real = await runForecastRollout(db, { now: NOW, batchSize: 7 });
    expect(real).toEqual({ ...dry, dryRun: false });
    expect(await plannedAfter(db)).toBe(0);
    // pinned and real lines are left as they were, to the last column
    expect(await keptLines(db)).toEqual(kept);
    const states = await db.selectDistinct({ state: charges.state }).from(charges);
    expect(states.map((row) => row.state).sort()).toEqual(["STATE_CHARGE_ACTIVE", "STATE_CHARGE_INACTIVE"]);

    const again = await runForecastRollout(db, { now: NOW, batchSize: 1_000 });
    expect([again.inserted, again.updated, again.deleted]).toEqual([0, 0, 0]);
  });
});
