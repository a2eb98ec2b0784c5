import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { localFolderStorage } from "../../apps/api/src/files/storage/local-folder";
import { quotationHtml } from "../../apps/api/src/services/proposals/quotations/pdf-document";
import { loadQuotationPrint } from "../../apps/api/src/services/proposals/quotations/pdf-load";
import { quotationFooter } from "../../apps/api/src/services/proposals/quotations/quotation-print";
import { closePdfBrowser, htmlToPdf } from "../../apps/api/src/services/shared/pdf";
import { insertQuotation, insertRecommendation } from "../../apps/api/test/proposals/print-helpers";
import { benchLines, comparePdfPaths, prepareBenchIssuer, readPdfBenchOptions } from "./pdf-vs-bare";
import { openDemoDb } from "./smoke-mode";

const help = `Mesure l'impression d'un devis en PDF, navigateur chaud, côte à côte dans la même exécution :
(a) notre chemin complet (lecture des données + HTML + htmlToPdf) et (b) une impression Chromium nue
du même HTML (page.setContent une fois, puis page.pdf sur cette page déjà ouverte).

Usage : pnpm --filter @tronc/scripts exec tsx bench/quotation-pdf.ts [options]

  --lines <N>   lignes du devis (défaut 30)
  --runs <N>    impressions mesurées de chaque côté, en alternance (défaut 40)
  --warmup <N>  impressions de chauffe non comptées (défaut 5)
  --smoke       essai de la CI : 5 lignes, 1 impression de chaque côté, sans chauffe, objectif non jugé
  --help        cette aide

Base PGlite en mémoire avec les données de démonstration (avec --smoke et DATABASE_URL : une base
PostgreSQL à part, supprimée à la fin). Objectif : médiane (a) ≤ 1,3 × médiane (b).
Code de sortie : 0 objectif tenu, 1 objectif manqué ou erreur, 2 paramètres.`;

const { lineCount, runs, warmup, smoke } = readPdfBenchOptions(help);
const filesDir = mkdtempSync(join(tmpdir(), "tc-bench-pdf-"));
const handle = await openDemoDb(smoke, "quotation_pdf");
try {
  const issuerId = await prepareBenchIssuer(handle.db, filesDir);
  const recommendationId = await insertRecommendation(handle.db, issuerId);
  const quotationId = await insertQuotation(handle.db, {
    recommendationId,
    issuerId,
    reference: "DE-BENCH-2026-00001",
    advancePercent: "30",
    lines: benchLines(lineCount),
  });
  await comparePdfPaths({
    subject: `Devis de ${lineCount} lignes`,
    runs,
    warmup,
    smoke,
    async loadHtml() {
      const print = await loadQuotationPrint(handle.db, localFolderStorage(filesDir), quotationId);
      if (!print) throw new Error("devis introuvable");
      return { html: quotationHtml(print), footer: quotationFooter(print) };
    },
    toPdf: ({ html, footer }) => htmlToPdf(html, { footer }),
  });
} finally {
  await closePdfBrowser();
  await handle.close();
  rmSync(filesDir, { recursive: true, force: true });
}
