/// <reference lib="dom" />
// (the page-side callbacks run in Chromium)
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type * as Puppeteer from "../../e2e/node_modules/puppeteer-core";
import {
  type Cleanups,
  launchBenchBrowser,
  median,
  repoPath,
  serveWebBuild,
  signedInPage,
} from "./browser-bench";
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
const versions = (values.web ?? [`actuelle=${repoPath("apps/web/dist")}`]).map((one) => {
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

const LIST_PATH = "/tronc-commun/admin/lead";
const FIRST_ROW = ".lead-list .lead-row";
const load = () => loadavg()[0]?.toFixed(2) ?? "?";

interface Waterfall {
  name: string;
  start: number;
  end: number;
}

const cleanups: Cleanups = [];
const handle = await openDemoDb(values.smoke, "first_paint");
cleanups.push(() => handle.close());
const firstRowWatcher = `
  new MutationObserver((_, observer) => {
    if (!document.querySelector(${JSON.stringify(FIRST_ROW)})) return;
    window.__firstRowMs = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
`;

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
  const browser = await launchBenchBrowser(cleanups);
  const sides = [];
  for (const version of versions) {
    const baseUrl = await serveWebBuild(handle.db, version.dir, cleanups);
    const page = await signedInPage(browser, baseUrl, firstRowWatcher);
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
