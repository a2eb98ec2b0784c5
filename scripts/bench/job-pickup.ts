import { parseArgs } from "node:util";
import { type JobDefinition, type JobQueue, startJobQueue } from "@tronc/api/jobs";
import { createDb } from "@tronc/db";
import { smokeDatabase, verdict } from "./smoke-mode";

const help = `Mesure le délai de prise en charge d'une tâche de fond : de son envoi dans la file au début de son
traitement, sur PostgreSQL (envoyée par un autre processus : le travailleur la trouve en interrogeant la
file, toutes les 0,5 s ; envoyée par son propre processus : il est réveillé aussitôt) et sur la base
embarquée PGlite (un seul processus : envoyée par lui, ou trouvée en interrogeant la file). Une tâche à la fois, envoyées à des
instants irréguliers ; médiane (p50) et 95e centile (p95) affichés.

Usage : DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @tronc/scripts exec tsx bench/job-pickup.ts [options]

  --jobs <N>   tâches mesurées par chemin (défaut 40)
  --smoke      vérifie que le banc tourne : 4 tâches par chemin, sans objectif
  --help       cette aide

Une base dédiée tc_smoke_job_pickup_<hasard> est créée sur le serveur de DATABASE_URL, puis supprimée.
Sur PGlite, la file n'est interrogée que toutes les 2 s (les tâches planifiées et les reprises) :
ce chemin est affiché, pas jugé.
Code de sortie : 0 objectif tenu (p95 < 1 s sur les autres chemins), 1 objectif manqué ou erreur, 2 paramètres.`;

const { values } = parseArgs({
  options: {
    jobs: { type: "string", default: "40" },
    smoke: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log(help);
  process.exit(0);
}
const smoke = values.smoke;
const count = smoke ? 4 : Number(values.jobs);
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl || !Number.isInteger(count) || count < 1) {
  console.error("DATABASE_URL (PostgreSQL) est obligatoire ; --jobs est un entier positif. Voir --help.");
  process.exit(2);
}

const PICKUP: JobDefinition = {
  name: "bench-pickup",
  label: "Banc : prise en charge",
  policy: "standard",
  retryLimit: 1,
  retryDelaySeconds: 1,
  expireInSeconds: 60,
};
const TARGET_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const ms = (value: number) => `${Math.round(value)} ms`;

/** Sends `count` jobs through `sender`, one at a time, and answers each one's wait before its handler ran. */
async function measure(sender: JobQueue, started: Map<string, number>, run: string): Promise<number[]> {
  const waits: number[] = [];
  for (let n = 0; n < count; n++) {
    const key = `${run}:${n}`;
    const sentAt = performance.now();
    await sender.send(PICKUP.name, { key });
    while (!started.has(key)) await sleep(2);
    waits.push((started.get(key) ?? sentAt) - sentAt);
    // Irregular instants, as requests come: not in step with the workers' polls.
    await sleep(50 + Math.random() * 400);
  }
  return waits.sort((a, b) => a - b);
}

type Database = Parameters<typeof startJobQueue>[0]["database"];

/** A worker queue (it runs the job) and a sender queue of its own (another process's, on PostgreSQL). */
async function pathsOn(database: Database, other: Database) {
  const started = new Map<string, number>();
  const common = { definitions: [PICKUP], schedules: false, log: (line: string) => console.error(line) };
  const worker = await startJobQueue({
    ...common,
    database,
    handlers: {
      [PICKUP.name]: async (data) => {
        started.set((data as { key: string }).key, performance.now());
      },
    },
  });
  const sender = await startJobQueue({ ...common, database: other, handlers: {} });
  const fromOther = await measure(sender, started, "other");
  const fromOwn = await measure(worker, started, "own");
  await sender.stop();
  await worker.stop();
  return { fromOther, fromOwn };
}

const lines: string[] = [];
let met = true;
/** `judged`: a path where a job sent by a person's request travels (the others carry ticks and retries). */
function report(label: string, waits: number[], judged = true) {
  const p95 = percentile(waits, 95);
  if (judged) met &&= p95 < TARGET_MS;
  lines.push(
    `  ${label.padEnd(48)} p50 ${ms(percentile(waits, 50)).padStart(7)}   p95 ${ms(p95).padStart(7)}`,
  );
}

const database = await smokeDatabase(baseUrl, "job-pickup");
try {
  const postgresPaths = await pathsOn({ url: database.url }, { url: database.url });
  report("PostgreSQL, envoyée par un autre processus", postgresPaths.fromOther);
  report("PostgreSQL, envoyée par son processus", postgresPaths.fromOwn);

  const embedded = await createDb({});
  const executeSql = embedded.executeSql;
  if (!executeSql) throw new Error("PGlite sans accès direct");
  const pglitePaths = await pathsOn({ executeSql }, { executeSql });
  // On PGlite every job of the app is sent by its one process; polled every 2 s are only the ticks of
  // the schedules and the retries: printed, not judged.
  report("PGlite, trouvée par interrogation (toutes les 2 s)", pglitePaths.fromOther, false);
  report("PGlite, envoyée par son processus", pglitePaths.fromOwn);
  await embedded.close();
} finally {
  await database.drop();
}
console.log(`Prise en charge d'une tâche (envoi → début du traitement), ${count} tâche(s) par chemin :`);
for (const line of lines) console.log(line);
console.log(
  `Objectif : p95 < ${TARGET_MS} ms pour une tâche envoyée (PostgreSQL : tout processus ; PGlite : le sien) : ${met ? "tenu" : "manqué"}.`,
);
process.exitCode = verdict(met, smoke);
