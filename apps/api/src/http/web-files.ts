import { readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { pickEncoding } from "./index-page";
import { markStatic } from "./request-log";

type Encoding = "br" | "gzip" | "identity";

/** Vite names the chunks it emits `assets/<name>-<hash>.<ext>`: their content never changes under a name. */
const HASHED_ASSET = /^\/assets\/[^/]+-[\w-]{8,}\.\w+$/;

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/** One file of the built web app, with the brotli and gzip twins its build wrote beside it. */
interface WebFile {
  type: string;
  cacheControl: string;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
}

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(path) : [path];
  });
}

/**
 * Every file of the built web app but index.html (its own routes), read once at start: a build never
 * changes while the server runs, so no request reads the disk. Keyed by URL path.
 */
export function loadWebFiles(webDir: string): Map<string, WebFile> {
  const all = filesBelow(webDir);
  const present = new Set(all);
  const files = new Map<string, WebFile>();
  for (const path of all) {
    if (path.endsWith(".br") || path.endsWith(".gz")) continue;
    const url = `/${relative(webDir, path).split(sep).join("/")}`;
    if (url === "/index.html") continue;
    const twin = (suffix: string) => (present.has(path + suffix) ? readFileSync(path + suffix) : undefined);
    const br = twin(".br");
    const gzip = twin(".gz");
    files.set(url, {
      type: TYPES[extname(path).toLowerCase()] ?? "application/octet-stream",
      cacheControl: HASHED_ASSET.test(url) ? "public, max-age=31536000, immutable" : "no-cache",
      bodies: { identity: readFileSync(path), ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) },
    });
  }
  return files;
}

function sendWebFile(file: WebFile, request: FastifyRequest, reply: FastifyReply) {
  markStatic(request);
  reply.type(file.type).header("Cache-Control", file.cacheControl).header("Vary", "Accept-Encoding");
  // The best the client accepts among the twins the build wrote: brotli, then gzip, then as is.
  const twins = (["br", "gzip"] as const).filter((encoding) => file.bodies[encoding]);
  const encoding = pickEncoding(request.headers["accept-encoding"], twins);
  if (encoding !== "identity") reply.header("Content-Encoding", encoding);
  return reply.send(file.bodies[encoding]);
}

/** A GET (and HEAD) route per file: no session, cookie or database work, no log line at info. */
export function registerWebFiles(app: FastifyInstance, files: ReadonlyMap<string, WebFile>) {
  for (const [url, file] of files) {
    app.get(url, (request, reply) => sendWebFile(file, request, reply));
  }
}
