import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { seedDemo } from "@tronc/api";
import { createDb, files, invoices, migrate, triangleCompanies, triangleCompanyLogos } from "@tronc/db";
import { asc, eq } from "drizzle-orm";
import type * as Puppeteer from "../../apps/api/node_modules/puppeteer-core";
import { loadInvoiceParties } from "../../apps/api/src/services/invoicing/edit/parties";
import { invoiceHtml } from "../../apps/api/src/services/invoicing/print/document";
import { invoiceFooter } from "../../apps/api/src/services/invoicing/print/invoice-pdf";
import { loadInvoicePrint } from "../../apps/api/src/services/invoicing/print/load";
import { closePdfBrowser, htmlToPdf } from "../../apps/api/src/services/shared/pdf";
import { insertAcceptedQuotation, insertInvoice } from "../../apps/api/test/invoicing/invoicing-fixtures";
import { bandPng, type LineInput } from "../../apps/api/test/proposals/print-helpers";
import { percentile } from "./lead-search-cases";

const help = `Mesure l'impression d'une facture en PDF, navigateur chaud, côte à côte dans la même exécution :
(a) notre chemin complet (lecture des données + HTML + htmlToPdf) et (b) une impression Chromium nue
du même HTML (page.setContent une fois, puis page.pdf sur cette page déjà ouverte).

Usage : pnpm --filter @tronc/scripts exec tsx bench/invoice-pdf.ts [options]

  --lines <N>   lignes de la facture (défaut 30)
  --runs <N>    impressions mesurées de chaque côté, en alternance (défaut 40)
  --warmup <N>  impressions de chauffe non comptées (défaut 5)
  --help        cette aide

Base PGlite en mémoire avec les données de démonstration ; la facture est une facture de solde validée
qui déduit un acompte (tableau des déductions et toutes les mentions obligatoires). Objectif : médiane (a) ≤ 1,3 × médiane (b).
Code de sortie : 0 objectif tenu, 1 objectif manqué ou erreur, 2 paramètres.`;

