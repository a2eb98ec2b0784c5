import { join } from "node:path";
import type { AppEnv } from "../../env";
import { storageFromEnv } from "../../files/storage/from-env";
import type { FileStorage } from "../../files/storage/storage";
import type { DatabaseLocation } from "./database-dump";

export interface AppLocations {
  database: DatabaseLocation;
  /** The app's files, wherever the settings keep them (the files folder, or S3 with STORAGE_DRIVER=s3). */
  files: FileStorage;
  dataDir: string;
  secretsKeySetting?: string;
  /** Releases the storage's connections (the S3 client) once the work is done. */
  close(): void;
}

/** Where the app's settings put its database, its files and its key: what backup and restore work on. */
export async function appLocations(env: AppEnv): Promise<AppLocations> {
  const files = await storageFromEnv(env);
  return {
    database: env.databaseUrl
      ? { kind: "postgres", url: env.databaseUrl }
      : { kind: "pglite", dir: join(env.dataDir, "pglite") },
    files,
    dataDir: env.dataDir,
    ...(env.secretsKey ? { secretsKeySetting: env.secretsKey } : {}),
    close: () => (files as Partial<{ close(): void }>).close?.(),
  };
}
