import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import {
  buildServer,
  generateLeads,
  generationActors,
  localFolderStorage,
  modules,
  sales,
  seedDemo,
} from "@tronc/api";
import { createDb, type DbHandle, migrate } from "@tronc/db";
import postgres from "postgres";
import { searchLeads as searchLeadsBefore } from "./lead-search-before";
import { benchQueries, percentile, type SearchParams, type Timing } from "./lead-search-cases";
import { type HttpTarget, measureHttp, trpcSearchPath } from "./lead-search-http";
import { measureVariants, printVariants, type Search } from "./lead-search-variants";
import { runBench, smokeDatabase } from "./smoke-mode";

const help = `Mesure la recherche de leads sur PostgreSQL : le service contre EXPLAIN ANALYZE des mêmes requêtes.

Usage : DATABASE_URL=postgres://postgres@127.0.0.1:5432/tc_bench pnpm exec tsx scripts/bench/lead-search.ts [options]

  --leads <N>     leads attendus dans la base ; les manquants sont générés (défaut 200000)
  --runs <N>      recherches mesurées (défaut 200)
  --warmup <N>    passes de chauffe sur les mêmes recherches, non comptées (défaut 1)
  --variant-runs <N>  mesures par variante de liste et par page (défaut 30)
  --http-seconds <N>  durée de la mesure HTTP d'un mot large, 10 connexions (défaut 6 ; 0 : pas de mesure)
  --smoke         essai de la CI : une base neuve à part (supprimée à la fin), 80 leads, 5 recherches
                  sans chauffe, une mesure par variante, 0,3 s de HTTP, objectifs non jugés
  --help          cette aide

La base de DATABASE_URL est créée si elle n'existe pas (utilisez une base dédiée, pas « test »).
Code de sortie : 0 objectifs tenus (p95 < 50 ms et rapport p95 ≤ 1,5), 1 objectifs manqués ou erreur, 2 paramètres.`;

