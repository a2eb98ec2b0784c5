import { type DbOrTx, executeRows } from "@tronc/db";
import { sql } from "drizzle-orm";

/** The tables of the app (schema public) and drizzle's record of migrations, as schema.table. */
async function ourTables(db: DbOrTx): Promise<string[]> {
  const rows = await executeRows<{ name: string }>(
    db,
    sql`select table_schema || '.' || table_name as name from information_schema.tables
        where table_type = 'BASE TABLE'
          and (table_schema = 'public' or (table_schema = 'drizzle' and table_name = '__drizzle_migrations'))
        order by 1`,
  );
  return rows.map((row) => row.name);
}

/** Rows per table, for the manifest and the check after a restore. */
export async function countRows(db: DbOrTx): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await ourTables(db)) {
    const [schema, table] = name.split(".") as [string, string];
    const [row] = await executeRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(table)}`,
    );
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

/**
 * Why a database cannot take a restore, or null when it can: it must hold none of the app's rows and
 * no record of migrations (an app that started on it has migrated it: restore before the first start).
 */
export async function refusalOfTarget(db: DbOrTx): Promise<string | null> {
  const counts = await countRows(db);
  if ("drizzle.__drizzle_migrations" in counts) {
    return "La base de destination a déjà été migrée (une application y a démarré) : restaurez dans une base neuve, créée vide (createdb), avant tout démarrage.";
  }
  const filled = Object.entries(counts).filter(([, n]) => n > 0);
  if (filled.length > 0) {
    return `La base de destination n'est pas vide (${filled.map(([name, n]) => `${name} : ${n} ligne(s)`).join(", ")}) : restaurez dans une base neuve.`;
  }
  return null;
}
