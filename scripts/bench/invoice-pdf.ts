import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildServer, DEMO_PASSWORD, localFolderStorage, modules } from "@tronc/api";
import { type Db, invoices } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { loadInvoiceParties } from "../../apps/api/src/services/billing/edit/parties";
import { invoiceHtml } from "../../apps/api/src/services/billing/print/document";
import { invoiceFooter } from "../../apps/api/src/services/billing/print/invoice-pdf";
import { loadInvoicePrint } from "../../apps/api/src/services/billing/print/load";
import { closePdfBrowser, htmlToPdf } from "../../apps/api/src/services/shared/pdf";
import { insertAcceptedQuotation, insertInvoice } from "../../apps/api/test/billing/invoicing-fixtures";
import { percentile } from "./lead-search-cases";
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
médiane (b). Mesure aussi (c) : la facture téléchargée comme une personne le fait (HTTP, connecté), la
première fois puis depuis le PDF gardé, à comparer aux ≈ 40 ms du builddoc de Dolibarr 20.
Code de sortie : 0 objectif tenu, 1 objectif manqué ou erreur, 2 paramètres.`;

const { lineCount, runs, warmup, smoke } = readPdfBenchOptions(help);

/** Dolibarr 20's builddoc of an invoice (TCPDF) on a machine like this one (issue 27's table). */
const DOLIBARR_MS = 40;

/**
 * (c) The validated invoice's PDF as a person downloads it: GET /admin/print_invoice/{id} over HTTP,
 * signed in, on a server of the app. The first download renders it and keeps it; every later one
 * reads the kept file.
 */
async function measureDownloads(db: Db, invoiceId: number, count: number): Promise<void> {
  const app = await buildServer({
    modules,
    db,
    storage: localFolderStorage(filesDir),
    maxUploadBytes: 1024 * 1024,
    addressLookup: { search: async () => [] },
  });
  try {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const signIn = await fetch(`${base}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "user@tronc.test", password: DEMO_PASSWORD }),
    });
    const cookie = signIn.headers.get("set-cookie")?.split(";")[0];
    if (!cookie) throw new Error(`connexion refusée (${signIn.status})`);
    const download = async () => {
      const started = performance.now();
      const response = await fetch(`${base}/admin/print_invoice/${invoiceId}`, { headers: { cookie } });
      const bytes = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200 || !bytes.subarray(0, 5).equals(Buffer.from("%PDF-"))) {
        throw new Error(`téléchargement refusé (${response.status})`);
      }
      return performance.now() - started;
    };
    const first = await download();
    const times: number[] = [];
    for (let n = 0; n < count; n++) times.push(await download());
    const ms = (value: number) => `${value.toFixed(1).replace(".", ",")} ms`;
    const median = percentile(times, 50);
    console.log(`  (c) téléchargement HTTP, connecté : premier ${ms(first)} (rendu puis gardé)`);
    console.log(
      `      puis ${count} fois le PDF gardé : médiane ${ms(median)}, p95 ${ms(percentile(times, 95))} ` +
        `(Dolibarr 20, builddoc : ≈ ${DOLIBARR_MS} ms)`,
    );
  } finally {
    await app.close();
  }
}
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
      const print = await loadInvoicePrint(handle.db, localFolderStorage(filesDir), invoiceId);
      if (!print) throw new Error("facture introuvable");
      return { html: invoiceHtml(print), footer: invoiceFooter(print) };
    },
    toPdf: ({ html, footer }) => htmlToPdf(html, { footer }),
  });
  await measureDownloads(handle.db, invoiceId, smoke ? 3 : runs);
} finally {
  await closePdfBrowser();
  await handle.close();
  rmSync(filesDir, { recursive: true, force: true });
}
