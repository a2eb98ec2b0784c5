import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { buildServer, DEMO_PASSWORD, isDatabaseEmpty, seedDemo } from "@tronc/api";
import { createDb, migrate } from "@tronc/db";

const help = `Mesure le coût d'une requête authentifiée : GET /api/me avec une session, en requêtes par seconde.

Usage : pnpm exec tsx scripts/bench/signed-in-request.ts [options]

  --seconds <N>      durée de chaque mesure (défaut 1.5 ; deux mesures)
  --concurrency <N>  requêtes en parallèle sur le vrai port (défaut 10)
  --help             cette aide

Base : DATABASE_URL si défini (une base dédiée : la démonstration y est chargée si elle est vide),
sinon une PGlite en mémoire. Code de sortie : 0 mesuré, 1 erreur, 2 paramètres.`;

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "1.5" },
    concurrency: { type: "string", default: "10" },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log(help);
  process.exit(0);
}
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
if (
  !(seconds > 0 && seconds <= 60) ||
  !Number.isInteger(concurrency) ||
  concurrency < 1 ||
  concurrency > 100
) {
  console.error("--seconds entre 0 et 60, --concurrency entier entre 1 et 100. Voir --help.");
  process.exit(2);
}

const url = process.env.DATABASE_URL;
const handle = url ? await createDb({ url, max: concurrency }) : await createDb({});
const filesDir = mkdtempSync(join(tmpdir(), "tc-bench-"));
await migrate(handle);
if (await isDatabaseEmpty(handle.db)) await seedDemo(handle.db);
const app = await buildServer({
  db: handle.db,
  filesDir,
  maxUploadBytes: 1024 * 1024,
  addressLookup: { search: async () => [] },
});

const rate = (count: number, ms: number) => Math.round((count * 1000) / ms).toLocaleString("fr-FR");

async function run() {
  const signIn = await app.inject({
    method: "POST",
    url: "/api/login",
    payload: { email: "admin@tronc.test", password: DEMO_PASSWORD },
  });
  const session = signIn.cookies.find((c) => c.name === "tc_session");
  if (!session) throw new Error(`connexion refusée : ${signIn.body}`);
  const cookie = `tc_session=${session.value}`;

  let count = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    const response = await app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`GET /api/me a répondu ${response.statusCode}`);
    count++;
  }
  const injectMs = performance.now() - start;
  console.log(
    `app.inject, une à la fois : ${count} requêtes en ${Math.round(injectMs)} ms → ${rate(count, injectMs)} req/s`,
  );

  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  let served = 0;
  const httpStart = performance.now();
  const worker = async () => {
    while (performance.now() - httpStart < seconds * 1000) {
      const response = await fetch(`http://127.0.0.1:${port}/api/me`, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET /api/me a répondu ${response.status}`);
      served++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const httpMs = performance.now() - httpStart;
  console.log(
    `HTTP, ${concurrency} en parallèle : ${served} requêtes en ${Math.round(httpMs)} ms → ${rate(served, httpMs)} req/s`,
  );
}

try {
  await run();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await app.close();
  await handle.close();
  rmSync(filesDir, { recursive: true, force: true });
}
