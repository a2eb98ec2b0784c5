import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer, localFolderStorage, modules } from "@tronc/api";
import type { Db } from "@tronc/db";
import { createTestDb } from "@tronc/db/testing";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { type JobQueue, type JobQueueOptions, jobQueueDatabase } from "../apps/api/src/jobs/queue";
import type { DemoCore } from "../apps/api/src/seed/demo";
import type { AddressLookup } from "../apps/api/src/services/shared/address-lookup";
import { loadDemoCore } from "../apps/api/test/helpers";
import { clickByText } from "./page-actions";

export const ADMIN_BASE = "/tronc-commun/admin";
export const DEMO_PASSWORD = "tronc-demo";
export type DemoUser = "admin" | "compta" | "chef" | "user";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
/** `E2E_WEB_DIR` lets engineers working side by side each test their own build. */
export const webDir = process.env.E2E_WEB_DIR ?? join(repoRoot, "apps/web/dist");
export const screenshotsDir = join(repoRoot, "screenshots");

const noAddressLookup: AddressLookup = {
  async search() {
    return [];
  },
};

export interface RunningApp {
  baseUrl: string;
  db: Db;
  demo: DemoCore;
  /** The background job queue, when the test asked for one (`startJobs`). */
  jobQueue?: JobQueue;
  close(): Promise<void>;
}

export interface AppOptions {
  addressLookup?: AddressLookup;
  /** Starts a job queue on the app's database (the test's own jobs), as the server's start does. */
  startJobs?: (database: JobQueueOptions["database"]) => Promise<JobQueue>;
}

