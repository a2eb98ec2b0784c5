import { createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { finished } from "node:stream/promises";
import { parseArgs } from "node:util";
import { triangleCompanies } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { asc, sql } from "drizzle-orm";
import { localFolderStorage } from "../../apps/api/src/files/storage/local-folder";
import { invoiceSearchInput } from "../../apps/api/src/modules/billing/invoice-list/contract";
import { writeInvoicesZip } from "../../apps/api/src/services/billing/exports/zip";
import { closePdfBrowser } from "../../apps/api/src/services/shared/pdf";
import { insertAcceptedQuotation, insertInvoice } from "../../apps/api/test/billing/invoicing-fixtures";
import { openDemoDb, verdict } from "./smoke-mode";

const help = `Mesure l'export zip des factures validées (un PDF par facture, écrit en flux vers un fichier) :
d'abord avec --small factures, puis avec --count factures dans la même base, chaque fois deux exports
de suite : le premier rend les PDF qui n'ont pas encore été rendus et les garde (comme pour une facture
validée avant qu'ils soient gardés), le second les lit tous du dossier des fichiers (ce que fait chaque
export après la validation). Affiche la durée, la taille du zip, le pic de RSS et de tas du processus
Node pendant chaque export (Chromium, processus à part, n'est pas compté).
Objectifs : l'export des --small factures gardées en moins de 3 s (pour 100) ; mémoire constante (le
pic ne grandit pas avec le nombre de factures).

Usage : pnpm --filter @tronc/scripts exec tsx bench/invoice-zip.ts [--count 1000] [--small 100] [--smoke]

  --smoke   essai de la CI : 3 puis 6 factures, objectif non jugé (les options données l'emportent)

Base PGlite en mémoire avec les données de démonstration, ses factures retirées avec leurs avoirs et
leurs paiements (avec --smoke et DATABASE_URL : une base PostgreSQL à part, supprimée à la fin).
Code de sortie : 0 si le pic de RSS à --count reste sous 1,25 × celui à --small (+ 20 Mo) et l'export
des --small gardées dure moins de 3 s × small / 100, 1 sinon ou en cas d'erreur, 2 paramètres.`;

const { values } = parseArgs({
  options: {
    count: { type: "string" },
    small: { type: "string" },
    smoke: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log(help);
  process.exit(0);
}
const [count = 0, small = 0] = [
  values.count ?? (values.smoke ? "6" : "1000"),
  values.small ?? (values.smoke ? "3" : "100"),
].map(Number);
if (!Number.isInteger(count) || !Number.isInteger(small) || small < 1 || count <= small) {
  console.error("--count et --small sont des entiers, 1 ≤ small < count. Voir --help.");
  process.exit(2);
}

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} Mo`;

/** Runs the zip export to a file while sampling the process's memory every 20 ms. */
async function measure(db: Parameters<typeof writeInvoicesZip>[0]["db"], filesDir: string, file: string) {
  const peak = { rss: 0, heap: 0 };
  const sample = () => {
    const usage = process.memoryUsage();
    peak.rss = Math.max(peak.rss, usage.rss);
    peak.heap = Math.max(peak.heap, usage.heapUsed);
  };
  const timer = setInterval(sample, 20);
  const started = performance.now();
  const output = createWriteStream(file);
  const files = await writeInvoicesZip(
    { db, storage: localFolderStorage(filesDir) },
    invoiceSearchInput.parse({}),
    output,
  );
  output.end();
  await finished(output);
  clearInterval(timer);
  sample();
  return { files, ms: performance.now() - started, bytes: statSync(file).size, ...peak };
}

const dir = mkdtempSync(join(tmpdir(), "tc-bench-zip-"));
const handle = await openDemoDb(values.smoke, "invoice_zip");
try {
  const db = handle.db;
  // Only the benchmark's invoices: the demo's own are removed, with what hangs on them (its credit
  // notes and payments refuse a plain delete of their invoice, rightly). CASCADE empties every table
  // whose foreign key leads to an invoice, whatever the demo holds next.
  await db.execute(sql`truncate invoices cascade`);
  const [issuer] = await db
    .select({ id: triangleCompanies.id })
    .from(triangleCompanies)
    .orderBy(asc(triangleCompanies.id))
    .limit(1);
  const issuerId = issuer?.id ?? 0;
  const quotation = await insertAcceptedQuotation(db, { issuerId });
  const lines = Array.from({ length: 12 }, (_, rank) => ({
    name: `Prestation ${rank + 1}`,
    description: "<p>Préparation, mise en place et suivi sur site.</p>",
    quantity: String(1 + (rank % 4)),
    unitPriceCents: toCents(10_000 + rank * 1_001),
    vatRate: ["20", "10", "5.5"][rank % 3] ?? "20",
  }));
  const templateId = await insertInvoice(db, {
    issuerId,
    companyId: quotation.companyId,
    quotationIds: [],
    state: "STATE_VALIDATED",
    reference: "FA-BENCH-2026-00001",
    lines,
  });
  /** Copies of the template invoice (and its lines) up to `total` invoices, numbered on. */
  const growTo = async (total: number) => {
    await db.execute(sql`
      with made as (
        insert into invoices (triangle_company_id, company_id, type, state, reference, title, invoice_date,
          eligible_at, total_ht_cents, total_tva_cents, total_ttc_cents, detail_tva, amount_left_cents)
        select i.triangle_company_id, i.company_id, i.type, i.state,
          'FA-BENCH-2026-' || lpad(g::text, 5, '0'), i.title, i.invoice_date, i.eligible_at,
          i.total_ht_cents, i.total_tva_cents, i.total_ttc_cents, i.detail_tva, i.amount_left_cents
        from invoices i, generate_series((select count(*) from invoices) + 1, ${total}) g
        where i.id = ${templateId}
        returning id)
      insert into invoice_lines (invoice_id, name, description, quantity, unit_price_cents, unity, vat_rate,
        discount_percent, index_order, hidden, base_ht_cents, total_ht_cents)
      select made.id, l.name, l.description, l.quantity, l.unit_price_cents, l.unity, l.vat_rate,
        l.discount_percent, l.index_order, l.hidden, l.base_ht_cents, l.total_ht_cents
      from made, invoice_lines l where l.invoice_id = ${templateId}`);
  };
  const kept = [];
  for (const total of [small, count]) {
    await growTo(total);
    for (const pass of ["rendus puis gardés", "lus du dossier"]) {
      const result = await measure(db, dir, join(dir, `factures-${total}.zip`));
      if (pass === "lus du dossier") kept.push(result);
      const perPdf = (result.ms / result.files).toFixed(1).replace(".", ",");
      console.log(
        `${result.files} factures, ${pass} : ${(result.ms / 1000).toFixed(2).replace(".", ",")} s (${perPdf} ms par PDF), zip ${mb(result.bytes)}, ` +
          `pic RSS ${mb(result.rss)}, pic tas ${mb(result.heap)}`,
      );
    }
  }
  const [first, last] = kept;
  const flat = first && last && last.rss <= first.rss * 1.25 + 20 * MB;
  const fast = first && first.ms <= (3_000 * small) / 100;
  if (!values.smoke) {
    console.log(
      flat ? "Mémoire constante : objectif tenu." : "La mémoire grandit avec le nombre : objectif manqué.",
    );
    const limit = ((3 * small) / 100).toFixed(1).replace(".", ",");
    console.log(
      fast
        ? `${small} factures gardées en moins de ${limit} s : objectif tenu.`
        : `${small} factures gardées en plus de ${limit} s : objectif manqué.`,
    );
  }
  process.exitCode = verdict(Boolean(flat && fast), values.smoke);
} finally {
  await closePdfBrowser();
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
