import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { invoices } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { loadInvoiceParties } from "../../apps/api/src/services/billing/edit/parties";
import { invoiceHtml } from "../../apps/api/src/services/billing/print/document";
import { invoiceFooter } from "../../apps/api/src/services/billing/print/invoice-pdf";
import { loadInvoicePrint } from "../../apps/api/src/services/billing/print/load";
import { closePdfBrowser, htmlToPdf } from "../../apps/api/src/services/shared/pdf";
import { insertAcceptedQuotation, insertInvoice } from "../../apps/api/test/billing/invoicing-fixtures";
import { benchLines, comparePdfPaths, prepareBenchIssuer, readPdfBenchOptions } from "./pdf-vs-bare";
import { openDemoDb } from "./smoke-mode";

const help = `Mesure l'impression d'une facture en PDF, navigateur chaud, côte à côte dans la même exécution :
(a) notre chemin complet (lecture des données + HTML + htmlToPdf) et (b) une impression Chromium nue
du même HTML (page.setContent une fois, puis page.pdf sur cette page déjà ouverte).

Usage : pnpm --filter @tronc/scripts exec tsx bench/invoice-pdf.ts [options]

  --lines <N>   lignes de la facture (défaut 30)
  --runs <N>    impressions mesurées de chaque côté, en alternance (défaut 40)
  --warmup <N>  impressions de chauffe non comptées (défaut 5)
  --smoke       essai de la CI : 5 lignes, 1 impression de chaque côté, sans chauffe, objectif non jugé
  --help        cette aide

Base PGlite en mémoire avec les données de démonstration (avec --smoke et DATABASE_URL : une base
PostgreSQL à part, supprimée à la fin) ; la facture est une facture de solde validée qui déduit un
acompte (tableau des déductions et toutes les mentions obligatoires). Objectif : médiane (a) ≤ 1,3 ×
médiane (b).
Code de sortie : 0 objectif tenu, 1 objectif manqué ou erreur, 2 paramètres.`;

const { lineCount, runs, warmup, smoke } = readPdfBenchOptions(help);
const filesDir = mkdtempSync(join(tmpdir(), "tc-bench-invoice-pdf-"));
const handle = await openDemoDb(smoke, "invoice_pdf");
try {
  const issuerId = await prepareBenchIssuer(handle.db, filesDir);
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
      { name: "Acompte (20 %)", quantity: "1", unitPriceCents: toCents(10_000), vatRate: "20" },
      { name: "Acompte (10 %)", quantity: "1", unitPriceCents: toCents(10_000), vatRate: "10" },
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
  await comparePdfPaths({
    subject: `Facture de ${lineCount} lignes`,
    runs,
    warmup,
    smoke,
    async loadHtml() {
      const print = await loadInvoicePrint(handle.db, filesDir, invoiceId);
      if (!print) throw new Error("facture introuvable");
      return { html: invoiceHtml(print), footer: invoiceFooter(print) };
    },
    toPdf: ({ html, footer }) => htmlToPdf(html, { footer }),
  });
} finally {
  await closePdfBrowser();
  await handle.close();
  rmSync(filesDir, { recursive: true, force: true });
}
