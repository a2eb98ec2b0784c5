import { createReadStream, readFileSync } from "node:fs";
import { chmod, mkdir, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { lastMigrationTime } from "@tronc/db";
import { localFolderStorage } from "../../files/storage/local-folder";
import type { FileStorage } from "../../files/storage/storage";
import { SECRETS_KEY_FILE } from "../../modules/support/materials/secrets-key";
import { type DatabaseLocation, DUMP_FILES, dumpDatabase } from "./database-dump";
import { BACKUP_FORMAT, type BackupManifest, writeManifest } from "./manifest";
import { copyObjects, sha256OfStream } from "./object-copy";
import { BackupRefusal } from "./pg-tools";
import { keyFingerprint, readKeyFile } from "./secrets-key-copy";

export const FILES_FOLDER = "fichiers";

export interface BackupSource {
  database: DatabaseLocation;
  /** The app's files storage (local folder or S3), copied into the backup's own folder. */
  files: FileStorage;
  dataDir: string;
  /** SECRETS_KEY when the operator sets it (then it is not copied). */
  secretsKeySetting?: string;
}

function appVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8"));
  return String(manifest.version ?? "inconnue");
}

/**
 * Writes into `outDir` (missing or empty): the database dump, the stored files, the key file when the
 * key lives in DATA_DIR, and the manifest last (a folder without one is an unfinished backup).
 */
export async function createBackup(outDir: string, source: BackupSource, now: Date): Promise<BackupManifest> {
  const existing = await readdir(outDir).catch(() => []);
  if (existing.length > 0) {
    throw new BackupRefusal(
      `Le dossier ${outDir} n'est pas vide : choisissez un dossier neuf pour la sauvegarde.`,
      2,
    );
  }
  await mkdir(join(outDir, FILES_FOLDER), { recursive: true, mode: 0o700 });
  await chmod(outDir, 0o700);

  const dumpFile = DUMP_FILES[source.database.kind];
  const tables = await dumpDatabase(source.database, join(outDir, dumpFile));
  const files = await copyObjects(source.files, localFolderStorage(join(outDir, FILES_FOLDER)));

  const setting = source.secretsKeySetting?.trim();
  const keyFile = setting ? null : await readKeyFile(source.dataDir);
  if (keyFile !== null) await writeFile(join(outDir, SECRETS_KEY_FILE), keyFile, { mode: 0o600 });
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: now.toISOString(),
    appVersion: appVersion(),
    database: {
      kind: source.database.kind,
      file: dumpFile,
      sha256: await sha256OfStream(createReadStream(join(outDir, dumpFile))),
    },
    migrations: { count: tables["drizzle.__drizzle_migrations"] ?? 0, last: String(lastMigrationTime()) },
    tables,
    files,
    secretsKey: setting
      ? { source: "setting", fingerprint: keyFingerprint(setting) }
      : keyFile !== null
        ? { source: "file", fingerprint: keyFingerprint(keyFile) }
        : { source: "none", fingerprint: null },
  };
  await writeManifest(outDir, manifest);
  return manifest;
}
