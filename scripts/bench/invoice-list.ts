import { seedDemo } from "@tronc/api";
import { createDb, migrate } from "@tronc/db";
import type { InvoiceState } from "@tronc/domain";
import postgres from "postgres";
import type { InvoiceSearchInput } from "../../apps/api/src/modules/billing/invoice-list/contract";
import {
  invoiceListStatements,
  invoiceListStats,
  searchInvoices,
} from "../../apps/api/src/services/billing/list/search";
import { readCountOptions } from "./bench-options";
import { generateInvoices } from "./invoice-volumes";
import { runBench, smokeDatabase } from "./smoke-mode";
import { ensureDatabase, load, percentile } from "./work-bench";

const help = `Mesure la liste des factures client (page de 120 + barre des totaux) sur PostgreSQL : les services
contre les mêmes requêtes envoyées nues par un client, l'une après l'autre (plancher, allers-retours
compris), médiane de N passes par jeu de filtres ; affiche aussi la somme des EXPLAIN ANALYZE, les
écrans par seconde et le p95 de la barre des totaux seule.

Usage : DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_invoices pnpm exec tsx scripts/bench/invoice-list.ts [options]

  --invoices <N>  factures attendues dans la base ; les manquantes sont générées (défaut 100000)
  --runs <N>      passes mesurées par jeu de filtres (défaut 30)
  --smoke         essai de la CI : une base neuve à part (supprimée à la fin), 60 factures, une
                  passe sans chauffe, objectif non jugé
  --help          cette aide

La base de DATABASE_URL est créée si elle n'existe pas (une base dédiée, jamais « test »).
Code de sortie : 0 objectif tenu (rapport des médianes ≤ 1,5 pour chaque jeu), 1 manqué ou erreur, 2 paramètres.`;

const {
  smoke,
  baseUrl,
  counts: { invoices: wanted, runs },
} = readCountOptions(help, {
  invoices: { smoke: 60, full: 100_000 },
  runs: { smoke: 1, full: 30, min: 1 },
});

const ALL_STATES: InvoiceState[] = [];
const WARMUP = smoke ? 0 : 5;

type Statement = { sql: string; params: unknown[] };

/**
 * PostgreSQL's own time for a statement: planning plus execution as EXPLAIN ANALYZE reports them,
 * without per-node timing (its clock calls would inflate the sums over 60,000 rows and flatter us).
 */
async function postgresMs(raw: postgres.Sql, statement: Statement): Promise<number> {
  const [row] = await raw.unsafe(
    `explain (analyze, timing off, format json) ${statement.sql}`,
    statement.params as never[],
  );
  const plan = (
    row?.["QUERY PLAN"] as { "Planning Time": number; "Execution Time": number }[] | undefined
  )?.[0];
  if (!plan) throw new Error("EXPLAIN sans plan");
  return plan["Planning Time"] + plan["Execution Time"];
}

/** The same statements sent bare, one after the other, timed by the client (round trips included). */
async function bareClientMs(raw: postgres.Sql, statements: Statement[]): Promise<number> {
  const started = performance.now();
  for (const statement of statements) await raw.unsafe(statement.sql, statement.params as never[]);
  return performance.now() - started;
}

function cases(issuerId: number): { name: string; input: InvoiceSearchInput }[] {
  return [
    { name: "états par défaut, page 1", input: {} },
    { name: "états par défaut, page 20", input: { page: 20 } },
    { name: "texte « gala »", input: { q: "gala" } },
    { name: "texte « seminaire 42 », tous états", input: { q: "seminaire 42", states: ALL_STATES } },
    {
      name: "émetteur + dates (un trimestre)",
      input: { triangleCompanyId: issuerId, from: "2024-01-01", to: "2024-03-31", states: ALL_STATES },
    },
    {
      name: "émetteur + numéros 100 à 400",
      input: { triangleCompanyId: issuerId, numFrom: "100", numTo: "400" },
    },
    {
      name: "dates (un mois), tous états",
      input: { from: "2024-03-01", to: "2024-03-31", states: ALL_STATES },
    },
    { name: "numéros 100 à 250, tous émetteurs", input: { numFrom: "100", numTo: "250" } },
    { name: "dupliquées, tous états", input: { isDuplicated: true, states: ALL_STATES } },
  ].map((one) => ({ ...one, input: { page: 1, pageSize: 120, ...one.input } }));
}

