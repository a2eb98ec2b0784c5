import { charges, type Db, forecastItems } from "@tronc/db";
import { forecastWindowRange, toParisDate } from "@tronc/domain";
import { asc, count, max, sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { freshDatabase, type RolloutProcess, startRollout } from "./rollout-process";
import { insertRolloutVolume } from "./rollout-volume";

/**
 * The must-show proof (issue 16): `pnpm forecast:rollout` killed with SIGKILL in the middle of a run of
 * 1 000 charges, then run again, leaves exactly the lines of an uninterrupted run; and a second
 * instance started while one runs exits at once with code 3. Real processes on real PostgreSQL
 * databases: runs only when DATABASE_URL is set (the "api-postgres" project).
 */
const CHARGES = 1_000;
const window = forecastWindowRange(toParisDate(new Date()));
const databases: Awaited<ReturnType<typeof freshDatabase>>[] = [];

afterAll(async () => {
  for (const database of databases) await database.drop();
}, 60_000);

async function volumeDatabase(prefix: string) {
  const database = await freshDatabase(prefix);
  databases.push(database);
  await insertRolloutVolume(database.handle.db, { count: CHARGES, window });
  return database;
}

/** Every line as the forecast shows it, and every charge's state, in a stable order. */
async function snapshot(db: Db) {
  const lines = await db
    .select({
      chargeId: forecastItems.chargeId,
      forecastDay: forecastItems.forecastDay,
      title: forecastItems.title,
      amountCents: forecastItems.amountCents,
      forecastAmountCents: forecastItems.forecastAmountCents,
      companiesParts: forecastItems.companiesParts,
      isPinned: forecastItems.isPinned,
      realDay: forecastItems.realDay,
    })
    .from(forecastItems)
    .orderBy(asc(forecastItems.chargeId), asc(forecastItems.forecastDay));
  const states = await db
    .select({ id: charges.id, state: charges.state })
    .from(charges)
    .orderBy(asc(charges.id));
  return { lines, states };
}

async function lineCount(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(forecastItems);
  return row?.total ?? 0;
}

describe("pnpm forecast:rollout on PostgreSQL, in its own process", () => {
  it("killed (SIGKILL) in the middle of 1 000 charges then run again: exactly the lines of an uninterrupted run", async () => {
    const interrupted = await volumeDatabase("test_rollout_killed");
    const uninterrupted = await volumeDatabase("test_rollout_whole");
    const before = await lineCount(interrupted.handle.db);

    const killed = startRollout(interrupted.url, ["--batch-size", "50"]);
    const done = await killed.firstProgress();
    killed.child.kill("SIGKILL");
    const killedEnd = await killed.ended;
    // it was killed in the middle: after its first batch of 50 charges, before the last
    expect(done).toBe(50);
    expect(killedEnd.signal).toBe("SIGKILL");
    expect(killed.stdout()).not.toContain("Déploiement terminé");
    const midway = await lineCount(interrupted.handle.db);
    expect(midway).toBeGreaterThan(before);

    const resumed = startRollout(interrupted.url, ["--batch-size", "50"]);
    expect((await resumed.ended).code).toBe(0);
    expect(resumed.stdout()).toContain(`Déploiement terminé : ${CHARGES} charge(s)`);

    const whole = startRollout(uninterrupted.url);
    expect((await whole.ended).code).toBe(0);

    const expected = await snapshot(uninterrupted.handle.db);
    const actual = await snapshot(interrupted.handle.db);
    expect(actual.lines.length).toBe(expected.lines.length);
    expect(midway).toBeLessThan(expected.lines.length);
    expect(actual).toEqual(expected);
    // every active charge rolled out, every deactivated one marked so
    expect(new Set(actual.states.map((charge) => charge.state))).toEqual(
      new Set(["STATE_CHARGE_ACTIVE", "STATE_CHARGE_INACTIVE"]),
    );
    // the split is stored as a JSON array of shares (not as a string), summing to the line's amount
    const [badParts] = await interrupted.handle.db
      .select({ total: count() })
      .from(forecastItems)
      .where(
        sql`jsonb_typeof(${forecastItems.companiesParts}) <> 'array' or ${forecastItems.amountCents} <> (select coalesce(sum((part->>'amountCents')::bigint), 0) from jsonb_array_elements(${forecastItems.companiesParts}) part)`,
      );
    expect(badParts?.total).toBe(0);

    const again = startRollout(interrupted.url);
    expect((await again.ended).code).toBe(0);
    expect(again.stdout()).toContain("lignes 0 ajoutée(s), 0 modifiée(s), 0 supprimée(s)");
  });

  it("a second instance while one runs exits at once with code 3 and says why", async () => {
    const database = await volumeDatabase("test_rollout_twice");
    const [last] = await database.handle.db.select({ id: max(charges.id) }).from(charges);
    // An accountant's edit holds the last charge: the first instance waits for it at its last batch,
    // holding the rollout's lock all along.
    const editor = postgres(database.url, { max: 1, onnotice: () => {} });
    const connection = await editor.reserve();
    await connection`begin`;
    await connection`select id from charges where id = ${last?.id ?? 0} for update`;
    let editing = true;
    let first: RolloutProcess | undefined;
    try {
      first = startRollout(database.url, ["--batch-size", "100"]);
      expect(await first.firstProgress()).toBe(100);

      const second = startRollout(database.url);
      const secondEnd = await second.ended;
      expect(secondEnd.code).toBe(3);
      expect(second.stderr()).toContain(
        "Le déploiement des charges dans le prévisionnel est déjà en cours (un autre processus tient le verrou) : rien n'a été fait, relancez plus tard.",
      );
      expect(second.stdout()).toBe("");
      // it did not wait for the first: that one is still waiting for the edit
      expect(first.child.exitCode).toBeNull();

      await connection`commit`;
      editing = false;
      expect((await first.ended).code).toBe(0);
      expect(first.stdout()).toContain(`Déploiement terminé : ${CHARGES} charge(s)`);
    } finally {
      if (editing) await connection`rollback`;
      if (first && first.child.exitCode === null) first.child.kill("SIGKILL");
      connection.release();
      await editor.end({ timeout: 5 });
    }
  });

  it("run as cron runs it, `pnpm forecast:rollout`, while the lock is held: exit code 3 and the French reason alone on stderr", async () => {
    const database = await freshDatabase("test_rollout_pnpm");
    databases.push(database);
    // Another run's lock, held by hand on a connection of its own (the rollout's advisory lock key).
    const holder = postgres(database.url, { max: 1, onnotice: () => {} });
    const connection = await holder.reserve();
    await connection`select pg_advisory_lock(hashtextextended('tronc:forecast-rollout', 0))`;
    try {
      const blocked = startRollout(database.url, [], { throughPnpm: true });
      expect((await blocked.ended).code).toBe(3);
      expect(blocked.stderr().trim()).toBe(
        "Le déploiement des charges dans le prévisionnel est déjà en cours (un autre processus tient le verrou) : rien n'a été fait, relancez plus tard.",
      );
      expect(blocked.stdout()).not.toContain("undefined");
      expect(blocked.stdout()).not.toContain("Déploiement terminé");
    } finally {
      connection.release();
      await holder.end({ timeout: 5 });
    }
    // the lock released, the same command does the work and exits 0
    const free = startRollout(database.url, [], { throughPnpm: true });
    expect((await free.ended).code).toBe(0);
    expect(free.stdout()).toContain("Déploiement terminé : 0 charge(s)");
  });
});
