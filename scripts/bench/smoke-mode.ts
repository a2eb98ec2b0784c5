import { randomBytes } from "node:crypto";
import { createDb, type DbHandle, migrate } from "@tronc/db";
import postgres from "postgres";

/**
 * What the benches' --smoke mode shares (CI runs every bench that way: scripts/bench/smoke.ts). On tiny
 * data the figures are printed but no target is judged: a smoke run fails only when the bench breaks.
 */

/** Set by the runner: a database migrated and seeded with the demo once, that smoke databases copy. */
export const SMOKE_TEMPLATE_ENV = "TC_BENCH_SMOKE_TEMPLATE";

/** The exit code of a bench: its target decides, except in a smoke run, which only says so. */
export function verdict(met: boolean, smoke: boolean | undefined): number {
  if (!smoke) return met ? 0 : 1;
  console.log("Mode --smoke : données minuscules, objectif non jugé.");
  return 0;
}

export interface BenchRun {
  smoke: boolean | undefined;
  /** Measures and prints the figures; answers whether the target is met. */
  measure: () => Promise<boolean>;
  /** What is said of the target outside a smoke run. */
  words?: { met: string; missed: string };
  /** Run in order whatever happened (connections, databases, servers). */
  cleanups: (() => unknown)[];
}

/**
 * A bench's run: the target decides the exit code (outside a smoke run); an error is printed in one
 * line with its cause (drizzle's "Failed query" names the statement, PostgreSQL's words are its cause)
 * and exits 1; the cleanups run whatever happened.
 */
export async function runBench(run: BenchRun): Promise<void> {
  const words = run.words ?? { met: "Objectif tenu.", missed: "Objectif manqué." };
  try {
    const met = await run.measure();
    if (!run.smoke) console.log(met ? words.met : words.missed);
    process.exitCode = verdict(met, run.smoke);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    if (error instanceof Error && error.cause) console.error(String(error.cause));
    process.exitCode = 1;
  } finally {
    for (const cleanup of run.cleanups) await cleanup();
  }
}

export interface SmokeDatabase {
  name: string;
  /** DATABASE_URL's server, this database. */
  url: string;
  drop(): Promise<void>;
}

const adminClient = (url: string) => postgres(url, { max: 1, onnotice: () => {} });

const SMOKE_PREFIX = "tc_smoke_";
/** A smoke database older than this was left by a run that was killed (a run takes a minute or two). */
const STALE_MS = 2 * 60 * 60 * 1000;

/**
 * A database of the bench's own on DATABASE_URL's server (tc_smoke_<bench>_<made at, epoch seconds
 * base 36>_<random>), so that a smoke run never reads nor fills a bench's long-lived database, nor
 * another run's: empty, or a copy of the runner's template (migrated, with the demo: the benches seed
 * only an empty database).
 */
export async function smokeDatabase(baseUrl: string, bench: string): Promise<SmokeDatabase> {
  const madeAt = Math.floor(Date.now() / 1000).toString(36);
  const name = `${SMOKE_PREFIX}${bench.replace(/[^a-z0-9]+/g, "_")}_${madeAt}_${randomBytes(4).toString("hex")}`;
  const template = process.env[SMOKE_TEMPLATE_ENV];
  const creator = adminClient(baseUrl);
  try {
    await creator.unsafe(`create database ${name}${template ? ` template ${template}` : ""}`);
  } finally {
    await creator.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const dropper = adminClient(baseUrl);
      try {
        await dropper.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** Drops the smoke databases that killed runs left behind (those of a run under way are recent). */
export async function dropStaleSmokeDatabases(baseUrl: string, now = Date.now()): Promise<string[]> {
  const admin = adminClient(baseUrl);
  try {
    const rows = await admin<{ datname: string }[]>`
      select datname from pg_database where datname like ${`${SMOKE_PREFIX}%`}`;
    const stale = rows
      .map((row) => row.datname)
      .filter((name) => {
        const madeAt = Number.parseInt(name.split("_").at(-2) ?? "", 36) * 1000;
        return Number.isFinite(madeAt) && now - madeAt > STALE_MS;
      });
    for (const name of stale) await admin.unsafe(`drop database if exists ${name} with (force)`);
    return stale;
  } finally {
    await admin.end();
  }
}

/**
 * The demo database of a bench that runs on an in-memory PGlite; in a smoke run with DATABASE_URL, a
 * database of its own on that server instead (as CI's tests, which run on PostgreSQL), dropped by
 * `close`. Migrated, with the demo data.
 */
export async function openDemoDb(smoke: boolean, bench: string): Promise<DbHandle> {
  const baseUrl = process.env.DATABASE_URL;
  const own = smoke && baseUrl ? await smokeDatabase(baseUrl, bench) : null;
  // Two connections at least: the demo's forecast rollout holds its lock on a connection of its own.
  const handle = own ? await createDb({ url: own.url, max: 4 }) : await createDb({});
  try {
    await migrate(handle);
    const { isDatabaseEmpty, seedDemo } = await import("@tronc/api");
    if (await isDatabaseEmpty(handle.db)) await seedDemo(handle.db, new Date());
  } catch (error) {
    await handle.close();
    await own?.drop();
    throw error;
  }
  if (!own) return handle;
  return {
    ...handle,
    async close() {
      await handle.close();
      await own.drop();
    },
  };
}

/**
 * The runner's demo database: migrated and seeded once, then copied by each bench's own database
 * (SMOKE_TEMPLATE_ENV), which saves each bench its migration and seed.
 */
export async function prepareSmokeDemo(baseUrl: string): Promise<SmokeDatabase> {
  const demo = await smokeDatabase(baseUrl, "demo");
  try {
    const { seedDemo } = await import("@tronc/api");
    // Two connections: the demo's forecast rollout holds its lock on a connection of its own.
    const handle = await createDb({ url: demo.url, max: 2 });
    try {
      await migrate(handle);
      await seedDemo(handle.db, new Date());
    } finally {
      await handle.close();
    }
    return demo;
  } catch (error) {
    await demo.drop();
    throw error;
  }
}