const smokeDb = smoke ? await smokeDatabase(baseUrl, "invoice_list") : null;
const url = smokeDb?.url ?? baseUrl;
await ensureDatabase(url);
const handle = await createDb({ url, max: 10 });
const raw = postgres(url, { max: 1, onnotice: () => {} });
/** Measures every case and says whether the target is met. */
async function measureAll(): Promise<boolean> {
  await migrate(handle);
  if ((await raw`select 1 from users limit 1`).length === 0) {
    console.log("Base vide : chargement de la démonstration…");
    await seedDemo(handle.db, new Date());
  }
  const [{ n = 0 } = {}] = await raw<{ n: number }[]>`select count(*)::int as n from invoices`;
  if (wanted > n) {
    const started = performance.now();
    console.log(`Génération de ${(wanted - n).toLocaleString("fr-FR")} factures…`);
    await generateInvoices(raw, wanted - n);
    console.log(`  en ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await raw`vacuum analyze`;
  const [{ total = 0 } = {}] = await raw<{ total: number }[]>`select count(*)::int as total from invoices`;
  const [{ id: issuerId = 0 } = {}] = await raw<{ id: number }[]>`
    select triangle_company_id as id from invoices group by 1 order by count(*) desc limit 1`;
  const ctx = { db: handle.db, now: new Date() };
  console.log(
    `\nListe des factures — ${total.toLocaleString("fr-FR")} factures, ${runs} passes (charge : ${load()})`,
  );
  let ok = true;
  for (const { name, input } of cases(issuerId)) {
    // What the screen asks: the page (its count and project names) and the totals bar.
    const screen = () => Promise.all([searchInvoices(ctx, input), invoiceListStats(ctx, input)]);
    const [page] = await screen();
    const statements = invoiceListStatements(
      handle.db,
      input,
      page.items.map((item) => item.id),
    );
    for (let pass = 0; pass < WARMUP; pass++) await screen();
    const service: number[] = [];
    const own: number[] = [];
    const client: number[] = [];
    const totalsBar: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      await screen();
      service.push(performance.now() - started);
      const totalsStarted = performance.now();
      await invoiceListStats(ctx, input);
      totalsBar.push(performance.now() - totalsStarted);
      let ms = 0;
      for (const statement of statements) ms += await postgresMs(raw, statement);
      own.push(ms);
      client.push(await bareClientMs(raw, statements));
    }
    const median = (values: number[]) => percentile(values, 50);
    // The floor is the same statements sent bare from this process, one after the other (round trips
    // included): PostgreSQL's own time leaves them out, a floor no client reaches once a query takes 1 ms.
    const ratio = median(service) / median(client);
    ok &&= ratio <= 1.5;
    console.log(
      `  ${name.padEnd(38)} ${String(page.total).padStart(5)}${page.totalIsExact ? " " : "+"} lignes` +
        `  service ${median(service).toFixed(1)} ms  PostgreSQL ${median(own).toFixed(1)} ms` +
        `  (brut côté client ${median(client).toFixed(1)} ms)  rapport ${ratio.toFixed(2)}` +
        `  écrans/s ${(1000 / median(service)).toFixed(0)}  barre des totaux p95 ${percentile(totalsBar, 95).toFixed(1)} ms`,
    );
  }
  return ok;
}

await runBench({
  smoke,
  measure: measureAll,
  words: { met: "Objectif tenu (≤ 1,5).", missed: "Objectif manqué (> 1,5)." },
  cleanups: [() => raw.end(), () => handle.close(), async () => smokeDb?.drop()],
});
