import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import {
  buildServer,
  DEMO_PASSWORD,
  isDatabaseEmpty,
  localFolderStorage,
  modules,
  seedDemo,
} from "@tronc/api";
import { createDb, migrate } from "@tronc/db";
import { createContextFactory } from "../../apps/api/src/auth/request-context";
import type { ContextFactory } from "../../apps/api/src/hydra/register";
import { createContextFactoryBefore } from "./signed-in-request-before";
import { smokeDatabase } from "./smoke-mode";

const help = `Mesure le coût d'une requête authentifiée : GET /api/me avec une session, en requêtes par seconde,
l'ancien contexte (3 requêtes SQL non préparées l'une après l'autre) et l'actuel (une requête préparée)
côte à côte, chacun sur son serveur, même base, en alternance.

Usage : pnpm --filter @tronc/scripts exec tsx bench/signed-in-request.ts [options]

  --seconds <N>      durée de chaque mesure (défaut 2)
  --rounds <N>       mesures par serveur, en alternance (défaut 3 ; la médiane est retenue)
  --concurrency <N>  requêtes en parallèle sur le vrai port (défaut 10)
  --smoke            essai de la CI : 0,3 s par mesure, une mesure par serveur, 2 connexions, 0,2 s
                     pour le contexte seul ; avec DATABASE_URL, une base neuve à part (supprimée à la fin)
  --help             cette aide

La charge est envoyée par un thread à part (node:http, keep-alive), pas par le thread du serveur.
Affiche aussi où va le temps : le contexte seul (appels directs, sans HTTP) et le plancher HTTP
(GET /api/me sans session : 401 sans base de données).
Base : DATABASE_URL si défini (une base dédiée : la démonstration y est chargée si elle est vide),
sinon une PGlite en mémoire. Code de sortie : 0 mesuré, 1 erreur, 2 paramètres.`;

