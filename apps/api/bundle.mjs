// How the server (build.mjs) and the command-line tools (scripts/build-commands.mjs) are bundled, so
// that node runs them without compiling TypeScript at start. The workspace packages (@tronc/*,
// TypeScript sources) are inlined; every other package is bundled too, but for the few left as imports,
// which the bundle's package must declare (they are resolved from its node_modules at run time).
import { renameSync, writeFileSync } from "node:fs";
import { builtinModules, createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const builtins = new Set(builtinModules);
const packageName = (path) => path.split("/", path.startsWith("@") ? 2 : 1).join("/");

/**
 * Packages left as imports: the embedded database (its WASM and data files sit beside its code) and
 * what loads at first use (exports, PDFs and their merging; the metrics, only under METRICS_TOKEN; the S3 client of STORAGE_DRIVER=s3). Every other package is bundled: one file
 * to read and compile instead of hundreds to find, stat and compile at each start.
 */
export const importedPackages = new Set([
  "@aws-sdk/client-s3",
  "@electric-sql/pglite",
  "archiver",
  "exceljs",
  "fastify-metrics",
  "pdf-lib",
  "prom-client",
  "pg-boss",
  "puppeteer-core",
]);

/**
 * The type ids drizzle's PGlite session reads from PGlite (`types.DATE`…): PostgreSQL's own, fixed
 * (pg_type.oid). `apps/api/test/bundle-pglite.test.ts` checks them against PGlite's and drizzle's use.
 */
export const PGLITE_TYPES_FOR_DRIZZLE = { DATE: 1082, INTERVAL: 1186, TIMESTAMP: 1114, TIMESTAMPTZ: 1184 };

/** This file and esbuild's version: what a bundle also depends on (scripts/build-commands.mjs). */
export const bundlerFiles = [
  fileURLToPath(import.meta.url),
  createRequire(import.meta.url).resolve("esbuild/package.json"),
];

/**
 * Bundles `entryPoints` for node (ESM, source maps) and answers esbuild's output files, not yet written,
 * and its metafile (the inputs of each output). `declared` are the packages of the bundle's package.json:
 * an imported package it does not declare is refused (it would not be found at run time).
 * @param {{ entryPoints: string[], declared: Iterable<string>, packageJson: string } & import("esbuild").BuildOptions} options
 */
export async function bundle({ declared, packageJson, plugins = [], ...options }) {
  const dependencies = new Set(declared);
  const missing = new Set();
  /** @type {import("esbuild").Plugin} */
  const externalPackages = {
    name: "external-packages",
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith("@tronc/")) return undefined;
        const name = packageName(args.path);
        const builtin = args.path.startsWith("node:") || builtins.has(name);
        if (!importedPackages.has(name) && !builtin) return undefined;
        if (!builtin && !dependencies.has(name)) missing.add(name);
        return { path: args.path, external: true };
      });
    },
  };
  /**
   * drizzle's PGlite driver imports PGlite to create one from a configuration (ours is always handed a
   * client made by @tronc/db, which loads PGlite only when the embedded database is asked for) and its
   * type ids. Left as they are, those imports would load PGlite (some 12 MB) into every server,
   * PostgreSQL ones included: drizzle gets the ids it reads, and a PGlite it must never build.
   * @type {import("esbuild").Plugin}
   */
  const pgliteOnlyWhenAsked = {
    name: "pglite-only-when-asked",
    setup(builder) {
      builder.onResolve({ filter: /^@electric-sql\/pglite$/ }, (args) =>
        /[\\/]drizzle-orm[\\/]/.test(args.importer)
          ? { path: args.path, namespace: "pglite-unused" }
          : undefined,
      );
      builder.onLoad({ filter: /.*/, namespace: "pglite-unused" }, () => ({
        contents: [
          `export const types = ${JSON.stringify(PGLITE_TYPES_FOR_DRIZZLE)};`,
          'export class PGlite { constructor() { throw new Error("PGlite est créé par @tronc/db, pas par drizzle"); } }',
        ].join("\n"),
      }));
    },
  };
  const result = await build({
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
    metafile: true,
    write: false,
    ...options,
    plugins: [...plugins, pgliteOnlyWhenAsked, externalPackages],
  });
  if (missing.size > 0) {
    throw new Error(`Dépendances à déclarer dans ${packageJson} : ${[...missing].join(", ")}`);
  }
  return result;
}

/**
 * Replaces a file in one step (written aside, then renamed): a process started from the bundle while
 * another rebuilds it reads the old file or the new one, never half of one.
 * @param {URL | string} path
 * @param {string | Uint8Array} contents
 */
export function replaceFile(path, contents) {
  const target = typeof path === "string" ? path : fileURLToPath(path);
  const aside = `${target}.${process.pid}.tmp`;
  writeFileSync(aside, contents);
  renameSync(aside, target);
}
