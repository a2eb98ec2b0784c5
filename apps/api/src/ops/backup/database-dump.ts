import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import { createDb, type DbHandle, type DbOrTx, executeRows } from "@tronc/db";
import { sql } from "drizzle-orm";
import { BackupRefusal, checkToolFor, pgDump, pgRestore } from "./pg-tools";
import { countRows } from "./table-counts";

/** Where the app's database is: PostgreSQL (DATABASE_URL) or the embedded one in DATA_DIR/pglite. */
export type DatabaseLocation = { kind: "postgres"; url: string } | { kind: "pglite"; dir: string };

export const DUMP_FILES = { postgres: "base.dump", pglite: "base-embarquee.tar.gz" } as const;

async function serverMajor(db: DbOrTx): Promise<number> {
  const [row] = await executeRows<{ v: string }>(db, sql`select current_setting('server_version_num') as v`);
  return Math.floor(Number(row?.v) / 10000);
}

const pgliteOf = (handle: DbHandle) => (handle.db as unknown as { $client: PGlite }).$client;

async function hasCluster(dir: string): Promise<boolean> {
  return existsSync(dir) && (await readdir(dir)).length > 0;
}

/**
 * Dumps the database into `file` and counts its rows in the same state: on PostgreSQL, pg_dump reads the
 * snapshot of the transaction that counts (pg_export_snapshot), so a running app changes neither.
 */
export async function dumpDatabase(
  location: DatabaseLocation,
  file: string,
): Promise<Record<string, number>> {
  if (location.kind === "pglite") {
    if (!(await hasCluster(location.dir))) {
      throw new BackupRefusal(`Aucune base embarquée dans ${location.dir} : rien à sauvegarder.`);
    }
    const handle = await createDb({ dataDir: location.dir });
    try {
      const counts = await countRows(handle.db);
      const tarball = await pgliteOf(handle).dumpDataDir("gzip");
      await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
      return counts;
    } finally {
      await handle.close();
    }
  }
  const handle = await createDb({ url: location.url, max: 1 });
  try {
    await checkToolFor("pg_dump", await serverMajor(handle.db));
    return await handle.db.transaction(
      async (tx) => {
        const [row] = await executeRows<{ snapshot: string }>(
          tx,
          sql`select pg_export_snapshot() as snapshot`,
        );
        const counts = await countRows(tx);
        await pgDump(location.url, file, row?.snapshot);
        return counts;
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
  } finally {
    await handle.close();
  }
}

/** Opens the target to check it (refusals come before anything is written). */
export async function openTarget(location: DatabaseLocation): Promise<DbHandle | null> {
  if (location.kind === "pglite")
    return (await hasCluster(location.dir)) ? createDb({ dataDir: location.dir }) : null;
  const handle = await createDb({ url: location.url, max: 1 });
  try {
    await checkToolFor("pg_restore", await serverMajor(handle.db));
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** Loads the dump into the (checked) target and answers its row counts afterwards. */
export async function loadDatabase(
  location: DatabaseLocation,
  file: string,
): Promise<Record<string, number>> {
  if (location.kind === "postgres") await pgRestore(location.url, file);
  const handle =
    location.kind === "pglite"
      ? await createDb({ dataDir: location.dir, loadDataDir: new Blob([await readFile(file)]) })
      : await createDb({ url: location.url, max: 1 });
  try {
    return await countRows(handle.db);
  } finally {
    await handle.close();
  }
}
