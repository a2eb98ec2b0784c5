import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The PGlite cluster, initialised and migrated, that build.mjs made beside the built server, for a
 * data dir that has none yet: a first start skips initdb. None when run from the sources (pnpm dev).
 */
export function prebuiltClusterFor(dataDir: string): Blob | undefined {
  if (existsSync(join(dataDir, "PG_VERSION"))) return undefined;
  const snapshot = new URL("./pglite-cluster.tar.gz", import.meta.url);
  return existsSync(snapshot) ? new Blob([readFileSync(snapshot)]) : undefined;
}
