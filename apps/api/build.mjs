// Builds the server once into dist/main.mjs, for `pnpm start` to run with node (no TypeScript
// compiled at run time), bundled as bundle.mjs says (the command-line tools are bundled the same way):
// the packages left as imports are resolved from apps/api/node_modules, each must be a dependency here.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { bundle, replaceFile } from "./bundle.mjs";

const manifest = JSON.parse(readFileSync(new URL("package.json", import.meta.url), "utf8"));

const started = performance.now();
const { outputFiles } = await bundle({
  entryPoints: ["src/main.ts"],
  // dist/ sits as deep as packages/db/src: the URLs they build from import.meta.url (drizzle/,
  // apps/web/dist) resolve the same from the bundle.
  outfile: "dist/main.mjs",
  declared: Object.keys(manifest.dependencies ?? {}),
  packageJson: "apps/api/package.json",
}).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
mkdirSync(new URL("dist/", import.meta.url), { recursive: true });
for (const file of outputFiles) replaceFile(file.path, file.contents);
console.log(`API construite : dist/main.mjs (${Math.round(performance.now() - started)} ms)`);

// initdb and the migrations of the embedded database, done once per PGlite version and set of
// migrations rather than at each first start: a new DATA_DIR starts from this cluster
// (src/prebuilt-cluster.ts); the demo data is still loaded at the first start, dated from that day.
const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));
const pgliteVersion = JSON.parse(
  readFileSync(new URL("node_modules/@electric-sql/pglite/package.json", import.meta.url), "utf8"),
).version;
const migrations = createHash("sha256").update(readFileSync(join(migrationsFolder, "meta/_journal.json")));
for (const file of readdirSync(migrationsFolder)
  .filter((name) => name.endsWith(".sql"))
  .sort()) {
  migrations.update(readFileSync(join(migrationsFolder, file)));
}
const key = `${pgliteVersion} ${migrations.digest("hex")}`;
const cluster = new URL("dist/pglite-cluster.tar.gz", import.meta.url);
const clusterKey = new URL("dist/pglite-cluster.key", import.meta.url);
const madeFor = existsSync(clusterKey) ? readFileSync(clusterKey, "utf8") : null;
if (!existsSync(cluster) || madeFor !== key) {
  const initdb = performance.now();
  const pg = await PGlite.create({ extensions: { pg_trgm, unaccent } });
  await migrate(drizzle(pg), { migrationsFolder });
  const dump = await pg.dumpDataDir("gzip");
  await pg.close();
  replaceFile(cluster, Buffer.from(await dump.arrayBuffer()));
  replaceFile(clusterKey, key);
  console.log(`Base embarquée migrée préparée (${Math.round(performance.now() - initdb)} ms)`);
}
