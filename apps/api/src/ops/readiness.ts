import { type Db, migrationsApplied } from "@tronc/db";
import { sql } from "drizzle-orm";

/**
 * What GET /api/health/ready asks, each resolving when its part is usable and throwing otherwise.
 * The server's options replace any of them (the S3 storage gives its own `storage`, e.g. `storage.probe()`).
 */
export interface ReadinessChecks {
  /** The database answers and has recorded drizzle/'s last migration. */
  database: () => Promise<void>;
  /** The files' storage accepts a write (and its removal). */
  storage: () => Promise<void>;
}

export function databaseReady(db: Db): () => Promise<void> {
  return async () => {
    await db.execute(sql`select 1`);
    if (!(await migrationsApplied(db))) throw new Error("migrations non appliquées");
  };
}
