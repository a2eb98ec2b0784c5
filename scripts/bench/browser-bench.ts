import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildServer, DEMO_PASSWORD, localFolderStorage, modules } from "@tronc/api";
import type { Db } from "@tronc/db";
// puppeteer-core is a dependency of the e2e package: borrowed from there rather than installed twice.
import type * as Puppeteer from "../../e2e/node_modules/puppeteer-core";

/** What the benches that drive Chromium share: the browser, a server of a web build, a signed-in page. */

export type Cleanups = (() => Promise<unknown> | unknown)[];

/** A path in the repository. */
export function repoPath(...parts: string[]): string {
  return join(fileURLToPath(new URL("../..", import.meta.url)), ...parts);
}

export async function launchBenchBrowser(cleanups: Cleanups): Promise<Puppeteer.Browser> {
  const requireFromE2e = createRequire(repoPath("e2e/package.json"));
  const puppeteer: typeof Puppeteer = await import(
    pathToFileURL(requireFromE2e.resolve("puppeteer-core")).href
  );
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
      "--lang=fr-FR",
    ],
  });
  cleanups.unshift(() => browser.close());
  return browser;
}

/**
 * A server of the app on `db`, serving a snapshot of the web build in `webBuild` (a rebuild meanwhile
 * must not swap chunks), with a files folder of its own; answers its base URL.
 */
export async function serveWebBuild(db: Db, webBuild: string, cleanups: Cleanups): Promise<string> {
  const webDir = mkdtempSync(join(tmpdir(), "tc-bench-web-"));
  const filesDir = mkdtempSync(join(tmpdir(), "tc-bench-files-"));
  cpSync(webBuild, webDir, { recursive: true });
  cleanups.push(() => rmSync(webDir, { recursive: true, force: true }));
  cleanups.push(() => rmSync(filesDir, { recursive: true, force: true }));
  const app = await buildServer({
    modules,
    db,
    storage: localFolderStorage(filesDir),
    webDir,
    maxUploadBytes: 1024 * 1024,
    addressLookup: { search: async () => [] },
  });
  cleanups.unshift(() => app.close());
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * A page signed in as the demo admin. `beforeEachDocument` is page code run before each document's own
 * (a string, not a function: tsx would wrap a function's inner names in a helper the page lacks).
 */
export async function signedInPage(
  browser: Puppeteer.Browser,
  baseUrl: string,
  beforeEachDocument?: string,
): Promise<Puppeteer.Page> {
  const page = await browser.newPage();
  if (beforeEachDocument) await page.evaluateOnNewDocument(beforeEachDocument);
  await page.goto(`${baseUrl}/login`, { waitUntil: "domcontentloaded" });
  const signedIn = await page.evaluate(async (password: string) => {
    const response = await fetch("/api/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@tronc.test", password }),
    });
    return response.status;
  }, DEMO_PASSWORD);
  if (signedIn !== 200) throw new Error(`connexion refusée (${signedIn})`);
  return page;
}

export const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
