import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";

export const MANIFEST_FILE = "manifeste.json";
export const BACKUP_FORMAT = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** What a backup folder holds and what its restore checks afterwards. */
export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  appVersion: z.string(),
  database: z.object({
    kind: z.enum(["postgres", "pglite"]),
    /** pg_dump's custom format (postgres) or PGlite's gzipped data folder (pglite). */
    file: z.string(),
    sha256,
  }),
  migrations: z.object({ count: z.number().int().nonnegative(), last: z.string() }),
  /** Rows per table (schema.table), read in the same database state the dump took. */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  files: z.array(z.object({ path: z.string(), size: z.number().int().nonnegative(), sha256 })),
  /**
   * The materials' key: `file` when it was DATA_DIR/secrets.key (copied beside the manifest), `setting`
   * when SECRETS_KEY gave it (kept by the operator, not here), `none` when there was none yet.
   */
  secretsKey: z.object({
    source: z.enum(["file", "setting", "none"]),
    fingerprint: z.string().nullable(),
  }),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The folder's manifest, or a French sentence saying why it cannot be read. */
export async function readManifest(dir: string): Promise<BackupManifest | string> {
  let text: string;
  try {
    text = await readFile(join(dir, MANIFEST_FILE), "utf8");
  } catch {
    return `Aucun ${MANIFEST_FILE} dans ${dir} : ce n'est pas un dossier de sauvegarde.`;
  }
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: answered below.
  }
  return `Le fichier ${join(dir, MANIFEST_FILE)} est illisible ou d'un autre format de sauvegarde.`;
}