const { values } = parseArgs({
  options: {
    lines: { type: "string", default: "30" },
    runs: { type: "string", default: "40" },
    warmup: { type: "string", default: "5" },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log(help);
  process.exit(0);
}
const [lineCount = 0, runs = 0, warmup = 0] = [values.lines, values.runs, values.warmup].map(Number);
if (![lineCount, runs, warmup].every((n) => Number.isInteger(n) && n >= 0) || runs < 1 || lineCount < 1) {
  console.error("--lines, --runs et --warmup sont des entiers (au moins 1 ligne et 1 mesure). Voir --help.");
  process.exit(2);
}

const executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const requireFromApi = createRequire(join(repoRoot, "apps/api/package.json"));
const puppeteer: typeof Puppeteer = (
  await import(pathToFileURL(requireFromApi.resolve("puppeteer-core")).href)
).default;

/** Realistic lines: rich descriptions, three VAT rates, discounts every third line, one pack line. */
function benchLines(count: number): LineInput[] {
  return Array.from({ length: count }, (_, rank) => ({
    name: `Prestation ${rank + 1} — ${["Animation", "Location de matériel", "Traiteur", "Formation"][rank % 4]}`,
    description: `<p>Détail de la prestation ${rank + 1} : <strong>préparation</strong>, mise en place et suivi.</p><ul><li>Coordination sur site</li><li>Compte rendu</li></ul>`,
    quantity: String(1 + (rank % 5)),
    unity: rank % 2 ? "UNITY_DAY" : "UNITY_UNITY",
    unitPriceCents: 12_345 + rank * 1_001,
    vatRate: ["20", "10", "5.5"][rank % 3] ?? "20",
    discountPercent: rank % 3 === 0 ? "7.5" : "0",
    hidden: rank === 4,
  }));
}

const filesDir = mkdtempSync(join(tmpdir(), "tc-bench-invoice-pdf-"));
const handle = await createDb({});
let browser: Puppeteer.Browser | null = null;
try {
  await migrate(handle);
  await seedDemo(handle.db, new Date());
  const [issuer] = await handle.db
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
  await handle.db
    .update(triangleCompanies)
    .set({
      cgv,
      pdfBanqInfos: "<p>IBAN FR76 3000 4000 0500 0012 3456 789</p>",
      footerPdf: "<p>SAS au capital de 10 000 €</p>",
    })
    .where(eq(triangleCompanies.id, issuerId));
  const logo = bandPng();
  const [file] = await handle.db
    .insert(files)
    .values({ filename: "logo.png", mimeType: "image/png", size: logo.length })
    .returning({ id: files.id });
  writeFileSync(join(filesDir, String(file?.id)), logo);
  await handle.db.insert(triangleCompanyLogos).values({ triangleCompanyId: issuerId, fileId: file?.id ?? 0 });
  const lines = benchLines(lineCount);
  const quotation = await insertAcceptedQuotation(handle.db, { issuerId, lines });
  const depositId = await insertInvoice(handle.db, {
    issuerId,
    companyId: quotation.companyId,
    quotationIds: [quotation.quotationId],
    type: "TYPE_ADVANCE",
    state: "STATE_VALIDATED",
    reference: "FA-BENCH-2026-00001",
    lines: [
      { name: "Acompte (20 %)", quantity: "1", unitPriceCents: 10_000, vatRate: "20" },
      { name: "Acompte (10 %)", quantity: "1", unitPriceCents: 10_000, vatRate: "10" },
    ],
  });
  const invoiceId = await insertInvoice(handle.db, {
    issuerId,
    companyId: quotation.companyId,
    quotationIds: [quotation.quotationId],
    type: "TYPE_SOLD",
    state: "STATE_VALIDATED",
    reference: "FA-BENCH-2026-00002",
    deducts: [depositId],
    lines,
  });
  // validated: its parties frozen, as validateInvoice leaves them (the print reads them from the row)
  const [invoiceRow] = await handle.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoiceRow) throw new Error("facture introuvable");
  await handle.db
    .update(invoices)
    .set({ parties: await loadInvoiceParties(handle.db, invoiceRow) })
    .where(eq(invoices.id, invoiceId));

  const loadTimes: number[] = [];
  const ours = async () => {
    const started = performance.now();
    const print = await loadInvoicePrint(handle.db, filesDir, invoiceId);
    if (!print) throw new Error("facture introuvable");
    const html = invoiceHtml(print);
    loadTimes.push(performance.now() - started);
    return htmlToPdf(html, { footer: invoiceFooter(print) });
  };
  const print = await loadInvoicePrint(handle.db, filesDir, invoiceId);
  if (!print) throw new Error("facture introuvable");
  browser = await puppeteer.launch({
    executablePath,
    headless: true,
    args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"],
  });
  const page = await browser.newPage();
  await page.setContent(invoiceHtml(print), { waitUntil: "load" });
  const footer = `<div style="font-size:8px;color:#6c757d;width:100%;text-align:center;font-family:sans-serif">${invoiceFooter(print)} — page <span class="pageNumber"></span>/<span class="totalPages"></span></div>`;
  const bare = () =>
    page.pdf({
      format: "A4",
      printBackground: true,
      margin: { top: "18mm", bottom: "18mm", left: "16mm", right: "16mm" },
      displayHeaderFooter: true,
      headerTemplate: "<span></span>",
      footerTemplate: footer,
    });

  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  for (let n = 0; n < warmup; n++) {
    await ours();
    await bare();
  }
  loadTimes.length = 0;
  const times = { ours: [] as number[], bare: [] as number[] };
  for (let run = 0; run < runs; run++) {
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
  console.log(`Facture de ${lineCount} lignes, ${runs} impressions de chaque côté (chauffe : ${warmup})`);
  console.log(`  (a) chemin complet      : médiane ${ms(a.median)}, p95 ${ms(a.p95)}`);
  console.log(`      dont données + HTML : médiane ${ms(percentile(loadTimes, 50))}`);
  console.log(`  (b) Chromium nu (pdf)   : médiane ${ms(b.median)}, p95 ${ms(b.p95)}`);
  console.log(
    `  rapport a/b             : médiane ${ratio.toFixed(2).replace(".", ",")}, p95 ${(a.p95 / b.p95).toFixed(2).replace(".", ",")}`,
  );
  console.log(ratio <= 1.3 ? "Objectif tenu (≤ 1,3)." : "Objectif manqué (> 1,3).");
  process.exitCode = ratio <= 1.3 ? 0 : 1;
} finally {
  await browser?.close();
  await closePdfBrowser();
  await handle.close();
  rmSync(filesDir, { recursive: true, force: true });
}
