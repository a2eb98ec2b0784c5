import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside the scripts, styles and index.html of the build, once,
 * at the best levels: the API serves them to clients that accept them (@fastify/static preCompressed).
 */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "tronc-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const assets = (await readdir(join(outDir, "assets"))).map((name) => join("assets", name));
      const files = ["index.html", ...assets].filter((name) => /\.(js|css|html|svg)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const body = await readFile(path);
          const br = await brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          });
          await writeFile(`${path}.br`, br);
          await writeFile(`${path}.gz`, await gzipAsync(body, { level: 9 }));
        }),
      );
    },
  };
}

const api = "http://localhost:3000";
// Upload paths of the API that live outside /api (see apps/api/src/files/file-routes.ts).
const proxied = [
  "/api",
  "/trpc",
  "/triangle-company/upload",
  "/user/upload",
  "/tronc-commun/lead/upload",
  "/tronc-commun/task/upload",
  "/compta/recommandation",
  "/compta/supplier-invoice",
  "/admin",
];

// Module ids use "/" on every system (Vite normalises them).
const library = (id: string) => id.includes("/node_modules/");
const sharedModule = (id: string) =>
  !id.includes("rich-text-editor-impl") &&
  (/\/apps\/web\/src\/(ui|hooks|lib)\//.test(id) || id.includes("/packages/domain/"));

/** A shared piece (ui, hooks, lib, domain rule) used by this many lazily loaded screens or more is in `shared`. */
const SHARED_BY = 8;

/**
 * Each screen downloads what it uses, in about ten files (`scripts/budget.mjs`, run by the build, weighs
 * the first screens and fails above its budget):
 * - `vendor`: the libraries the first page imports (React, TanStack Query, tRPC, wouter, Radix's dialog),
 *   one chunk that changes only when they are upgraded;
 * - the entry (`index`): every other module the first page imports (the shell, the route table, the
 *   sign-in page, the routes' loaders — keep those light: what they import is in every screen);
 * - `shared`: the shared pieces that many screens use;
 * - the rest is rolldown's own split: each screen (`screen: () => import(...)`) is a chunk, and a module
 *   that a few screens share is a chunk of theirs. TipTap stays in the editor's chunk
 *   (rich-text-editor-impl), fetched when an editor shows.
 */
const chunkGroups = [
  { name: "vendor", test: library, tags: ["$initial" as const], priority: 3 },
  { name: "index", tags: ["$initial" as const], priority: 2 },
  { name: "shared", test: sharedModule, minShareCount: SHARED_BY, priority: 1 },
];

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    // Read by scripts/budget.mjs, which then removes it (the server serves every file of dist).
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: api, changeOrigin: false }])),
  },
});
