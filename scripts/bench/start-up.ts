import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import postgres from "postgres";

const help = `Mesure le démarrage du serveur : temps jusqu'à la première réponse de GET /api/me (un 401
compte) et mémoire (VmRSS) à ce moment puis au repos, sur une base embarquée neuve (premier
démarrage), la même rouverte, et PostgreSQL (DATABASE_URL, une base neuve puis rouverte).
Compare le serveur construit (node dist/main.mjs, ce que lance pnpm start) et l'ancien lancement par
tsx (TypeScript compilé au démarrage), l'un après l'autre dans le même lancement.

Usage : pnpm --filter @tronc/scripts exec tsx bench/start-up.ts [options]

  --idle <N>   secondes de repos avant la deuxième mesure de mémoire (défaut 3)
  --runs <N>   lancements de chaque mesure, médiane affichée (défaut 3)
  --no-old     sans l'ancien lancement par tsx
  --compare <dossier>  mesure aussi, en alternance, le serveur déjà construit d'une autre copie du dépôt
               (le dossier apps/api d'une ancienne version : son dist/main.mjs lancé par son script
               start) et affiche le rapport de chaque mesure à la sienne
  --smoke      essai de la CI : un lancement de chaque mesure, sans repos ni ancien lancement
  --help       cette aide

Code de sortie : 0 mesuré, 1 erreur, 2 paramètres.`;