const { values } = parseArgs({
  options: {
    leads: { type: "string" },
    runs: { type: "string" },
    warmup: { type: "string" },
    "variant-runs": { type: "string" },
    "http-seconds": { type: "string" },
    smoke: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log(help);
  process.exit(0);
}
const { smoke } = values;
const baseUrl = process.env.DATABASE_URL;
const target = Number(values.leads ?? (smoke ? "80" : "200000"));
const runs = Number(values.runs ?? (smoke ? "5" : "200"));
const warmup = Number(values.warmup ?? (smoke ? "0" : "1"));
const variantRuns = Number(values["variant-runs"] ?? (smoke ? "1" : "30"));
const httpSeconds = Number(values["http-seconds"] ?? (smoke ? "0.3" : "6"));
if (
  !baseUrl ||
  ![target, runs, warmup, variantRuns].every((n) => Number.isInteger(n) && n >= 0) ||
  !(httpSeconds >= 0 && httpSeconds <= 60) ||
  runs < 1
) {
  console.error(
    "DATABASE_URL (PostgreSQL) est obligatoire ; --leads, --runs, --warmup sont des entiers, --http-seconds entre 0 et 60. Voir --help.",
  );
  process.exit(2);
}

async function ensureDatabase(databaseUrl: string) {
  const name = new URL(databaseUrl).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Nom de base inattendu : ${name}`);
  const admin = new URL(databaseUrl);
  admin.pathname = "/postgres";
  const client = postgres(admin.toString(), { max: 1, onnotice: () => {} });
  const found = await client`select 1 from pg_database where datname = ${name}`;
  if (found.length === 0) {
    await client.unsafe(`create database ${name}`);
    console.log(`Base ${name} créée.`);
  }
  await client.end();
}

async function ensureLeads(handle: DbHandle, raw: postgres.Sql) {
  const [users] = await raw`select count(*)::int as n from users`;
  if (!users?.n) {
    console.log("Base vide : chargement de la démonstration…");
    await seedDemo(handle.db, new Date());
  }
  const [leads] = await raw`select count(*)::int as n from leads`;
  const missing = target - (leads?.n ?? 0);
  if (missing > 0) {
    const started = performance.now();
    await generateLeads(handle.db, {
      count: missing,
      now: new Date(),
      seed: 1 + (leads?.n ?? 0),
      ...(await generationActors(handle.db)),
      onProgress(done, total) {
        process.stdout.write(
          `\rGénération : ${done.toLocaleString("fr-FR")} / ${total.toLocaleString("fr-FR")} leads`,
        );
      },
    });
    console.log(` en ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  // Statistics of the table as it is now: the planner's estimates decide the plans measured.
  await raw`vacuum analyze`;
  const [total] = await raw`select count(*)::int as n from leads`;
  return total?.n ?? 0;
}

/** PostgreSQL's own time for one statement: planning plus execution, as EXPLAIN ANALYZE reports them. */
async function explainMs(raw: postgres.Sql, statement: { sql: string; params: unknown[] }): Promise<number> {
  const [row] = await raw.unsafe(
    `explain (analyze, format json) ${statement.sql}`,
    statement.params as never[],
  );
  const plan = (
    row?.["QUERY PLAN"] as { "Planning Time": number; "Execution Time": number }[] | undefined
  )?.[0];
  if (!plan) throw new Error("EXPLAIN sans plan");
  return plan["Planning Time"] + plan["Execution Time"];
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

/** A broad word through HTTP at 10 connections, signed in: requests per second. */
async function measureBroadWord(): Promise<boolean> {
  const filesDir = mkdtempSync(join(tmpdir(), "tc-bench-"));
  const app = await buildServer({
    modules,
    db: handle.db,
    storage: localFolderStorage(filesDir),
    maxUploadBytes: 1024 * 1024,
    addressLookup: { search: async () => [] },
  });
  const input = { q: "formation", searchStatus: ["ALL"], page: 1, pageSize: 50 };
  // The same plain route (no session, no tRPC) over each implementation, for the ratio; then the
  // screen's own signed-in tRPC request.
  const plain = (path: string, search: Search) =>
    app.get(path, async () => search({ db: handle.db, now: new Date() }, input));
  plain("/bench/avant", searchLeadsBefore);
  plain("/bench/apres", sales.searchLeads);
  const targets: HttpTarget[] = [
    { label: "avant, route simple", path: "/bench/avant" },
    { label: "après, route simple", path: "/bench/apres" },
    { label: "après, tRPC connecté", path: trpcSearchPath(input) },
  ];
  try {
    const rates = await measureHttp(app, targets, {
      seconds: httpSeconds,
      concurrency: 10,
      rounds: smoke ? 1 : 4,
    });
    console.log(`\nMot large « formation » en HTTP, 10 connexions, connecté (charge : ${load()})`);
    for (const r of rates) console.log(`  ${r.label.padEnd(22)} : ${r.perSecond.toFixed(0)} req/s`);
    const [before, after, signedIn] = rates.map((r) => r.perSecond);
    if (before && after) console.log(`  rapport après / avant : ${(after / before).toFixed(2)}`);
    return (signedIn ?? 0) >= 3 * 64;
  } finally {
    await app.close();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

const smokeDb = smoke ? await smokeDatabase(baseUrl, "lead_search") : null;
const url = smokeDb?.url ?? baseUrl;
await ensureDatabase(url);
const handle = await createDb({ url, max: 10 });
const raw = postgres(url, { max: 1, onnotice: () => {} });

type Statement = ReturnType<typeof sales.leadSearchStatements>[number];

/**
 * Runs the service's search and returns the statements it sent, as the searches before it left the
 * service's memory: a text found broad during this search sent its one-pass statement and then the
 * index's way.
 */
async function searchSending(params: SearchParams, now: Date): Promise<{ ms: number; sent: Statement[] }> {
  const first = sales.leadSearchStatements(handle.db, params, now);
  // Only the search is timed, not the statements worked out for EXPLAIN around it.
  const started = performance.now();
  await sales.searchLeads({ db: handle.db, now }, params);
  const ms = performance.now() - started;
  const next = sales.leadSearchStatements(handle.db, params, now);
  const foundBroad = JSON.stringify(next) !== JSON.stringify(first) && params.q !== undefined;
  return { ms, sent: foundBroad ? [...first, ...sales.broadTextStatements(handle.db, params, now)] : first };
}

/**
 * The broad word of the issue, page 1 of every status: warm (the service knows it is broad) and the
 * first time (forgotten before each run), each against PostgreSQL's time for the statements sent.
 * Targets: warm ≤ 1,5 × PostgreSQL (medians), the first time p95 under 50 ms.
 */
async function measureBroadWordWarmAndFirst(sql: postgres.Sql, runs: number): Promise<boolean> {
  const params: SearchParams = { q: "formation", searchStatus: ["ALL"], page: 1 };
  const now = new Date();
  const measure = async (forget: boolean) => {
    const service: number[] = [];
    const own: number[] = [];
    const bare: number[] = [];
    for (let run = -1; run < runs; run++) {
      if (forget) sales.forgetSearches(handle.db);
      const { ms, sent } = await searchSending(params, now);
      let pg = 0;
      for (const statement of sent) pg += await explainMs(sql, statement);
      // The same statements sent bare by a client, one after the other (round trips included).
      const bareStarted = performance.now();
      for (const statement of sent) await sql.unsafe(statement.sql, statement.params as never[]);
      const bareMs = performance.now() - bareStarted;
      if (run >= 0) {
        service.push(ms);
        own.push(pg);
        bare.push(bareMs);
      }
    }
    return { service, own, bare };
  };
  const warm = await measure(false);
  const first = await measure(true);
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  const line = (label: string, figures: { service: number[]; own: number[]; bare: number[] }) => {
    const ratio = percentile(figures.service, 50) / percentile(figures.own, 50);
    const toBare = percentile(figures.service, 50) / percentile(figures.bare, 50);
    console.log(
      `  ${label} : service p50 ${fmt(percentile(figures.service, 50))} p95 ${fmt(percentile(figures.service, 95))}` +
        `  PostgreSQL p50 ${fmt(percentile(figures.own, 50))}  rapport p50 ${ratio.toFixed(2)}` +
        `  (client nu ${fmt(percentile(figures.bare, 50))}, rapport ${toBare.toFixed(2)})`,
    );
    return ratio;
  };
  console.log(`\nMot large « formation », tous les statuts, page 1, ${runs} recherches (charge : ${load()})`);
  const warmRatio = line("chaud           ", warm);
  line("première fois   ", first);
  return warmRatio <= 1.5 && percentile(first.service, 95) < 50;
}
/** Measures every case and says whether the target is met. */
async function measureAll(): Promise<boolean> {
  await migrate(handle);
  const count = await ensureLeads(handle, raw);
  const actors = await generationActors(handle.db);
  const cases = benchQueries(runs, actors.triangleCompanyIds);
  const now = new Date();
  // Steady state of a running server: each statement shape already parsed on the pool's connections.
  for (let pass = 0; pass < warmup; pass++) {
    for (const params of cases) {
      await searchLeadsBefore({ db: handle.db, now }, params);
      await sales.searchLeads({ db: handle.db, now }, params);
    }
  }
  const timings: Timing[] = [];
  const before: number[] = [];
  for (const params of cases) {
    // The old service on the same search, just before, so that both see the same machine load.
    const startedBefore = performance.now();
    await searchLeadsBefore({ db: handle.db, now }, params);
    before.push(performance.now() - startedBefore);
    const { ms: serviceMs, sent } = await searchSending(params, now);
    let postgresMs = 0;
    for (const statement of sent) postgresMs += await explainMs(raw, statement);
    timings.push({ serviceMs, postgresMs, params });
  }
  const service = timings.map((t) => t.serviceMs);
  const pg = timings.map((t) => t.postgresMs);
  const ratios = timings.map((t) => t.serviceMs / t.postgresMs);
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(
    `\nRecherche de leads — ${count.toLocaleString("fr-FR")} leads, ${runs} recherches (texte + filtres, page 1, total et 3 compteurs ; charge : ${load()})`,
  );
  console.log(
    `  service                            : p50 ${fmt(percentile(service, 50))}  p95 ${fmt(percentile(service, 95))}  max ${fmt(Math.max(...service))}`,
  );
  console.log(
    `  avant (3443a6d), même recherches : p50 ${fmt(percentile(before, 50))}  p95 ${fmt(percentile(before, 95))}  max ${fmt(Math.max(...before))}`,
  );
  console.log(
    `  PostgreSQL (somme EXPLAIN ANALYZE): p50 ${fmt(percentile(pg, 50))}  p95 ${fmt(percentile(pg, 95))}  max ${fmt(Math.max(...pg))}`,
  );
  const ratioP95 = percentile(service, 95) / percentile(pg, 95);
  console.log(
    `  rapport service / PostgreSQL : p50 ${(percentile(service, 50) / percentile(pg, 50)).toFixed(2)}  p95 ${ratioP95.toFixed(2)}  (médiane par recherche ${percentile(ratios, 50).toFixed(2)})`,
  );
  const slowest = [...timings].sort((a, b) => b.serviceMs - a.serviceMs).slice(0, 3);
  for (const t of slowest)
    console.log(
      `  plus lente : ${fmt(t.serviceMs)} (PostgreSQL ${fmt(t.postgresMs)}) ${JSON.stringify(t.params)}`,
    );
  const figures = await measureVariants(
    handle.db,
    [searchLeadsBefore, sales.searchLeads],
    variantRuns,
    actors.triangleCompanyIds,
  );
  printVariants(figures, ["avant (3443a6d)", "après"], load());
  const broadOk = await measureBroadWordWarmAndFirst(raw, smoke ? 2 : 40);
  const httpOk = httpSeconds > 0 ? await measureBroadWord() : true;
  const ok =
    percentile(service, 95) < 50 &&
    ratioP95 <= 1.5 &&
    broadOk &&
    figures.every((f) => (f.sides.at(-1)?.p95 ?? 0) < 30) &&
    httpOk;
  return ok;
}

await runBench({
  smoke,
  measure: measureAll,
  words: { met: "Objectifs tenus.", missed: "Objectifs manqués." },
  cleanups: [() => raw.end(), () => handle.close(), async () => smokeDb?.drop()],
});