/** The real server on a fresh test database with the demo data, serving the built web app. */
/** `addressLookup` lets a test play the address service up or down on the server side. */
export async function startApp(options: AppOptions = {}): Promise<RunningApp> {
  if (!existsSync(join(webDir, "index.html"))) {
    throw new Error(
      `The web app is not built (${webDir}/index.html is missing): run \`pnpm --filter @tronc/web build\` first.`,
    );
  }
  const handle = await createTestDb({ seeded: true });
  const demo = await loadDemoCore(handle.db);
  const filesDir = mkdtempSync(join(tmpdir(), "tc-e2e-files-"));
  const jobQueue = await options.startJobs?.(jobQueueDatabase(handle));
  const app = await buildServer({
    modules,
    jobQueue,
    db: handle.db,
    storage: localFolderStorage(filesDir),
    maxUploadBytes: 5 * 1024 * 1024,
    addressLookup: options.addressLookup ?? noAddressLookup,
    webDir: workerWebDir(),
    // A key of this run: the materials' access codes can be saved and shown.
    secretsKey: randomBytes(32),
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("The server has no TCP address");
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    db: handle.db,
    demo,
    jobQueue,
    async close() {
      await app.close();
      await jobQueue?.stop();
      await handle.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

let servedWebDir: string | undefined;
/**
 * A snapshot of the build, one per test worker (its files share the modules: isolate is off): a
 * rebuild running meanwhile (another terminal) must not swap the chunks under the browser's feet.
 */
function workerWebDir(): string {
  if (servedWebDir) return servedWebDir;
  const dir = mkdtempSync(join(tmpdir(), "tc-e2e-web-"));
  cpSync(webDir, dir, { recursive: true });
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  servedWebDir = dir;
  return dir;
}

let workerBrowser: Promise<Browser> | undefined;
/**
 * One Chromium per test worker, shared by its files as their modules are: launching one per file
 * was a tenth of the end-to-end time. Each page still has its own context (own cookies); a browser
 * that went away is launched again.
 */
async function sharedBrowser(): Promise<Browser> {
  const running = await workerBrowser?.catch(() => undefined);
  if (running?.connected) return running;
  workerBrowser = launchBrowser();
  return workerBrowser;
}

/**
 * After a failed test, what its last two pages showed: its address and visible text in the log (all a
 * CI run keeps), and a screenshot in screenshots/failures/ for whoever runs the suite locally.
 */
async function reportPages(browser: Browser, testName: string): Promise<void> {
  const pages = await Promise.all(
    browser
      .browserContexts()
      .filter((context) => context !== browser.defaultBrowserContext())
      .map((context) => context.pages()),
  );
  for (const [index, page] of pages.flat().slice(-2).entries()) {
    try {
      // biome-ignore lint/performance/useDomNodeTextContent: what a person saw, with its line breaks
      const text = await page.evaluate(() => document.body.innerText);
      console.error(`\n[${testName}] page ${index + 1}: ${page.url()}\n${text.slice(-3000)}\n`);
      const dir = join(screenshotsDir, "failures");
      mkdirSync(dir, { recursive: true });
      const name = `${testName.replace(/[^\w-]+/g, "-").slice(0, 80)}-${index + 1}.png`;
      await page.screenshot({ path: join(dir, name) as `${string}.png` });
    } catch (error) {
      console.error(`[${testName}] page ${index + 1} could not be read: ${String(error)}`);
    }
  }
}

/** Closes the contexts (and so the pages) a test file opened in the shared browser. */
async function closeContexts(browser: Browser): Promise<void> {
  const opened = browser.browserContexts().filter((context) => context !== browser.defaultBrowserContext());
  await Promise.all(opened.map((context) => context.close().catch(() => {})));
}

/** The system Chromium (CHROME_PATH or /usr/bin/chromium), headless, never downloaded. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: install it (apt-get install chromium) or set CHROME_PATH.`,
    );
  }
  return puppeteer.launch({
    executablePath,
    headless: true,
    // Over a pipe, Chromium ends with the test worker, even one that is killed.
    pipe: true,
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
    // Native date inputs follow the process locale, not --lang (needs Debian's chromium-l10n).
    env: { ...process.env, LANG: "fr_FR.UTF-8", LANGUAGE: "fr" },
  });
}

export interface BrowserApp {
  /** The running server (started in beforeAll). */
  readonly app: RunningApp;
  /** The shared headless Chromium (launched in beforeAll). */
  readonly browser: Browser;
}

/**
 * Starts the server once for the test file (beforeAll) with the worker's browser, and stops the
 * server and closes the file's pages (afterAll).
 * Read `app` and `browser` from the returned object inside hooks and tests, not at import time.
 */
export function useBrowserApp(options: AppOptions = {}): BrowserApp {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(options), sharedBrowser()]);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === "fail" && browser) await reportPages(browser, task.name);
  });
  afterAll(async () => {
    if (browser) await closeContexts(browser);
    await app?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The ${what} is started in beforeAll: read it inside a test`);
    return value;
  };
  return {
    get app() {
      return started(app, "app");
    },
    get browser() {
      return started(browser, "browser");
    },
  };
}

/** A temporary directory for the test file's files (created in beforeAll, removed in afterAll). */
export function useScratchDir(prefix: string): { readonly path: string } {
  let path: string | undefined;
  beforeAll(() => {
    path = mkdtempSync(join(tmpdir(), prefix));
  });
  afterAll(() => {
    if (path) rmSync(path, { recursive: true, force: true });
  });
  return {
    get path() {
      if (path === undefined) throw new Error("The scratch directory is created in beforeAll");
      return path;
    },
  };
}

export interface TestPage extends Page {
  /** Console errors and uncaught exceptions seen so far on this page. */
  errors: string[];
}

/**
 * A 1366x900 French page, in its own browser context (own cookies), recording console errors. Its
 * clock is Paris time unless `timeZone` names another (a person travelling reads the same dates).
 */
export async function newPage(
  browser: Browser,
  { timeZone = "Europe/Paris" }: { timeZone?: string } = {},
): Promise<TestPage> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.once("close", () => void context.close().catch(() => {}));
  await page.setViewport({ width: 1366, height: 900 });
  await page.setExtraHTTPHeaders({ "Accept-Language": "fr-FR,fr;q=0.9" });
  await page.emulateTimezone(timeZone);
  // Only the en-US UI pack is installed with Debian's Chromium: set the renderer's locale
  // (Intl, navigator.language, native date inputs) to French through the DevTools protocol.
  const cdp = await page.createCDPSession();
  await cdp.send("Emulation.setLocaleOverride", { locale: "fr-FR" });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error instanceof Error ? error.message : String(error)));
  return Object.assign(page, { errors });
}

/**
 * Signs in as a demo user by POST /api/login (the form itself is tested by shell.e2e.test.ts), hands
 * the session cookie to the page's browser context, opens `at` (the home page unless said) and waits
 * for the top bar: a test that starts on a screen opens it at once, not the home page first.
 */
export async function loginAs(page: Page, baseUrl: string, who: DemoUser, at = ADMIN_BASE) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `${who}@tronc.test`, password: DEMO_PASSWORD }),
  });
  const session = response.headers
    .getSetCookie()
    .map((header) => /^tc_session=([^;]+)/.exec(header)?.[1])
    .find((value) => value !== undefined);
  if (!response.ok || !session)
    throw new Error(`Sign-in as ${who} refused (${response.status}): ${await response.text()}`);
  const { hostname } = new URL(baseUrl);
  await page.browserContext().setCookie({
    name: "tc_session",
    value: session,
    domain: hostname,
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
  });
  await page.goto(`${baseUrl}${at}`, { waitUntil: "domcontentloaded" });
  await page.waitForSelector("header.topbar", { timeout: 15_000 });
}

export async function fillLoginForm(page: Page, email: string, password: string) {
  await page.waitForSelector("#login-email");
  await page.type("#login-email", email);
  await page.type("#login-password", password);
  await clickByText(page, "button", "Se connecter");
}

/** A folder of screenshots/ (created) for a file's own screenshots and PDFs, inside the checkout. */
export function shotsDir(name: string): string {
  const dir = join(screenshotsDir, name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Writes screenshots/<name>.png at the repository root (gitignored) and returns its path. */
export async function screenshot(page: Page, name: string, fullPage = false): Promise<string> {
  mkdirSync(screenshotsDir, { recursive: true });
  const path = join(screenshotsDir, `${name}.png`);
  await page.screenshot({ path: path as `${string}.png`, fullPage });
  return path;
}

export * from "./page-actions";
