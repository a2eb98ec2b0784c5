import { join } from "node:path";
import type { AppEnv } from "../../env";
import type { DatabaseLocation } from "./database-dump";
import { type FileStore, folderStore } from "./file-store";

/** Where the app's settings put its database, its files and its key: what backup and restore work on. */
export function appLocations(env: AppEnv): {
  database: DatabaseLocation;
  files: FileStore;
  dataDir: string;
  secretsKeySetting?: string;
} {
  return {
    database: env.databaseUrl
      ? { kind: "postgres", url: env.databaseUrl }
      : { kind: "pglite", dir: join(env.dataDir, "pglite") },
    files: folderStore(env.filesDir),
    dataDir: env.dataDir,
    ...(env.secretsKey ? { secretsKeySetting: env.secretsKey } : {}),
  };
}
