// Builds the server once into dist/main.mjs, for `pnpm start` to run with node (no TypeScript
// compiled at run time), bundled as bundle.mjs says (the command-line tools are bundled the same way):
// the packages left as imports are resolved from apps/api/node_modules, each must be a dependency here.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
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
  // The server, and apart the code that seeds the demo snapshot below (its hash is the seed's version).
  entryPoints: { main: "src/main.ts", "demo-snapshot": "src/demo-snapshot.ts" },
  // dist/ sits as deep as packages/db/src: the URLs they build from import.meta.url (drizzle/,
  // apps/web/dist) resolve the same from the bundle.
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  // Stack traces still name the TypeScript files and lines; without the sources inside, the map that
  // node --enable-source-maps reads and keeps at start is 3 MB instead of 10 (about 70 MB less RSS).
  sourcesContent: false,
  // Less to parse at each start (3.4 MB instead of 5.3); names are kept for stack traces and logs.
  minifyWhitespace: true,
  minifySyntax: true,
  declared: Object.keys(manifest.dependencies ?? {}),
  packageJson: "apps/api/package.json",
}).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
mkdirSync(new URL("dist/", import.meta.url), { recursive: true });
for (const file of outputFiles) replaceFile(file.path, file.contents);
console.log(`API construite : dist/main.mjs (${Math.round(performance.now() - started)} ms)`);
const demoSeedCode = outputFiles.find((file) => file.path.endsWith("demo-snapshot.mjs"))?.contents;

// initdb and the migrations of the embedded database, done once per PGlite version and set of
// migrations rather than at each first start: a new DATA_DIR starts from this cluster
// (src/prebuilt-cluster.ts) when it does not start from the demo snapshot below.
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

// The demo seeded into that cluster, dated from today (Paris), with the files it uploads and the key
// that seals its materials' codes: a first start of the same day copies it (src/prebuilt-cluster.ts)
// rather than seeding row by row through the services. Made again when the day, PGlite, the
// migrations or the seed's bundle change; a start of another day seeds as before.
const demoDir = new URL("dist/demo/", import.meta.url);
const demoKeyFile = new URL("dist/demo.key", import.meta.url);
// The clock is read once: the snapshot's key and the demo it seeds name the same day, midnight or not.
const now = new Date();
const parisDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(now);
const demoKey = `${key} ${createHash("sha256").update(demoSeedCode).digest("hex")} ${parisDay}`;
const demoMadeFor = existsSync(demoKeyFile) ? readFileSync(demoKeyFile, "utf8") : null;
// Only for a start that would copy it, read from the variables src/env.ts reads: a build for
// PostgreSQL, for SECRETS_KEY or for a data dir that has its database already (pnpm start on another
// day) does not seed a demo that no start takes.
const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR || ".data");
const demoWanted =
  !process.env.DATABASE_URL &&
  !process.env.SECRETS_KEY?.trim() &&
  !existsSync(join(dataDir, "pglite", "PG_VERSION"));
if (demoWanted && (!existsSync(demoDir) || demoMadeFor !== demoKey)) {
  const seeding = performance.now();
  const { prepareDemoSnapshot } = await import(new URL("dist/demo-snapshot.mjs", import.meta.url).href);
  // Made aside, then swapped in by renames: a start copying dist/demo/ meanwhile reads one whole snapshot.
  const aside = fileURLToPath(new URL(`dist/demo.${process.pid}.tmp`, import.meta.url));
  rmSync(aside, { recursive: true, force: true });
  const { day } = await prepareDemoSnapshot(aside, new Blob([readFileSync(cluster)]), now);
  const old = fileURLToPath(new URL(`dist/demo.${process.pid}.old`, import.meta.url));
  try {
    renameSync(demoDir, old);
  } catch {} // none yet, or another build just moved it
  try {
    renameSync(aside, demoDir);
  } catch {} // another build put its own in place, made from the same sources
  rmSync(old, { recursive: true, force: true });
  rmSync(aside, { recursive: true, force: true });
  replaceFile(demoKeyFile, demoKey);
  console.log(`Démonstration du ${day} préparée (${Math.round(performance.now() - seeding)} ms)`);
}