const { values } = parseArgs({
  options: {
    idle: { type: "string" },
    runs: { type: "string" },
    "no-old": { type: "boolean", default: false },
    compare: { type: "string" },
    smoke: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log(help);
  process.exit(0);
}
const idleSeconds = Number(values.idle ?? (values.smoke ? "0" : "3"));
const runs = Number(values.runs ?? (values.smoke ? "1" : "3"));
if (!(idleSeconds >= 0 && idleSeconds <= 60) || !Number.isInteger(runs) || runs < 1 || runs > 20) {
  console.error("--idle entre 0 et 60, --runs entier entre 1 et 20. Voir --help.");
  process.exit(2);
}

const apiDir = fileURLToPath(new URL("../../apps/api/", import.meta.url));
/** What `pnpm start` runs in an apps/api folder (its start script, "node <flags> dist/main.mjs"). */
const startArgs = (dir: string): string[] =>
  JSON.parse(readFileSync(join(dir, "package.json"), "utf8"))
    .scripts.start.split(/\s+/)
    .slice(1);
const compareDir = values.compare ? resolve(values.compare) : undefined;
if (compareDir && !existsSync(join(compareDir, "dist", "main.mjs"))) {
  console.error(`--compare : ${compareDir}/dist/main.mjs introuvable (construire cette copie d'abord).`);
  process.exit(2);
}
const LAUNCHES = {
  avant: { cwd: apiDir, args: ["--import", "tsx", "src/main.ts"] },
  après: { cwd: apiDir, args: startArgs(apiDir) },
  comparée: { cwd: compareDir ?? apiDir, args: compareDir ? startArgs(compareDir) : [] },
};
type Launch = keyof typeof LAUNCHES;

interface Measure {
  ms: number;
  rssAtAnswer: number;
  rssIdle: number;
  load: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Math.round(Number(match?.[1] ?? 0) / 1024);
};

async function firstAnswer(port: number, child: ChildProcess, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`le serveur s'est arrêté (${child.exitCode})`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/me`);
      await response.arrayBuffer();
      return;
    } catch {
      await sleep(20);
    }
  }
  throw new Error(`pas de réponse en ${timeoutMs} ms`);
}

/**
 * A port the system says is free now: a random one could be another process's (the smoke run's other
 * bench, a browser's ephemeral port) and the server died of EADDRINUSE.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address !== "string" ? resolve(address.port) : reject(new Error("pas de port TCP")),
      );
    });
  });
}

async function measure(launch: Launch, env: Record<string, string>): Promise<Measure> {
  const port = await freePort();
  const start = performance.now();
  const { cwd, args } = LAUNCHES[launch];
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", INIT_CWD: cwd },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await firstAnswer(port, child, 120_000);
    const ms = performance.now() - start;
    const pid = child.pid ?? 0;
    const rssAtAnswer = rssMb(pid);
    await sleep(idleSeconds * 1000);
    return { ms, rssAtAnswer, rssIdle: rssMb(pid), load: loadavg()[0]?.toFixed(2) ?? "?" };
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}

/** A new database on DATABASE_URL's server, named for this launch alone (runs may overlap). */
async function freshPostgresDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tc_bench_start_up_${randomBytes(4).toString("hex")}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const dropper = postgres(url, { max: 1, onnotice: () => {} });
      await dropper.unsafe(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function measureOnce(launch: Launch, rows: Map<string, Measure[]>) {
  const record = (what: string, m: Measure) => {
    const key = `${what}|${launch}`;
    rows.set(key, [...(rows.get(key) ?? []), m]);
  };
  const dataDir = mkdtempSync(join(tmpdir(), "tc-bench-start-"));
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
    record("embarquée, premier démarrage", await measure(launch, env));
    record("embarquée, réouverture", await measure(launch, env));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = await freshPostgresDatabase(url);
    try {
      const env = { DATABASE_URL: database.url, DATA_DIR: join(tmpdir(), "tc-bench-start-pg") };
      record("PostgreSQL, base neuve", await measure(launch, env));
      record("PostgreSQL, réouverture", await measure(launch, env));
    } finally {
      await database.drop();
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const built = performance.now();
  // Built as `pnpm start` builds for a new embedded data dir (with the demo of the day to copy).
  const buildEnv = {
    ...process.env,
    DATABASE_URL: "",
    SECRETS_KEY: "",
    DATA_DIR: join(tmpdir(), "tc-bench-none"),
  };
  execFileSync(process.execPath, ["build.mjs"], { cwd: apiDir, stdio: "inherit", env: buildEnv });
  console.log(`construction (esbuild) : ${Math.round(performance.now() - built)} ms`);
  const launches: Launch[] = values["no-old"] || values.smoke ? ["après"] : ["avant", "après"];
  if (compareDir) launches.unshift("comparée");
  const rows = new Map<string, Measure[]>();
  // Old and new in turn, run after run: a change of load on the machine hits both alike.
  for (let run = 0; run < runs; run++) {
    for (const launch of launches) await measureOnce(launch, rows);
  }
  if (!process.env.DATABASE_URL) console.log("DATABASE_URL absent : PostgreSQL non mesuré.");
  console.log(`médianes de ${runs} lancements`);
  for (const [key, measures] of rows) {
    const [what = "", launch = ""] = key.split("|");
    const loads = measures.map((m) => m.load).join(", ");
    console.log(
      `${what.padEnd(30)} ${launch.padEnd(6)} ${(median(measures.map((m) => m.ms)) / 1000).toFixed(2)} s, ` +
        `${median(measures.map((m) => m.rssAtAnswer))} Mo à la réponse, ` +
        `${median(measures.map((m) => m.rssIdle))} Mo au repos (charge ${loads})`,
    );
  }
  if (compareDir) printRatios(rows);
}

/** Each measure of this version over the compared one's (medians of the same alternating runs). */
function printRatios(rows: Map<string, Measure[]>) {
  console.log(`rapport à ${compareDir} (médianes)`);
  for (const [key, measures] of rows) {
    const [what = "", launch = ""] = key.split("|");
    const compared = rows.get(`${what}|comparée`);
    if (launch !== "après" || !compared) continue;
    const ratio = median(measures.map((m) => m.ms)) / median(compared.map((m) => m.ms));
    console.log(`${what.padEnd(30)} ${ratio.toFixed(2)}`);
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
