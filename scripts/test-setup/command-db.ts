import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, type DbHandle, migrate } from "@tronc/db";
import postgres from "postgres";

/** The database a command under test works on, and the environment that points the command at it. */
export interface CommandDb {
  /** DATA_DIR and DATABASE_URL for the command's process (INIT_CWD cleared: no .env of the checkout). */
  readonly env: Record<string, string>;
  /** A handle on the same database, for the test to prepare and read it. */
  open(): Promise<DbHandle>;
  /** Creates the database and migrates it, unless the command is to find it new (beforeAll). */
  setUp(options?: { migrated?: boolean }): Promise<void>;
  /** Drops it (afterAll). */
  tearDown(): Promise<void>;
}

/**
 * The run's database kind, as the app would have it: a PostgreSQL database of the test's own when
 * DATABASE_URL is set (CI), committing without waiting for the disk like every test database; else the
 * embedded database in a DATA_DIR of its own. On PostgreSQL each command starts in a second instead of
 * booting the embedded engine from its files.
 */
export function commandDb(prefix: string): CommandDb {
  const serverUrl = process.env.DATABASE_URL || undefined;
  const dataDir = mkdtempSync(join(tmpdir(), `tc-${prefix}-`));
  const name = `tc_${prefix.replace(/\W/g, "_")}_${randomBytes(5).toString("hex")}`;
  const databaseUrl = serverUrl ? withDatabase(serverUrl, name) : "";
  const admin = async (statement: string) => {
    if (!serverUrl) return;
    const client = postgres(serverUrl, { max: 1, onnotice: () => {} });
    try {
      await client.unsafe(statement);
    } finally {
      await client.end();
    }
  };
  const open = () =>
    serverUrl ? createDb({ url: databaseUrl, max: 1 }) : createDb({ dataDir: join(dataDir, "pglite") });
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, INIT_CWD: "" },
    open,
    async setUp({ migrated = true } = {}) {
      await admin(`CREATE DATABASE ${name}`);
      await admin(`ALTER DATABASE ${name} SET synchronous_commit = off`);
      if (!migrated) return;
      const handle = await open();
      try {
        await migrate(handle);
      } finally {
        await handle.close();
      }
    },
    async tearDown() {
      rmSync(dataDir, { recursive: true, force: true });
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
