import { loadavg } from "node:os";
import { generateWork, generationActors, seedDemo } from "@tronc/api";
import type { DbHandle } from "@tronc/db";
import postgres from "postgres";
import { readCountOptions } from "./bench-options";

/** Shared by task-search.ts and time-spent.ts: the bench_work database, its volumes, EXPLAIN ANALYZE. */

export interface WorkTargets {
  tasks: number;
  timeEntries: number;
}

export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Nom de base inattendu : ${name}`);
  if (name === "test") throw new Error("La base « test » est celle des tests : utilisez bench_work.");
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

const count = async (raw: postgres.Sql, table: "tasks" | "time_entries" | "users") =>
  ((await raw.unsafe(`select count(*)::int as n from ${table}`))[0]?.n as number | undefined) ?? 0;

/** Seeds the demo on an empty base, generates the missing tasks and time entries, then VACUUM ANALYZE. */
export async function ensureWorkVolumes(handle: DbHandle, raw: postgres.Sql, targets: WorkTargets) {
  if ((await count(raw, "users")) === 0) {
    console.log("Base vide : chargement de la démonstration…");
    await seedDemo(handle.db, new Date());
  }
  const missingTasks = Math.max(0, targets.tasks - (await count(raw, "tasks")));
  const missingEntries = Math.max(0, targets.timeEntries - (await count(raw, "time_entries")));
  if (missingTasks + missingEntries > 0) {
    const started = performance.now();
    await generateWork(handle.db, {
      tasks: missingTasks,
      timeEntries: missingEntries,
      now: new Date(),
      seed: 1 + missingTasks + missingEntries,
      ...(await generationActors(handle.db)),
      onProgress(what, done, total) {
        process.stdout.write(
          `\rGénération des ${what} : ${done.toLocaleString("fr-FR")} / ${total.toLocaleString("fr-FR")}   `,
        );
      },
    });
    console.log(` en ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  // Statistics of the tables as they are now: the planner's estimates decide the plans measured.
  await raw`vacuum analyze`;
  return { tasks: await count(raw, "tasks"), timeEntries: await count(raw, "time_entries") };
}

/** PostgreSQL's own time for one statement: planning plus execution, as EXPLAIN ANALYZE reports them. */
export async function explainMs(
  raw: postgres.Sql,
  statement: { sql: string; params: unknown[] },
): Promise<number> {
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

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

export const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

export interface Timing<P> {
  serviceMs: number;
  postgresMs: number;
  params: P;
}

/**
 * Each case: the service timed (after a warm-up pass), then the sum of EXPLAIN ANALYZE of its own
 * statements. Prints p50/p95 of both and their ratio; true when the p95 ratio is at most `maxRatio`.
 */
export async function measure<P>(options: {
  title: string;
  cases: P[];
  warmup: number;
  run: (params: P) => Promise<unknown>;
  statements: (params: P) => { sql: string; params: unknown[] }[];
  raw: postgres.Sql;
  maxRatio: number;
}): Promise<boolean> {
  for (let pass = 0; pass < options.warmup; pass++)
    for (const params of options.cases) await options.run(params);
  const timings: Timing<P>[] = [];
  for (const params of options.cases) {
    const started = performance.now();
    await options.run(params);
    const serviceMs = performance.now() - started;
    let postgresMs = 0;
    for (const statement of options.statements(params)) postgresMs += await explainMs(options.raw, statement);
    timings.push({ serviceMs, postgresMs, params });
  }
  const service = timings.map((t) => t.serviceMs);
  const pg = timings.map((t) => t.postgresMs);
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  const ratioP50 = percentile(service, 50) / percentile(pg, 50);
  const ratioP95 = percentile(service, 95) / percentile(pg, 95);
  console.log(`\n${options.title} — ${options.cases.length} recherches (charge : ${load()})`);
  console.log(
    `  service                             : p50 ${fmt(percentile(service, 50))}  p95 ${fmt(percentile(service, 95))}  max ${fmt(Math.max(...service))}`,
  );
  console.log(
    `  PostgreSQL (somme EXPLAIN ANALYZE)  : p50 ${fmt(percentile(pg, 50))}  p95 ${fmt(percentile(pg, 95))}  max ${fmt(Math.max(...pg))}`,
  );
  console.log(
    `  rapport service / PostgreSQL        : p50 ${ratioP50.toFixed(2)}  p95 ${ratioP95.toFixed(2)}  (objectif ≤ ${options.maxRatio.toLocaleString("fr-FR")})`,
  );
  for (const t of [...timings].sort((a, b) => b.serviceMs - a.serviceMs).slice(0, 3)) {
    console.log(
      `  plus lente : ${fmt(t.serviceMs)} (PostgreSQL ${fmt(t.postgresMs)}) ${JSON.stringify(t.params)}`,
    );
  }
  return ratioP95 <= options.maxRatio;
}

/** The signed-in person the services see: a plain user (no flag changes what a search returns). */
export function benchUser(id: number) {
  return {
    id,
    email: "bench@tronc.test",
    fullname: "Mesure",
    isSuperAdmin: false,
    isCompta: false,
    isReadAlert: false,
    isLeaveAdmin: false,
    triangleCompanies: [],
  };
}

/**
 * The options the task and time-entry benches share (their --help says them): the volumes wanted, the
 * runs, and --smoke's tiny defaults. Prints the help and exits 0 with --help, exits 2 on a bad value.
 */
export function readWorkBenchOptions(help: string) {
  const { smoke, baseUrl, counts } = readCountOptions(help, {
    tasks: { smoke: 60, full: 100_000 },
    "time-entries": { smoke: 250, full: 300_000 },
    runs: { smoke: 5, full: 200, min: 1 },
    warmup: { smoke: 0, full: 1 },
  });
  const { tasks, runs, warmup } = counts;
  return { smoke, baseUrl, tasks, timeEntries: counts["time-entries"], runs, warmup };
}
