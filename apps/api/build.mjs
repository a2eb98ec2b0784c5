// Builds the server once into dist/main.mjs, for `pnpm start` to run with node (no TypeScript
// compiled at run time). The workspace packages (@tronc/*, TypeScript sources) are inlined; every
// other package stays an import, resolved from apps/api/node_modules: each must be a dependency here.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { build } from "esbuild";

const manifest = JSON.parse(readFileSync(new URL("package.json", import.meta.url), "utf8"));
const declared = new Set(Object.keys(manifest.dependencies ?? {}));
const builtins = new Set(builtinModules);
const missing = new Set();

const packageName = (path) => path.split("/", path.startsWith("@") ? 2 : 1).join("/");

/**
 * Packages left as imports: the embedded database (its WASM and data files sit beside its code) and
 * what loads at first use (exports, PDFs and their merging). Every other package is bundled: one file
 * to read and compile instead of hundreds to find, stat and compile at each start.
 */
const imported = new Set(["@electric-sql/pglite", "archiver", "exceljs", "pdf-lib", "puppeteer-core"]);

/** @type {import("esbuild").Plugin} */
const externalPackages = {
  name: "external-packages",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@tronc/")) return undefined;
      const name = packageName(args.path);
      if (!imported.has(name) && !args.path.startsWith("node:") && !builtins.has(name)) return undefined;
      if (!args.path.startsWith("node:") && !builtins.has(name) && !declared.has(name)) missing.add(name);
      return { path: args.path, external: true };
    });
  },
};

const started = performance.now();
const { outputFiles } = await build({
  entryPoints: ["src/main.ts"],
  // dist/ sits as deep as packages/db/src: the URLs they build from import.meta.url (drizzle/,
  // apps/web/dist) resolve the same from the bundle.
  outfile: "dist/main.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  // Bundled CommonJS packages call require() for node's own modules.
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
  },
  plugins: [externalPackages],
  write: false,
});
if (missing.size > 0) {
  console.error(`Dépendances à déclarer dans apps/api/package.json : ${[...missing].join(", ")}`);
  process.exit(1);
}
// Each file replaced in one step (written aside, then renamed): a server started from dist/ while a
// test rebuilds it reads the old bundle or the new one, never half of one.
function replaceFile(path, contents) {
  const aside = `${fileURLToPath(path)}.${process.pid}.tmp`;
  writeFileSync(aside, contents);
  renameSync(aside, path);
}
mkdirSync(new URL("dist/", import.meta.url), { recursive: true });
for (const file of outputFiles) replaceFile(pathToFileURL(file.path), file.contents);
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
