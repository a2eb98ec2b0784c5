/// <reference lib="dom" />
// (the page-side callbacks run in Chromium)
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { buildServer, DEMO_PASSWORD, localFolderStorage, modules } from "@tronc/api";
// puppeteer-core is a dependency of the e2e package: borrowed from there rather than installed twice.
import type * as Puppeteer from "../../e2e/node_modules/puppeteer-core";
import { openDemoDb } from "./smoke-mode";

const help = `Mesure le premier affichage de la liste des leads dans Chromium, cache chaud.

Usage : pnpm --filter @tronc/scripts exec tsx bench/first-paint.ts [options]

  --runs <N>             navigations mesurées par version (défaut 5 ; la médiane est affichée)
  --web <nom>=<dossier>  une version construite de l'application web à mesurer (répétable ; défaut :
                         apps/web/dist). Plusieurs versions sont mesurées côte à côte, en alternance,
                         chacune sur son serveur, même base et même navigateur.
  --smoke                essai de la CI : une navigation mesurée (les options données l'emportent)
  --help                 cette aide

Démarre le serveur (PGlite en mémoire, données de démonstration ; avec --smoke et DATABASE_URL, une
base PostgreSQL à part, supprimée à la fin), se connecte, charge la liste une fois pour chauffer le
cache, puis mesure N fois le temps entre le début de la navigation et la première ligne de lead dans
le DOM. Affiche aussi la cascade réseau de la dernière navigation.
Code de sortie : 0 mesuré, 1 erreur, 2 paramètres.`;

const { values } = parseArgs({
  options: {
    runs: { type: "string" },
    web: { type: "string", multiple: true },
    smoke: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log(help);
  process.exit(0);
}
const runs = Number(values.runs ?? (values.smoke ? "1" : "5"));
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const versions = (values.web ?? [`actuelle=${join(repoRoot, "apps/web/dist")}`]).map((one) => {
  const [label = "", dir = ""] = one.split("=", 2);
  return { label, dir };
});
if (!Number.isInteger(runs) || runs < 1 || runs > 50 || versions.some((v) => !v.label || !v.dir)) {
  console.error("--runs entier entre 1 et 50, --web <nom>=<dossier>. Voir --help.");
  process.exit(2);
}
for (const { dir } of versions) {
  if (!existsSync(join(dir, "index.html"))) {
    console.error(`Application web non construite dans ${dir} : pnpm --filter @tronc/web build`);
    process.exit(1);
  }
}
const requireFromE2e = createRequire(join(repoRoot, "e2e/package.json"));
const puppeteer: typeof Puppeteer = await import(
  pathToFileURL(requireFromE2e.resolve("puppeteer-core")).href
);

const LIST_PATH = "/tronc-commun/admin/lead";
const FIRST_ROW = ".lead-list .lead-row";
const load = () => loadavg()[0]?.toFixed(2) ?? "?";
const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

interface Waterfall {
  name: string;
  start: number;
  end: number;
}

const cleanups: (() => Promise<void> | void)[] = [];
const handle = await openDemoDb(values.smoke, "first_paint");
cleanups.push(() => handle.close());
const filesDir = mkdtempSync(join(tmpdir(), "tc-bench-files-"));
cleanups.push(() => rmSync(filesDir, { recursive: true, force: true }));

/** One server per version, on a snapshot of its build (a rebuild meanwhile must not swap chunks). */
async function serve(dir: string): Promise<string> {
  const webDir = mkdtempSync(join(tmpdir(), "tc-bench-web-"));
  cpSync(dir, webDir, { recursive: true });
  cleanups.push(() => rmSync(webDir, { recursive: true, force: true }));
  const app = await buildServer({
    modules,
    db: handle.db,
    storage: localFolderStorage(filesDir),
    webDir,
    maxUploadBytes: 1024 * 1024,
    addressLookup: { search: async () => [] },
  });
  cleanups.unshift(() => app.close());
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function signedInPage(browser: Puppeteer.Browser, baseUrl: string) {
  const page = await browser.newPage();
  // A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
  await page.evaluateOnNewDocument(`
    new MutationObserver((_, observer) => {
      if (!document.querySelector(${JSON.stringify(FIRST_ROW)})) return;
      window.__firstRowMs = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  `);
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

/** Navigates to the list; the first row's instant from the navigation's start, and the requests. */
async function visit(page: Puppeteer.Page, baseUrl: string) {
  await page.bringToFront(); // a background tab's timers and frames are throttled
  await page.goto(`${baseUrl}${LIST_PATH}`, { waitUntil: "domcontentloaded" });
  await page
    .waitForFunction(() => "__firstRowMs" in window, { timeout: 15_000 })
    .catch(async () => {
      const seen = await page.evaluate(() => document.body.textContent?.slice(0, 200));
      throw new Error(`aucune ligne de lead sur ${page.url()} : ${seen}`);
    });
  return page.evaluate(() => {
    const firstRowMs = Number((window as unknown as { __firstRowMs: number }).__firstRowMs);
    const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const waterfall = entries.map((entry) => ({
      name: new URL(entry.name).pathname.replace(/^\/assets\//, ""),
      start: entry.startTime,
      end: entry.responseEnd,
    }));
    return { firstRowMs, waterfall };
  });
}

async function measure() {
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
  const sides = [];
  for (const version of versions) {
    const baseUrl = await serve(version.dir);
    const page = await signedInPage(browser, baseUrl);
    await visit(page, baseUrl); // warms the HTTP cache
    sides.push({ ...version, baseUrl, page, times: [] as number[], last: [] as Waterfall[] });
  }
  for (let run = 0; run < runs; run++) {
    for (const side of sides) {
      const { firstRowMs, waterfall } = await visit(side.page, side.baseUrl);
      side.times.push(firstRowMs);
      side.last = waterfall;
      console.log(`  ${side.label}, navigation ${run + 1} : ${Math.round(firstRowMs)} ms (charge ${load()})`);
    }
  }
  for (const side of sides) {
    console.log(`\n${side.label} : cascade de la dernière navigation (début → fin en ms)`);
    for (const entry of side.last.sort((a, b) => a.start - b.start)) {
      const at = `${String(Math.round(entry.start)).padStart(5)} → ${String(Math.round(entry.end)).padStart(5)}`;
      console.log(`  ${at}  ${entry.name}`);
    }
  }
  console.log("");
  for (const side of sides) {
    console.log(
      `${side.label} : première ligne de lead, médiane de ${runs} : ${Math.round(median(side.times))} ms (charge ${load()})`,
    );
  }
}

try {
  await measure();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups) await cleanup();
}
