import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { type DbOrTx, executeRows } from "./client";
import { migrationsFolder } from "./migrate";

let lastMigrationAt: number | undefined;

/** The `when` of drizzle/'s last migration (its journal): what drizzle records as `created_at` once applied. */
export function lastMigrationTime(): number {
  if (lastMigrationAt === undefined) {
    const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
      entries: { when: number }[];
    };
    lastMigrationAt = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return lastMigrationAt;
}

/** True when the database has recorded drizzle/'s last migration (false when none ever ran). */
export async function migrationsApplied(db: DbOrTx): Promise<boolean> {
  const [table] = await executeRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return false;
  const [row] = await executeRows<{ last: string | number | null }>(
    db,
    sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
  );
  return row?.last != null && Number(row.last) >= lastMigrationTime();
}
