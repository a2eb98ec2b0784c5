import type { Db } from "@tronc/db";
import { domainError } from "@tronc/domain";
import { sql } from "drizzle-orm";

/** The advisory lock's key: one rollout at a time on a database, whatever process runs it. */
const LOCK_NAME = "tronc:forecast-rollout";

/** A connection of postgres.js set aside for one caller (`sql.reserve()`). */
interface ReservedConnection {
  unsafe(query: string, params: unknown[]): Promise<Record<string, unknown>[]>;
  release(): void;
}

interface PostgresClient {
  reserve(): Promise<ReservedConnection>;
}

/** postgres.js's client (a function with a `reserve` method), or null for PGlite. */
function postgresClientOf(db: Db): PostgresClient | null {
  const client = (db as unknown as { $client?: { reserve?: unknown } }).$client;
  return typeof client?.reserve === "function" ? (client as PostgresClient) : null;
}

/**
 * Runs in this process: a session-level advisory lock is re-entrant for its own session, and PGlite
 * has only one, so two runs in one process are told apart here.
 */
const runningHere = new WeakSet<object>();

function refused(): Error {
  return domainError("FORECAST_ROLLOUT_RUNNING", "conflict");
}

/** Takes the lock on a connection of its own, held until the work ends (or the process dies). */
async function withPostgresLock<T>(client: PostgresClient, work: () => Promise<T>): Promise<T> {
  const connection = await client.reserve();
  try {
    const [row] = await connection.unsafe("select pg_try_advisory_lock(hashtextextended($1, 0)) as locked", [
      LOCK_NAME,
    ]);
    if (row?.locked !== true) throw refused();
    try {
      return await work();
    } finally {
      await connection.unsafe("select pg_advisory_unlock(hashtextextended($1, 0))", [LOCK_NAME]);
    }
  } finally {
    connection.release();
  }
}

/** PGlite: one session, one process; the lock is taken all the same so the statements are the same. */
async function withSessionLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const result = (await db.execute(
    sql`select pg_try_advisory_lock(hashtextextended(${LOCK_NAME}, 0)) as locked`,
  )) as unknown as { rows?: { locked: boolean }[] };
  if (result.rows?.[0]?.locked !== true) throw refused();
  try {
    return await work();
  } finally {
    await db.execute(sql`select pg_advisory_unlock(hashtextextended(${LOCK_NAME}, 0))`);
  }
}

/**
 * Holds the rollout's PostgreSQL advisory lock (session level) for the whole of `work`; refuses at
 * once with FORECAST_ROLLOUT_RUNNING (conflict) when another run holds it. A killed process's
 * connection closes, which releases the lock.
 */
export async function withRolloutLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const session = (db as unknown as { $client?: object }).$client ?? db;
  if (runningHere.has(session)) throw refused();
  runningHere.add(session);
  try {
    const client = postgresClientOf(db);
    return client ? await withPostgresLock(client, work) : await withSessionLock(db, work);
  } finally {
    runningHere.delete(session);
  }
}
