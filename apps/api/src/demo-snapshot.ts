import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createDb, type Db, migrate } from "@tronc/db";
import { toParisDate } from "@tronc/domain";
import { sql } from "drizzle-orm";
import { clearWalBeforeCheckpoint } from "./cluster-wal";
import { localFolderStorage } from "./files/storage/local-folder";
import { loadSecretsKey } from "./modules/support/materials/secrets-key";
import { DEMO_SNAPSHOT_MANIFEST, type DemoSnapshotManifest } from "./prebuilt-cluster";
import { seedDemo } from "./seed";

/**
 * Run by build.mjs (bundled apart as dist/demo-snapshot.mjs, so that its hash says when the seeders or
 * the services they call changed): `dir` becomes a data dir holding the demo of `now`'s Paris day — the
 * migrated `cluster` seeded, the files the demo uploads, the key that seals its materials' codes — for
 * a first start of that day to copy instead of seeding (prebuilt-cluster.ts).
 */
export async function prepareDemoSnapshot(
  dir: string,
  cluster: Blob,
  now: Date,
): Promise<DemoSnapshotManifest> {
  const handle = await createDb({ dataDir: join(dir, "pglite"), loadDataDir: cluster });
  try {
    await migrate(handle);
    const secretsKey = await loadSecretsKey(undefined, dir);
    await seedDemo(handle.db, now, localFolderStorage(join(dir, "files")), secretsKey);
    await dropTemplateDatabases(handle.db);
  } finally {
    // Closed cleanly: the copy starts like a reopened database, with nothing to recover.
    await handle.close();
  }
  clearWalBeforeCheckpoint(join(dir, "pglite"));
  const manifest: DemoSnapshotManifest = { day: toParisDate(now) };
  await writeFile(join(dir, DEMO_SNAPSHOT_MANIFEST), JSON.stringify(manifest));
  return manifest;
}

/**
 * The embedded server only ever opens its own database: template0 and template1, 600 of the cluster's
 * 1,400 files, are dropped from the snapshot so that a first start copies 800. (Nothing creates a
 * database in an embedded data dir; `createdb` there would fail for want of a template.)
 */
async function dropTemplateDatabases(db: Db): Promise<void> {
  await db.execute(
    sql`update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  );
  await db.execute(sql.raw("drop database template0"));
  await db.execute(sql.raw("drop database template1"));
}