const { values } = parseArgs({
  options: {
    seconds: { type: "string" },
    rounds: { type: "string" },
    concurrency: { type: "string" },
    smoke: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log(help);
  process.exit(0);
}
const { smoke } = values;
const seconds = Number(values.seconds ?? (smoke ? "0.3" : "2"));
const rounds = Number(values.rounds ?? (smoke ? "1" : "3"));
const concurrency = Number(values.concurrency ?? (smoke ? "2" : "10"));
/** How long the context alone is called, per factory. */
const contextMs = smoke ? 200 : 1000;
const validInt = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;
if (!(seconds > 0 && seconds <= 60) || !validInt(rounds, 20) || !validInt(concurrency, 100)) {
  console.error(
    "--seconds entre 0 et 60, --rounds entre 1 et 20, --concurrency entre 1 et 100. Voir --help.",
  );
  process.exit(2);
}

/** The load: `concurrency` keep-alive connections in a loop for `seconds`, in their own thread. */
const loadCode = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
const { port, path, cookie, seconds, concurrency, expected } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const end = Date.now() + seconds * 1000;
let count = 0;
const one = () => new Promise((resolve, reject) => {
  const request = http.get({ host: "127.0.0.1", port, path, agent, headers: cookie ? { cookie } : {} }, (response) => {
    response.resume();
    response.on("end", () => response.statusCode === expected ? resolve() : reject(new Error("statut " + response.statusCode)));
  });
  request.on("error", reject);
});
const loop = async () => { while (Date.now() < end) { await one(); count++; } };
const start = performance.now();
Promise.all(Array.from({ length: concurrency }, loop)).then(
  () => { agent.destroy(); parentPort.postMessage({ count, ms: performance.now() - start }); },
  (error) => { agent.destroy(); parentPort.postMessage({ error: String(error) }); },
);`;

function load(port: number, cookie: string | null, expected: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(loadCode, {
      eval: true,
      workerData: { port, path: "/api/me", cookie, seconds, concurrency, expected },
    });
    worker.once("message", (result: { count: number; ms: number } | { error: string }) => {
      if ("error" in result) reject(new Error(`GET /api/me : ${result.error}`));
      else resolve((result.count * 1000) / result.ms);
    });
    worker.once("error", reject);
  });
}

const fmt = (n: number) => Math.round(n).toLocaleString("fr-FR");
const loadAvg = () => loadavg()[0]?.toFixed(2) ?? "?";
const median = (numbers: number[]) =>
  [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? Number.NaN;

const smokeDb =
  smoke && process.env.DATABASE_URL ? await smokeDatabase(process.env.DATABASE_URL, "signed_in") : null;
const url = smokeDb?.url ?? process.env.DATABASE_URL;
const handle = url ? await createDb({ url, max: concurrency }) : await createDb({});
const filesDir = mkdtempSync(join(tmpdir(), "tc-bench-"));
await migrate(handle);
if (await isDatabaseEmpty(handle.db)) await seedDemo(handle.db, new Date());
const deps = {
  modules,
  db: handle.db,
  storage: localFolderStorage(filesDir),
  maxUploadBytes: 1024 * 1024,
  addressLookup: { search: async () => [] },
};
const sides = [
  {
    label: "ancien (3 requêtes non préparées)",
    app: await buildServer({ ...deps, contextFactory: createContextFactoryBefore }),
  },
  { label: "actuel (1 requête préparée)", app: await buildServer(deps) },
];

async function run() {
  const signIn = await sides[1]?.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { email: "admin@tronc.test", password: DEMO_PASSWORD },
  });
  const session = signIn?.cookies.find((c) => c.name === "tc_session");
  if (!session) throw new Error(`connexion refusée : ${signIn?.body}`);
  const cookie = `tc_session=${session.value}`;
  console.log(
    `Base : ${url ? "PostgreSQL" : "PGlite en mémoire"}, ${concurrency} connexions, ${seconds} s par mesure`,
  );

  const measured = [];
  for (const side of sides) {
    await side.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (side.app.server.address() as AddressInfo).port;
    await load(port, cookie, 200); // warm-up: connections, JIT, prepared statement
    measured.push({ ...side, port, rates: [] as number[] });
  }
  for (let round = 1; round <= rounds; round++) {
    for (const side of measured) {
      const rate = await load(side.port, cookie, 200);
      side.rates.push(rate);
      console.log(`  mesure ${round}, ${side.label} : ${fmt(rate)} req/s (charge ${loadAvg()})`);
    }
  }
  const [before, after] = measured.map((side) => median(side.rates));
  for (const side of measured) {
    console.log(`${side.label} : médiane ${fmt(median(side.rates))} req/s (charge ${loadAvg()})`);
  }
  if (before && after) console.log(`Rapport actuel / ancien : ${(after / before).toFixed(2)}x`);

  await whereTimeGoes(measured, cookie);
}

/** The context alone (no HTTP), then the HTTP floor: what is left once the database is out of the way. */
async function whereTimeGoes(
  measured: { label: string; app: (typeof sides)[number]["app"]; port: number }[],
  cookie: string,
) {
  console.log("\nOù va le temps :");
  const token = cookie.slice("tc_session=".length);
  // What the factories read of a request: its cookies.
  const request = { cookies: { tc_session: token } } as unknown as Parameters<ContextFactory>[0];
  for (const [index, factory] of [createContextFactoryBefore, createContextFactory].entries()) {
    const contextFor = factory({ ...deps, now: () => new Date() });
    for (let i = 0; i < contextMs / 5; i++) await contextFor(request);
    const start = performance.now();
    let calls = 0;
    while (performance.now() - start < contextMs) {
      await Promise.all(Array.from({ length: concurrency }, () => contextFor(request)));
      calls += concurrency;
    }
    const ms = performance.now() - start;
    console.log(
      `  contexte seul, ${measured[index]?.label} : ${fmt((calls * 1000) / ms)} contextes/s, ${((ms * 1000) / calls).toFixed(0)} µs chacun (charge ${loadAvg()})`,
    );
  }
  const floor = measured[1];
  if (floor) {
    const rate = await load(floor.port, null, 401);
    console.log(
      `  plancher HTTP (GET /api/me sans session, 401, aucune requête SQL) : ${fmt(rate)} req/s (charge ${loadAvg()})`,
    );
  }
}

try {
  await run();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  for (const side of sides) await side.app.close();
  await handle.close();
  await smokeDb?.drop();
  rmSync(filesDir, { recursive: true, force: true });
}
