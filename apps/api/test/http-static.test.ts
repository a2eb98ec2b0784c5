import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFolderStorage } from "../src/files/storage/local-folder";
import { buildServer } from "../src/server";
import { createTestApp, type TestApp } from "./helpers";

const INDEX =
  '<!doctype html><html lang="fr"><script type="module" src="/assets/index-Ab1_cD-9.js"></script></html>';
const SCRIPT = `console.log("${"tronc commun ".repeat(200)}");`;
const IMMUTABLE = "public, max-age=31536000, immutable";

let t: TestApp;
let app: FastifyInstance;
let webDir: string;
const logLines: { level: number; msg: string; req?: { url?: string }; res?: { statusCode?: number } }[] = [];

/** A built web app as Vite and its compression step leave it: hashed assets with .br and .gz twins. */
function writeWebApp(dir: string) {
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), INDEX);
  writeFileSync(join(dir, "favicon.svg"), "<svg/>");
  const script = join(dir, "assets/index-Ab1_cD-9.js");
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
}

beforeAll(async () => {
  t = await createTestApp({ modules: [] });
  webDir = mkdtempSync(join(tmpdir(), "tc-web-static-"));
  writeWebApp(webDir);
  app = await buildServer({
    db: t.handle.db,
    storage: localFolderStorage(t.filesDir),
    maxUploadBytes: 1024 * 1024,
    addressLookup: { search: async () => [] },
    modules: t.modules,
    webDir,
    logger: true,
    logStream: { write: (line) => logLines.push(JSON.parse(line)) },
  });
});
afterAll(async () => {
  await app.close();
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe("hashed assets", () => {
  it("are sent brotli- or gzip-compressed as the client accepts, cached for a year", async () => {
    const br = await app.inject({
      url: "/assets/index-Ab1_cD-9.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers["cache-control"]).toBe(IMMUTABLE);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await app.inject({
      url: "/assets/index-Ab1_cD-9.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({ url: "/assets/index-Ab1_cD-9.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers["cache-control"]).toBe(IMMUTABLE);
  });

  it("a file without a hash is revalidated, and a missing asset is a JSON 404", async () => {
    const icon = await app.inject({ url: "/favicon.svg" });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["cache-control"]).toBe("no-cache");
    const missing = await app.inject({ url: "/assets/index-Zz9_zZ-9.js" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toMatch(/json/);
  });
});

describe("index.html", () => {
  it("is served from memory, compressed, with no-cache and an ETag that answers 304", async () => {
    // Changed on disk after the start: the page names the chunks of the build the server started with.
    writeFileSync(join(webDir, "index.html"), "<p>autre build</p>");
    const first = await app.inject({ url: "/", headers: { "accept-encoding": "br, gzip" } });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(INDEX);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await app.inject({
      url: "/tronc-commun/admin/lead",
      headers: { "if-none-match": String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");

    const plain = await app.inject({ url: "/login", headers: { "accept-encoding": "br;q=0, gzip;q=0" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(INDEX);
    const head = await app.inject({ method: "HEAD", url: "/coach-ia/x" });
    expect(head.statusCode).toBe(200);
  });
});

describe("request logs", () => {
  it("files of the web app at debug (not written at info), API requests and errors at info", async () => {
    logLines.length = 0;
    await app.inject({ url: "/" });
    await app.inject({ url: "/assets/index-Ab1_cD-9.js" });
    await app.inject({ url: "/api/me" });
    await app.inject({ url: "/assets/absent-Ab1_cD-9.js" });
    const logged = logLines.filter((line) => line.msg === "request completed");
    expect(logged.map((line) => [line.req?.url, line.res?.statusCode])).toEqual([
      ["/api/me", 401],
      ["/assets/absent-Ab1_cD-9.js", 404],
    ]);
    expect(logged.every((line) => line.level === 30)).toBe(true);
  });
});
