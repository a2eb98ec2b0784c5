import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { inject } from "vitest";
import { createDb, type Db, type DbHandle } from "./client";
import { migrate } from "./migrate";

/**
 * What the test databases of one run are copied from, made once by the vitest globalSetup
 * (scripts/test-setup/global-db.ts): two PostgreSQL template databases, or two PGlite data-dir dumps.
 * `empty` is migrated only; `seeded` also holds the demo data.
 */
export interface TestDbTemplates {
  kind: "postgres" | "pglite";
  empty: string;
  seeded: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    testDbTemplates?: TestDbTemplates;
  }
}

const TEMPLATE_PREFIX = "tc_template_";
/** A template left behind by a killed run is dropped by a later run after this long. */
const ORPHAN_TEMPLATE_MS = 6 * 60 * 60 * 1000;

const adminClient = (url: string) => postgres(url, { max: 1, onnotice: () => {} });

/**
 * A test database does not wait for its commits to reach the disk: only a crash of PostgreSQL itself
 * could lose the last ones (never what a test checks: the kill -9 tests kill the app, not the
 * database), and waiting for each flush was a third of an API file's time on these machines.
 */
const createTestDatabase = async (admin: postgres.Sql, name: string, template?: string) => {
  await admin.unsafe(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  await admin.unsafe(`ALTER DATABASE ${name} SET synchronous_commit = off`);
};

function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * A fresh database for one test file: a new PostgreSQL database when DATABASE_URL is set (CI),
 * otherwise an in-memory PGlite. Migrated; with the demo data when `seeded`. Copied from the run's
 * templates when the globalSetup made them, else migrated here (seeded needs the templates).
 */
export async function createTestDb(options: { seeded?: boolean } = {}): Promise<DbHandle> {
  const templates = inject("testDbTemplates");
  const url = process.env.DATABASE_URL;
  if (options.seeded && !templates) {
    throw new Error("A seeded test database needs the globalSetup scripts/test-setup/global-db.ts");
  }
  const template = templates && (options.seeded ? templates.seeded : templates.empty);
  if (!url) {
    if (templates?.kind === "pglite" && template) {
      return createDb({ loadDataDir: new Blob([readFileSync(template)]) });
    }
    const handle = await createDb({});
    await migrate(handle);
    return handle;
  }
  const name = `tc_test_${randomBytes(6).toString("hex")}`;
  const admin = adminClient(url);
  try {
    await createTestDatabase(admin, name, templates?.kind === "postgres" ? template : undefined);
  } finally {
    await admin.end();
  }
  const handle = await createDb({ url: databaseUrl(url, name), max: 5 });
  if (!template) await migrate(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = adminClient(url);
      await dropper.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface PreparedTemplates {
  templates: TestDbTemplates;
  /** Drops the template databases or deletes the dumps. */
  dispose(): Promise<void>;
}

/**
 * Migrates once and seeds once for the whole run. `key` (a hash of the migrations and the seed code)
 * names the templates; each run makes its own and drops them at the end, so a stale or half-built
 * template is never reused and parallel runs never share one.
 */
export async function prepareTestTemplates(options: {
  key: string;
  seed: (db: Db) => Promise<unknown>;
  now: Date;
}): Promise<PreparedTemplates> {
  const url = process.env.DATABASE_URL;
  return url ? preparePostgres(url, options) : preparePglite(options.seed);
}

async function preparePostgres(
  url: string,
  options: { key: string; seed: (db: Db) => Promise<unknown>; now: Date },
): Promise<PreparedTemplates> {
  const madeAt = Math.floor(options.now.getTime() / 1000).toString(36);
  const base = `${TEMPLATE_PREFIX}${options.key.slice(0, 12)}_${madeAt}_${randomBytes(4).toString("hex")}`;
  const empty = `${base}_empty`;
  const seeded = `${base}_seeded`;
  const admin = adminClient(url);
  const drop = (name: string) => admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    await dropOrphanTemplates(admin, options.now);
    await createTestDatabase(admin, empty);
    const emptyHandle = await createDb({ url: databaseUrl(url, empty), max: 1 });
    await migrate(emptyHandle);
    await emptyHandle.close();
    await createTestDatabase(admin, seeded, empty);
    // Two: the demo runs the forecast rollout, which holds its advisory lock on a connection of its own.
    const seededHandle = await createDb({ url: databaseUrl(url, seeded), max: 2 });
    await options.seed(seededHandle.db);
    await seededHandle.close();
  } catch (error) {
    await drop(seeded);
    await drop(empty);
    await admin.end();
    throw error;
  }
  await admin.end();
  return {
    templates: { kind: "postgres", empty, seeded },
    async dispose() {
      const dropper = adminClient(url);
      await dropper.unsafe(`DROP DATABASE IF EXISTS ${seeded} WITH (FORCE)`);
      await dropper.unsafe(`DROP DATABASE IF EXISTS ${empty} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Names read tc_template_<key>_<made at, epoch seconds base 36>_<random>_<empty|seeded>. */
async function dropOrphanTemplates(admin: postgres.Sql, now: Date): Promise<void> {
  const rows = await admin<{ name: string }[]>`
    select datname as name from pg_database where datname like ${`${TEMPLATE_PREFIX}%`}`;
  for (const { name } of rows) {
    const madeAt = Number.parseInt(name.slice(TEMPLATE_PREFIX.length).split("_")[1] ?? "", 36) * 1000;
    if (Number.isNaN(madeAt) || now.getTime() - madeAt > ORPHAN_TEMPLATE_MS) {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }
}

async function preparePglite(seed: (db: Db) => Promise<unknown>): Promise<PreparedTemplates> {
  const dir = mkdtempSync(join(tmpdir(), "tc-test-db-"));
  const handle = await createDb({});
  try {
    const dump = async (file: string) => {
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      const tarball = await client.dumpDataDir("none");
      writeFileSync(join(dir, file), Buffer.from(await tarball.arrayBuffer()));
      return join(dir, file);
    };
    await migrate(handle);
    const empty = await dump("empty.tar");
    await seed(handle.db);
    const seeded = await dump("seeded.tar");
    return {
      templates: { kind: "pglite", empty, seeded },
      async dispose() {
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  } finally {
    await handle.close();
  }
}
