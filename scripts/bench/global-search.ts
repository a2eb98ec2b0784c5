import { parseArgs } from "node:util";
import { findSearchRecords, generateLeads, generationActors, SEARCH_KIND_FINDERS } from "@tronc/api";
import { createDb, migrate } from "@tronc/db";
import { SEARCH_KINDS, SEARCH_RESULTS_PER_KIND, type SearchKind } from "@tronc/domain";
import postgres from "postgres";
import { generateInvoices } from "./invoice-volumes";
import { runBench, smokeDatabase } from "./smoke-mode";
import { benchUser, ensureDatabase, ensureWorkVolumes, load, percentile } from "./work-bench";

const help = `Mesure la recherche de la barre du haut (search.find : une requête par type, en parallèle, 5 résultats
chacune) sur PostgreSQL, pour des recherches de 1 à 3 mots, avec toutes les sortes de documents lisibles
(une personne super admin et comptable : les 14 types sont cherchés).

Usage : DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_search pnpm --dir scripts exec tsx bench/global-search.ts [options]

  --leads <N>     leads attendus dans la base ; les manquants sont générés (défaut 200000)
  --invoices <N>  factures attendues (défaut 100000)
  --tasks <N>     tâches attendues (défaut 100000)
  --runs <N>      recherches mesurées (défaut 200)
  --warmup <N>    passes de chauffe non comptées (défaut 1)
  --smoke         essai de la CI : une base neuve à part (supprimée à la fin), 300 leads, 200 factures,
                  60 tâches, 12 recherches sans chauffe, objectif non jugé
  --help          cette aide

La base de DATABASE_URL est créée si elle n'existe pas (une base dédiée, jamais « test ») ; une base déjà
remplie (par un essai précédent) est reprise telle quelle et complétée.
Objectif : p95 du service < 60 ms. Code de sortie : 0 objectif tenu, 1 objectif manqué ou erreur, 2 paramètres.`;

const TARGET_P95_MS = 60;

