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
const sharedModule = (id: string) =>
  !id.includes("rich-text-editor-impl") &&
  (/\/apps\/web\/src\/(ui|hooks|lib)\//.test(id) || id.includes("/packages/domain/"));
const featureOf = (id: string) => /\/apps\/web\/src\/features\/([^/]+)\//.exec(id)?.[1] ?? null;

/**
 * A screen arrives in a few files rather than fifteen: what the first page needs (the shell, React,
 * tRPC) in one chunk; of the rest, the shared pieces (ui, hooks, lib, domain rules) in one chunk and
 * each feature folder in one chunk. TipTap (the rich text editor's implementation) stays apart,
 * loaded only when an editor opens.
 */
const chunkGroups = [
  { name: "app", tags: ["$initial" as const], priority: 3 },
  { name: "shared", test: sharedModule, priority: 2 },
  { name: featureOf, debugName: "features", priority: 1 },
];

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: api, changeOrigin: false }])),
  },
});
