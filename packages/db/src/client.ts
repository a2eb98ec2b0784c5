import { mkdirSync } from "node:fs";
import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema";

export type Schema = typeof schema;
/** A database or a transaction: services take this so PostgreSQL and PGlite are interchangeable. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export type DbKind = "postgres" | "pglite";

/** The rows a raw statement answers: postgres.js gives an array of rows, PGlite an object with `rows`. */
export async function executeRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []);
}

/** A raw statement and its rows, the shape a job queue library asks of a database it does not open. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** How many connections it may open at once (PGlite: one, in process). */
  poolMax?: number;
  close(): Promise<void>;
  /** PostgreSQL's URL: a library with its own pool (the job queue) opens it on the same database. */
  url?: string;
  /** PGlite's raw statements: the embedded database has no socket, a library reaches it through this. */
  executeSql?: ExecuteSql;
}

export type CreateDbOptions =
  | { url: string; max?: number }
  /** `dataDir` undefined means in memory (tests); `loadDataDir` starts from a `dumpDataDir()` tarball. */
  | { dataDir?: string; loadDataDir?: Blob };

export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  if ("url" in options) {
    const poolMax = options.max ?? 10;
    const client = postgres(options.url, {
      max: poolMax,
      onnotice: () => {},
      // Named statements stay parsed per connection, but are planned for their values each time: after
      // five runs PostgreSQL would otherwise switch to a generic plan, blind to how many rows a LIKE
      // or a status matches (a rare word then walks the whole date index: 160 ms instead of 2).
      connection: { plan_cache_mode: "force_custom_plan" },
    });
    const db = drizzlePostgres(client, { schema, casing: "snake_case" }) as unknown as Db;
    return { db, kind: "postgres", poolMax, close: () => client.end({ timeout: 5 }), url: options.url };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // Loaded here, when the embedded database is asked for: a server on PostgreSQL never loads its
  // JavaScript (some 12 MB of memory).
  const [{ PGlite }, { pg_trgm }, { unaccent }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("@electric-sql/pglite/contrib/unaccent"),
  ]);
  const client = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm, unaccent },
    loadDataDir: options.loadDataDir,
    // 32 MB of shared buffers instead of 128: the engine's WASM heap is ~100 MB smaller; pages it leaves
    // out are still in the operating system's file cache.
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"],
  });
  await client.exec("set plan_cache_mode = force_custom_plan");
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db;
  // Several statements without values (a library's schema set-up) go as one simple query; with values,
  // one statement through the extended protocol, as node-postgres does.
  const executeSql: ExecuteSql = async (text, values) => {
    if (values && values.length > 0) return client.query(text, values);
    const results = await client.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  };
  return { db, kind: "pglite", poolMax: 1, close: () => client.close(), executeSql };
}
