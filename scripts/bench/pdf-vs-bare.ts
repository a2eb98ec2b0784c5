import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { type Db, files, triangleCompanies, triangleCompanyLogos } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { asc, eq } from "drizzle-orm";
import type * as Puppeteer from "../../apps/api/node_modules/puppeteer-core";
import { bandPng, type LineInput } from "../../apps/api/test/proposals/print-helpers";
import { percentile } from "./lead-search-cases";
import { verdict } from "./smoke-mode";

/**
 * What the document PDF benchmarks share: their options, realistic lines, an issuer with a logo and
 * long terms, and the side-by-side measure of our whole print path against a bare Chromium print of
 * the same HTML on an already open page.
 */
export function readPdfBenchOptions(help: string): {
  lineCount: number;
  runs: number;
  warmup: number;
  smoke: boolean;
} {
  const { values } = parseArgs({
    options: {
      lines: { type: "string" },
      runs: { type: "string" },
      warmup: { type: "string" },
      smoke: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(help);
    process.exit(0);
  }
  const { smoke } = values;
  const [lineCount = 0, runs = 0, warmup = 0] = [
    values.lines ?? (smoke ? "5" : "30"),
    values.runs ?? (smoke ? "1" : "40"),
    values.warmup ?? (smoke ? "0" : "5"),
  ].map(Number);
  if (![lineCount, runs, warmup].every((n) => Number.isInteger(n) && n >= 0) || runs < 1 || lineCount < 1) {
    console.error(
      "--lines, --runs et --warmup sont des entiers (au moins 1 ligne et 1 mesure). Voir --help.",
    );
    process.exit(2);
  }
  return { lineCount, runs, warmup, smoke };
}

/** Realistic lines: rich descriptions, three VAT rates, discounts every third line, one pack line. */
export function benchLines(count: number): LineInput[] {
  return Array.from({ length: count }, (_, rank) => ({
    name: `Prestation ${rank + 1} — ${["Animation", "Location de matériel", "Traiteur", "Formation"][rank % 4]}`,
    description: `<p>Détail de la prestation ${rank + 1} : <strong>préparation</strong>, mise en place et suivi.</p><ul><li>Coordination sur site</li><li>Compte rendu</li></ul>`,
    quantity: String(1 + (rank % 5)),
    unity: rank % 2 ? "UNITY_DAY" : "UNITY_UNITY",
    unitPriceCents: toCents(12_345 + rank * 1_001),
    vatRate: ["20", "10", "5.5"][rank % 3] ?? "20",
    discountPercent: rank % 3 === 0 ? "7.5" : "0",
    hidden: rank === 4,
  }));
}

/** The first demo issuer, given twelve articles of terms, bank details, a footer and a logo. */
export async function prepareBenchIssuer(db: Db, filesDir: string): Promise<number> {
  const [issuer] = await db
    .select({ id: triangleCompanies.id })
    .from(triangleCompanies)
    .orderBy(asc(triangleCompanies.id))
    .limit(1);
  const issuerId = issuer?.id ?? 0;
  const cgv = Array.from(
    { length: 12 },
    (_, n) =>
      `<p>Article ${n + 1} — Les présentes conditions s'appliquent à toute commande passée auprès de la société, sauf accord écrit contraire des parties.</p>`,
  ).join("");
  await db
    .update(triangleCompanies)
    .set({
      cgv,
      pdfBanqInfos: "<p>IBAN FR76 3000 4000 0500 0012 3456 789</p>",
      footerPdf: "<p>SAS au capital de 10 000 €</p>",
    })
    .where(eq(triangleCompanies.id, issuerId));
  const logo = bandPng();
  const [file] = await db
    .insert(files)
    .values({ filename: "logo.png", mimeType: "image/png", size: logo.length })
    .returning({ id: files.id });
  writeFileSync(join(filesDir, String(file?.id)), logo);
  await db.insert(triangleCompanyLogos).values({ triangleCompanyId: issuerId, fileId: file?.id ?? 0 });
  return issuerId;
}

async function launchChromium(): Promise<Puppeteer.Browser> {
  const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
  const requireFromApi = createRequire(join(repoRoot, "apps/api/package.json"));
  const puppeteer: typeof Puppeteer = (
    await import(pathToFileURL(requireFromApi.resolve("puppeteer-core")).href)
  ).default;
  return puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"],
  });
}

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

/**
 * Prints (a) our path — `loadHtml` then `toPdf` — against (b) Chromium's page.pdf of the same HTML
 * with the same footer, alternating which goes first; sets the exit code from the 1.3 target (not in a
 * smoke run).
 */
export async function comparePdfPaths(options: {
  /** 'Facture de 30 lignes', for the report. */
  subject: string;
  runs: number;
  warmup: number;
  /** A smoke run (--smoke): the figures are printed, the target is not judged. */
  smoke: boolean;
  loadHtml(): Promise<{ html: string; footer: string }>;
  toPdf(page: { html: string; footer: string }): Promise<unknown>;
}): Promise<void> {
  const browser = await launchChromium();
  try {
    const loadTimes: number[] = [];
    const ours = async () => {
      const started = performance.now();
      const document = await options.loadHtml();
      loadTimes.push(performance.now() - started);
      return options.toPdf(document);
    };
    const document = await options.loadHtml();
    const page = await browser.newPage();
    await page.setContent(document.html, { waitUntil: "load" });
    const footer = `<div style="font-size:8px;color:#6c757d;width:100%;text-align:center;font-family:sans-serif">${document.footer} — page <span class="pageNumber"></span>/<span class="totalPages"></span></div>`;
    const bare = () =>
      page.pdf({
        format: "A4",
        printBackground: true,
        margin: { top: "18mm", bottom: "18mm", left: "16mm", right: "16mm" },
        displayHeaderFooter: true,
        headerTemplate: "<span></span>",
        footerTemplate: footer,
      });
    for (let n = 0; n < options.warmup; n++) {
      await ours();
      await bare();
    }
    loadTimes.length = 0;
    const times = { ours: [] as number[], bare: [] as number[] };
    for (let run = 0; run < options.runs; run++) {
      // alternate which side goes first, so neither always runs right after the other
      if (run % 2 === 0) {
        times.ours.push(await timed(ours));
        times.bare.push(await timed(bare));
      } else {
        times.bare.push(await timed(bare));
        times.ours.push(await timed(ours));
      }
    }
    const stat = (list: number[]) => ({ median: percentile(list, 50), p95: percentile(list, 95) });
    const a = stat(times.ours);
    const b = stat(times.bare);
    const ms = (value: number) => `${value.toFixed(1).replace(".", ",")} ms`;
    const ratio = a.median / b.median;
    console.log(
      `${options.subject}, ${options.runs} impressions de chaque côté (chauffe : ${options.warmup})`,
    );
    console.log(`  (a) chemin complet      : médiane ${ms(a.median)}, p95 ${ms(a.p95)}`);
    console.log(`      dont données + HTML : médiane ${ms(percentile(loadTimes, 50))}`);
    console.log(`  (b) Chromium nu (pdf)   : médiane ${ms(b.median)}, p95 ${ms(b.p95)}`);
    console.log(
      `  rapport a/b             : médiane ${ratio.toFixed(2).replace(".", ",")}, p95 ${(a.p95 / b.p95).toFixed(2).replace(".", ",")}`,
    );
    if (!options.smoke) console.log(ratio <= 1.3 ? "Objectif tenu (≤ 1,3)." : "Objectif manqué (> 1,3).");
    process.exitCode = verdict(ratio <= 1.3, options.smoke);
  } finally {
    await browser.close();
  }
}
