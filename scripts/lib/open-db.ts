import { join } from "node:path";
import { readEnv } from "@tronc/api/commands";
import { createDb, type DbHandle, migrate } from "@tronc/db";

/**
 * The database the app itself would use: PostgreSQL when DATABASE_URL is set, else the embedded
 * PGlite under DATA_DIR. The embedded database is single-process: stop the app first.
 */
export async function openAppDb(): Promise<DbHandle> {
  const env = readEnv(process.env, process.env.INIT_CWD ?? process.cwd());
  const handle = env.databaseUrl
    ? await createDb({ url: env.databaseUrl })
    : await createDb({ dataDir: join(env.dataDir, "pglite") });
  await migrate(handle);
  return handle;
}
