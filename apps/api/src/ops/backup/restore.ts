import { createReadStream } from "node:fs";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { localFolderStorage } from "../../files/storage/local-folder";
import type { FileStorage } from "../../files/storage/storage";
import { SECRETS_KEY_FILE } from "../../modules/support/materials/secrets-key";
import { FILES_FOLDER } from "./backup";
import { type DatabaseLocation, loadDatabase, openTarget } from "./database-dump";
import { type BackupManifest, readManifest } from "./manifest";
import { copyObject, sha256OfObject, sha256OfStream, storageIsEmpty } from "./object-copy";
import { BackupRefusal } from "./pg-tools";
import { keyFingerprint, readKeyFile } from "./secrets-key-copy";
import { refusalOfTarget } from "./table-counts";

export interface RestoreTarget {
  database: DatabaseLocation;
  /** The files storage to fill (local folder or S3, as the settings choose); it must be empty. */
  files: FileStorage;
  dataDir: string;
  secretsKeySetting?: string;
}

export interface RestoreReport {
  manifest: BackupManifest;
  rows: number;
  files: number;
}

const KIND_LABELS = { postgres: "PostgreSQL", pglite: "la base embarquée" } as const;

/**
 * Restores a backup folder into an empty database and an empty files store, then checks the result
 * against the manifest (rows per table, each file's SHA-256). Every refusal comes before any write.
 */
export async function restoreBackup(fromDir: string, target: RestoreTarget): Promise<RestoreReport> {
  const manifest = await readManifest(fromDir);
  if (typeof manifest === "string") throw new BackupRefusal(manifest, 2);
  const dumpFile = join(fromDir, manifest.database.file);
  await checkBackupIntact(fromDir, manifest, dumpFile);
  if (manifest.database.kind !== target.database.kind) {
    throw new BackupRefusal(
      `Cette sauvegarde vient de ${KIND_LABELS[manifest.database.kind]} et ne se restaure que là : la destination est ${KIND_LABELS[target.database.kind]}.`,
    );
  }
  const keyFile = await checkSecretsKey(fromDir, manifest, target);

  const handle = await openTarget(target.database);
  if (handle) {
    try {
      const refusal = await refusalOfTarget(handle.db);
      if (refusal) throw new BackupRefusal(refusal);
      if (target.database.kind === "pglite") {
        throw new BackupRefusal(
          `Une base embarquée existe déjà dans ${target.database.dir} : restaurez dans un DATA_DIR neuf.`,
        );
      }
    } finally {
      await handle.close();
    }
  }
  if (!(await storageIsEmpty(target.files))) {
    throw new BackupRefusal(
      "Le stockage des fichiers de destination n'est pas vide : restaurez dans un dossier de fichiers neuf.",
    );
  }

  const rows = await loadDatabase(target.database, dumpFile);
  const source = localFolderStorage(join(fromDir, FILES_FOLDER));
  for (const file of manifest.files) {
    const copied = await copyObject(source, target.files, file.path, file.size);
    if (!copied)
      throw new BackupRefusal(`Le fichier sauvegardé ${file.path} manque ou a changé depuis la sauvegarde.`);
  }
  if (keyFile !== null) {
    const path = join(target.dataDir, SECRETS_KEY_FILE);
    // With the files in S3, nothing else has made DATA_DIR yet.
    await mkdir(target.dataDir, { recursive: true, mode: 0o700 });
    await writeFile(path, keyFile, { mode: 0o600, flag: "wx" }).catch((error: NodeJS.ErrnoException) => {
      // The same key already there (checked above) is fine.
      if (error.code !== "EEXIST") throw error;
    });
    await chmod(path, 0o600);
  }

  await verifyRestored(manifest, rows, target.files);
  return { manifest, rows: Object.values(rows).reduce((sum, n) => sum + n, 0), files: manifest.files.length };
}

async function checkBackupIntact(fromDir: string, manifest: BackupManifest, dumpFile: string): Promise<void> {
  const dump = await sha256OfStream(createReadStream(dumpFile)).catch(() => null);
  if (dump !== manifest.database.sha256) {
    throw new BackupRefusal(
      `Le fichier ${dumpFile} manque ou a changé depuis la sauvegarde (SHA-256 différent).`,
    );
  }
  const source = localFolderStorage(join(fromDir, FILES_FOLDER));
  for (const file of manifest.files) {
    if ((await sha256OfObject(source, file.path)) !== file.sha256) {
      throw new BackupRefusal(`Le fichier sauvegardé ${file.path} manque ou a changé depuis la sauvegarde.`);
    }
  }
}

/** The key file to write into DATA_DIR (null: none to write), after checking the target's key matches. */
async function checkSecretsKey(
  fromDir: string,
  manifest: BackupManifest,
  target: RestoreTarget,
): Promise<string | null> {
  const expected = manifest.secretsKey.fingerprint;
  const setting = target.secretsKeySetting?.trim();
  const present = setting ?? (await readKeyFile(target.dataDir));
  if (expected && present && keyFingerprint(present) !== expected) {
    throw new BackupRefusal(
      `La clé des secrets de la destination (${setting ? "SECRETS_KEY" : join(target.dataDir, SECRETS_KEY_FILE)}) n'est pas celle de la sauvegarde : les codes scellés seraient illisibles. Donnez la clé d'origine.`,
    );
  }
  if (manifest.secretsKey.source === "setting" && !setting) {
    throw new BackupRefusal(
      "Cette sauvegarde a été faite avec SECRETS_KEY : définissez la même SECRETS_KEY pour la restaurer (elle n'est pas dans la sauvegarde).",
    );
  }
  if (manifest.secretsKey.source !== "file" || setting || present) return null;
  const keyFile = await readKeyFile(fromDir);
  if (keyFile === null || keyFingerprint(keyFile) !== expected) {
    throw new BackupRefusal(
      `Le fichier ${join(fromDir, SECRETS_KEY_FILE)} manque ou n'est pas la clé de la sauvegarde.`,
    );
  }
  return keyFile;
}

async function verifyRestored(manifest: BackupManifest, rows: Record<string, number>, files: FileStorage) {
  const problems: string[] = [];
  for (const [table, expected] of Object.entries(manifest.tables)) {
    if (rows[table] !== expected)
      problems.push(`${table} : ${rows[table] ?? 0} ligne(s) au lieu de ${expected}`);
  }
  for (const file of manifest.files) {
    if ((await sha256OfObject(files, file.path)) !== file.sha256)
      problems.push(`fichier ${file.path} absent ou différent`);
  }
  if (problems.length > 0) {
    throw new BackupRefusal(`Restauration faite mais non conforme au manifeste : ${problems.join(" ; ")}.`);
  }
}
