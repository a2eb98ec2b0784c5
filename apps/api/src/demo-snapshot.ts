import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createDb, migrate } from "@tronc/db";
import { toParisDate } from "@tronc/domain";
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
  } finally {
    // Closed cleanly: the copy starts like a reopened database, with nothing to recover.
    await handle.close();
  }
  const manifest: DemoSnapshotManifest = { day: toParisDate(now) };
  await writeFile(join(dir, DEMO_SNAPSHOT_MANIFEST), JSON.stringify(manifest));
  return manifest;
}