const { values } = parseArgs({
  options: {
    leads: { type: "string" },
    invoices: { type: "string" },
    tasks: { type: "string" },
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
const smoke = values.smoke ?? false;
const baseUrl = process.env.DATABASE_URL;
const numbers = [
  values.leads ?? (smoke ? "300" : "200000"),
  values.invoices ?? (smoke ? "200" : "100000"),
  values.tasks ?? (smoke ? "60" : "100000"),
  values.runs ?? (smoke ? "12" : "200"),
  values.warmup ?? (smoke ? "0" : "1"),
].map(Number);
const [leadTarget = 0, invoiceTarget = 0, taskTarget = 0, runs = 0, warmup = 0] = numbers;
if (!baseUrl || !numbers.every((n) => Number.isInteger(n) && n >= 0) || runs < 1) {
  console.error("DATABASE_URL (PostgreSQL) est obligatoire ; les options sont des entiers. Voir --help.");
  process.exit(2);
}

/** Words staff type: a client, a subject, a task, an event; one, two or three of them. */
const TYPED = [
  "martin",
  "seminaire",
  "preparer salle",
  "soiree de gala",
  "formation",
  "dupont sas",
  "regate",
  "valider le devis",
  "team building lyon",
  "badges",
  "congres annuel",
  "escape game",
];

/** 1 to 3 words: typed words, and what the base holds (an invoice number, a SIRET fragment, an e-mail). */
async function queries(raw: postgres.Sql, count: number): Promise<string[]> {
  const references = (
    await raw<{ reference: string }[]>`
      select reference from invoices where reference is not null order by id desc limit 8`
  ).map((row) => row.reference);
  const sirets = (
    await raw<{ siret: string }[]>`
      select siret from companies where length(siret) >= 9 order by id desc limit 4`
  ).map((row) => row.siret.slice(2, 9));
  const emails = (
    await raw<{ email: string }[]>`select email from users where email like '%@%' order by id limit 3`
  ).map((row) => row.email.split("@")[0] ?? "");
  const pool = [...TYPED, ...references, ...sirets, ...emails].filter((q) => q.length >= 3);
  return Array.from({ length: count }, (_, rank) => pool[rank % pool.length] ?? "martin");
}

const count = async (raw: postgres.Sql, table: "leads" | "invoices" | "tasks") =>
  ((await raw.unsafe(`select count(*)::int as n from ${table}`))[0]?.n as number | undefined) ?? 0;

const smokeDb = smoke ? await smokeDatabase(baseUrl, "global_search") : null;
const url = smokeDb?.url ?? baseUrl;
await ensureDatabase(url);
// As many connections as kinds: the server's pool lets the kinds' queries run side by side.
const handle = await createDb({ url, max: SEARCH_KINDS.length });
const raw = postgres(url, { max: 1, onnotice: () => {} });
/** Measures every case and says whether the target is met. */
async function measureAll(): Promise<boolean> {
  await migrate(handle);
  await ensureWorkVolumes(handle, raw, { tasks: taskTarget, timeEntries: 0 });
  const missingLeads = leadTarget - (await count(raw, "leads"));
  if (missingLeads > 0) {
    const started = performance.now();
    await generateLeads(handle.db, {
      count: missingLeads,
      now: new Date(),
      seed: 7 + missingLeads,
      ...(await generationActors(handle.db)),
      onProgress(done, total) {
        process.stdout.write(
          `\rGénération : ${done.toLocaleString("fr-FR")} / ${total.toLocaleString("fr-FR")} leads`,
        );
      },
    });
    console.log(` en ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const missingInvoices = invoiceTarget - (await count(raw, "invoices"));
  if (missingInvoices > 0) {
    const started = performance.now();
    console.log(`Génération de ${missingInvoices.toLocaleString("fr-FR")} factures…`);
    await generateInvoices(raw, missingInvoices);
    console.log(`  en ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await raw`vacuum analyze`;
  const volumes = {
    leads: await count(raw, "leads"),
    invoices: await count(raw, "invoices"),
    tasks: await count(raw, "tasks"),
  };
  const actors = await generationActors(handle.db);
  const user = { ...benchUser(actors.userIds[0] ?? 0), isSuperAdmin: true, isCompta: true };
  const ctx = { db: handle.db, now: new Date(), user };
  const cases = await queries(raw, runs);

  for (let pass = 0; pass < warmup; pass++) for (const q of cases) await findSearchRecords(ctx, { q });
  const timings: { ms: number; q: string; found: number }[] = [];
  for (const q of cases) {
    const started = performance.now();
    const answer = await findSearchRecords(ctx, { q });
    timings.push({
      ms: performance.now() - started,
      q,
      found: answer.groups.reduce((sum, group) => sum + group.hits.length, 0),
    });
  }
  // Each kind alone, once per distinct text: which one a slow search waits for.
  const perKind = new Map<SearchKind, number[]>();
  for (const q of [...new Set(cases)].slice(0, smoke ? 4 : undefined)) {
    for (const kind of SEARCH_KINDS) {
      const started = performance.now();
      await SEARCH_KIND_FINDERS[kind].find(ctx, q, SEARCH_RESULTS_PER_KIND + 1);
      perKind.set(kind, [...(perKind.get(kind) ?? []), performance.now() - started]);
    }
  }

  const ms = timings.map((t) => t.ms);
  const fmt = (value: number) => `${value.toFixed(1)} ms`;
  const p95 = percentile(ms, 95);
  console.log(
    `\nRecherche globale — ${volumes.leads.toLocaleString("fr-FR")} leads, ${volumes.invoices.toLocaleString("fr-FR")} factures, ${volumes.tasks.toLocaleString("fr-FR")} tâches — ${cases.length} recherches (charge : ${load()})`,
  );
  console.log(
    `  service (14 types en parallèle) : p50 ${fmt(percentile(ms, 50))}  p95 ${fmt(p95)}  max ${fmt(Math.max(...ms))}  (objectif p95 < ${TARGET_P95_MS} ms)`,
  );
  console.log("  chaque type seul, p95 :");
  for (const [kind, values] of perKind) console.log(`    ${kind.padEnd(18)} ${fmt(percentile(values, 95))}`);
  for (const t of [...timings].sort((a, b) => b.ms - a.ms).slice(0, 3)) {
    console.log(`  plus lente : ${fmt(t.ms)} « ${t.q} » (${t.found} résultats)`);
  }
  const met = p95 < TARGET_P95_MS;
  return met;
}

await runBench({
  smoke,
  measure: measureAll,
  cleanups: [() => raw.end(), () => handle.close(), async () => smokeDb?.drop()],
});
