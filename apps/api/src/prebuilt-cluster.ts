import {
  chmodSync,
  constants,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { copySparse, isWalSegment } from "./cluster-wal";
import { SECRETS_KEY_FILE } from "./modules/support/materials/secrets-key";

/**
 * The PGlite cluster, initialised and migrated, that build.mjs made beside the built server, for a
 * data dir that has none yet: a first start skips initdb. None when run from the sources (pnpm dev).
 */
export function prebuiltClusterFor(dataDir: string): Blob | undefined {
  if (existsSync(join(dataDir, "PG_VERSION"))) return undefined;
  const snapshot = new URL("./pglite-cluster.tar.gz", import.meta.url);
  return existsSync(snapshot) ? new Blob([readFileSync(snapshot)]) : undefined;
}

/** The demo snapshot's own description, beside its cluster: the Paris day its demo is dated from. */
export interface DemoSnapshotManifest {
  day: string;
}
export const DEMO_SNAPSHOT_MANIFEST = "snapshot.json";

export interface DemoTarget {
  /** DATA_DIR: the key goes there, as `loadSecretsKey` would have written it. */
  dataDir: string;
  pgliteDir: string;
  filesDir: string;
  /** The Paris day of the start: the demo is dated from it, so a snapshot of another day is not taken. */
  today: string;
}

function readManifest(snapshotDir: string): DemoSnapshotManifest | undefined {
  try {
    return JSON.parse(readFileSync(join(snapshotDir, DEMO_SNAPSHOT_MANIFEST), "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * A first start copies the demo that build.mjs seeded (dist/demo/) into a new data dir instead of
 * seeding it row by row through the services: cluster, uploaded files and the key that seals its
 * materials' codes. Only onto nothing — no cluster, no key, none of its files already there — and only
 * on the day the demo is dated from; answers false otherwise (the caller seeds). A SECRETS_KEY set by
 * the operator is the caller's to check: the snapshot's codes are sealed with its own key.
 */
export function copyDemoSnapshot(
  target: DemoTarget,
  snapshotDir = fileURLToPath(new URL("./demo/", import.meta.url)),
): boolean {
  const manifest = readManifest(snapshotDir);
  if (manifest?.day !== target.today) return false;
  if (existsSync(target.pgliteDir) && readdirSync(target.pgliteDir).length > 0) return false;
  const keyPath = join(target.dataDir, SECRETS_KEY_FILE);
  if (existsSync(keyPath)) return false;
  const filesFrom = join(snapshotDir, "files");
  const files = existsSync(filesFrom) ? readdirSync(filesFrom) : [];
  if (files.some((name) => existsSync(join(target.filesDir, name)))) return false;

  // The cluster is copied aside and renamed last: a start cut short leaves no half cluster that a
  // next start would take for a database (it would seed, the key left here then being its key).
  const aside = `${target.pgliteDir}.${process.pid}.tmp`;
  const written: string[] = [];
  try {
    mkdirSync(target.dataDir, { recursive: true });
    mkdirSync(target.filesDir, { recursive: true });
    // Copy-on-write where the file system can; never over a file (checked above, and still so).
    const once = constants.COPYFILE_EXCL | constants.COPYFILE_FICLONE;
    for (const name of files) {
      copyFileSync(join(filesFrom, name), join(target.filesDir, name), once);
      written.push(join(target.filesDir, name));
    }
    copyFileSync(join(snapshotDir, SECRETS_KEY_FILE), keyPath, once);
    written.push(keyPath);
    chmodSync(keyPath, 0o600);
    copyCluster(join(snapshotDir, "pglite"), aside);
    // Over an empty folder (createDb may have made it): rename replaces it.
    renameSync(aside, target.pgliteDir);
  } catch (error) {
    // A snapshot replaced by a build meanwhile, a full disk…: what was copied is taken back, and the
    // start seeds as it would have without a snapshot. A bug is not a file system's answer: it throws.
    if (!(error as NodeJS.ErrnoException).code) throw error;
    for (const path of written) rmSync(path, { force: true });
    return false;
  } finally {
    rmSync(aside, { recursive: true, force: true });
  }
  return true;
}

/** The cluster's files, its WAL segments written sparse: mostly zeros (cluster-wal.ts), 16 MB each. */
function copyCluster(from: string, to: string): void {
  const walFrom = join(from, "pg_wal");
  const walTo = join(to, "pg_wal");
  const segments = existsSync(walFrom) ? readdirSync(walFrom).filter(isWalSegment) : [];
  cpSync(from, to, {
    recursive: true,
    mode: constants.COPYFILE_FICLONE,
    filter: (path) => !(dirname(path) === walFrom && isWalSegment(basename(path))),
  });
  for (const name of segments) copySparse(join(walFrom, name), join(walTo, name));
}
