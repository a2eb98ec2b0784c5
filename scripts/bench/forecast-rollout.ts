import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { DEFAULT_ROLLOUT_BATCH_SIZE, runForecastRollout } from "@tronc/api/commands";
import { charges, createDb, migrate } from "@tronc/db";
import { forecastWindowRange, toCents, toParisDate } from "@tronc/domain";
import { sql } from "drizzle-orm";

const help = `Mesure le déploiement nocturne des charges dans le prévisionnel sur PostgreSQL : N charges mensuelles
réparties entre trois sociétés, déployées sur les 12 mois ; puis un second passage, qui ne doit rien écrire.
Mesure la fonction seule, puis la commande comme cron la lance (pnpm forecast:rollout, de bout en bout),
puis le script de la commande lancé sans pnpm, et leur démarrage seul (--help) : ce que coûtent pnpm et
le lancement de la commande.

Usage : DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @tronc/scripts exec tsx bench/forecast-rollout.ts [options]

  --charges <N>      charges (défaut 1000)
  --batch-size <N>   charges par transaction (défaut ${DEFAULT_ROLLOUT_BATCH_SIZE}, celui du déploiement nocturne)
  --runs <N>         lancements de chaque commande, médiane affichée (défaut 3)
  --smoke            vérifie que le banc tourne : 10 charges, un lancement, sans objectif
  --help             cette aide

Une base dédiée bench_rollout_<hasard> est créée sur le serveur de DATABASE_URL et remplie, copiée
(CREATE DATABASE … TEMPLATE) pour chaque premier passage, puis tout est supprimé.
Code de sortie : 0 objectif tenu (pnpm forecast:rollout < 2 s au 1er passage, 2e passage 0 ligne ;
--smoke : le banc a tourné), 1 objectif manqué ou erreur, 2 paramètres.`;

const { values } = parseArgs({
  options: {
    charges: { type: "string", default: "1000" },
    "batch-size": { type: "string", default: String(DEFAULT_ROLLOUT_BATCH_SIZE) },
    runs: { type: "string", default: "3" },
    smoke: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log(help);
  process.exit(0);
}
const smoke = values.smoke;
const chargeCount = smoke ? 10 : Number(values.charges);
const batchSize = Number(values["batch-size"]);
const runs = smoke ? 1 : Number(values.runs);
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl || ![chargeCount, batchSize, runs].every((n) => Number.isInteger(n) && n >= 1) || runs > 20) {
  console.error(
    "DATABASE_URL (PostgreSQL) est obligatoire ; les options sont des entiers positifs (--runs au plus 20). Voir --help.",
  );
  process.exit(2);
}

const repositoryDir = fileURLToPath(new URL("../../", import.meta.url));
/** What `pnpm forecast:rollout` runs, read from the root package.json: the same command without pnpm. */
const rootScript: string = JSON.parse(readFileSync(`${repositoryDir}package.json`, "utf8")).scripts[
  "forecast:rollout"
];

/**
 * CPU time (ms) of the database's server processes, read from /proc when PostgreSQL runs on this
 * machine: with the wall time of a loaded machine, what the statements themselves cost.
 */
async function serverCpuMs(database: string): Promise<number | null> {
  const rows = (await admin.db.execute(
    sql`select pid from pg_stat_activity where datname = ${database}`,
  )) as unknown as { pid: number }[];
  try {
    return rows.reduce((total, { pid }) => {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      // utime and stime, fields 14 and 15 of /proc/<pid>/stat, in ticks of 10 ms
      return total + (Number(fields[11]) + Number(fields[12])) * 10;
    }, 0);
  } catch {
    return null;
  }
}

const now = new Date();
const window = forecastWindowRange(toParisDate(now));
const template = `bench_rollout_${randomBytes(4).toString("hex")}`;
const urlOf = (database: string) => {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
};
const admin = await createDb({ url: baseUrl, max: 1 });
const databases = [template];
/** A new database holding the migrated schema and the charges, nothing rolled out yet. */
async function freshCopy(): Promise<string> {
  const name = `${template}_${databases.length}`;
  await admin.db.execute(sql.raw(`create database ${name} template ${template}`));
  databases.push(name);
  return name;
}

interface Timing {
  /** Wall time from the spawn to the exit. */
  ms: number;
  /** CPU time of the command's processes (pnpm, node): steadier than the wall time on a loaded machine. */
  cpuMs: number;
  /** Forecast lines written, read from the summary line. */
  rows: number | null;
}

/**
 * The command as cron runs it (`pnpm forecast:rollout`, through sh) or the root script alone, without
 * pnpm. The shell's `times` prints its children's CPU time last, on stderr.
 */
function spawnTimed(how: "pnpm" | "sans pnpm", database: string | null, args: string[] = []): Timing {
  const env = { ...process.env, DATABASE_URL: database ? urlOf(database) : "", INIT_CWD: repositoryDir };
  const command = how === "pnpm" ? "pnpm forecast:rollout" : rootScript;
  const script = `${command} "$@"; status=$?; times >&2; exit $status`;
  const started = performance.now();
  const result = spawnSync("sh", ["-c", script, "sh", ...args], {
    cwd: repositoryDir,
    env,
    encoding: "utf8",
  });
  const ms = performance.now() - started;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} : code ${result.status}\n${result.stderr}`);
  }
  const cpu = /(\d+)m([\d.]+)s (\d+)m([\d.]+)s\s*$/.exec(result.stderr);
  const seconds = (minutes = "0", rest = "0") => Number(minutes) * 60 + Number(rest);
  const cpuMs = cpu ? (seconds(cpu[1], cpu[2]) + seconds(cpu[3], cpu[4])) * 1000 : Number.NaN;
  const written = /lignes (\d+) ajoutée\(s\), (\d+) modifiée\(s\), (\d+) supprimée\(s\)/.exec(result.stdout);
  return { ms, cpuMs, rows: written ? Number(written[1]) + Number(written[2]) + Number(written[3]) : null };
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const medianMs = (timings: Timing[]) => median(timings.map((timing) => timing.ms));
/** The median wall time, each run's, and the median CPU time. */
const figures = (timings: Timing[]) => {
  const each = timings.length > 1 ? ` (${timings.map((timing) => timing.ms.toFixed(0)).join(", ")})` : "";
  return `${medianMs(timings).toFixed(0)} ms${each}, CPU ${median(timings.map((timing) => timing.cpuMs)).toFixed(0)} ms`;
};

let exitCode = 1;
try {
  await admin.db.execute(sql.raw(`create database ${template}`));
  const filling = await createDb({ url: urlOf(template) });
  try {
    await migrate(filling);
    const rows = Array.from({ length: chargeCount }, (_, n) => ({
      title: `Charge ${n + 1}`,
      type: "CHARGE_TYPE_OTHER" as const,
      amountCents: toCents(-(10_000 + ((n * 7_919) % 900_000))),
      dayOfMonth: 1 + (n % 28),
      dateFrom: window.from,
      valuesFrom: window.from,
      companiesParts: [
        { companyId: 1, pct: "50" },
        { companyId: 2, pct: "30" },
        { companyId: 3, pct: "20" },
      ],
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await filling.db.insert(charges).values(rows.slice(start, start + 500));
    }
    await filling.db.execute(sql`analyze`);
  } finally {
    // A database is copied only while nobody is connected to it.
    await filling.close();
  }

  // The function alone, in this process: the service's own time.
  const functionDb = await freshCopy();
  const handle = await createDb({ url: urlOf(functionDb) });
  const timed = async () => {
    const serverBefore = await serverCpuMs(functionDb);
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const report = await runForecastRollout(handle.db, { now, batchSize });
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const serverAfter = await serverCpuMs(functionDb);
    return {
      ms,
      nodeCpuMs: (cpu.user + cpu.system) / 1000,
      serverCpuMs: serverBefore === null || serverAfter === null ? null : serverAfter - serverBefore,
      rows: report.inserted + report.updated + report.deleted,
      report,
    };
  };
  let first: Awaited<ReturnType<typeof timed>>;
  let second: typeof first;
  try {
    first = await timed();
    second = await timed();
  } finally {
    await handle.close();
  }

  // The command from its start to its end, on a new copy each time: what cron waits for.
  const batch = ["--batch-size", String(batchSize)];
  const viaPnpm = { first: [] as Timing[], second: [] as Timing[] };
  const direct: Timing[] = [];
  for (let run = 0; run < runs; run += 1) {
    const database = await freshCopy();
    viaPnpm.first.push(spawnTimed("pnpm", database, batch));
    viaPnpm.second.push(spawnTimed("pnpm", database, batch));
    direct.push(spawnTimed("sans pnpm", await freshCopy(), batch));
  }
  // Starting alone: --help answers before the database is opened.
  const helpPnpm = Array.from({ length: runs }, () => spawnTimed("pnpm", null, ["--help"]));
  const helpDirect = Array.from({ length: runs }, () => spawnTimed("sans pnpm", null, ["--help"]));
  const bareNode = Array.from({ length: runs }, () => {
    const started = performance.now();
    spawnSync(process.execPath, ["-e", "0"]);
    return performance.now() - started;
  });

  const described = (run: typeof first) =>
    `${run.ms.toFixed(0)} ms, ${run.rows} ligne(s) écrite(s) (${run.report.inserted} ajoutée(s), ${run.report.updated} modifiée(s), ${run.report.deleted} supprimée(s)) ; CPU Node ${run.nodeCpuMs.toFixed(0)} ms, CPU PostgreSQL ${run.serverCpuMs ?? "?"} ms`;
  const commandMs = medianMs(viaPnpm.first);
  console.log(
    `Charge de la machine : ${loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")} (${cpus().length} cœurs)`,
  );
  console.log(`${chargeCount} charges mensuelles, lots de ${batchSize}, du ${window.from} au ${window.to}`);
  console.log(`Fonction seule, 1er passage : ${described(first)}`);
  console.log(`Fonction seule, 2e passage  : ${described(second)}`);
  console.log(`pnpm forecast:rollout, 1er passage : ${figures(viaPnpm.first)}`);
  console.log(`pnpm forecast:rollout, 2e passage  : ${figures(viaPnpm.second)}`);
  console.log(`Sans pnpm (${rootScript}), 1er passage : ${figures(direct)}`);
  console.log(
    `Démarrage seul (--help) : pnpm forecast:rollout ${figures(helpPnpm)} ; sans pnpm ${figures(helpDirect)}`,
  );
  console.log(`node -e 0 : ${median(bareNode).toFixed(0)} ms`);
  const pnpmCpuMs =
    median(viaPnpm.first.map((timing) => timing.cpuMs)) - median(direct.map((timing) => timing.cpuMs));
  console.log(
    `Rapport commande / fonction (1er passage) : ${(commandMs / first.ms).toFixed(2)} ; pnpm ajoute ${(commandMs - medianMs(direct)).toFixed(0)} ms (CPU ${pnpmCpuMs.toFixed(0)} ms)`,
  );
  const met = commandMs < 2_000 && second.rows === 0 && viaPnpm.second.every((timing) => timing.rows === 0);
  if (smoke) {
    console.log("Banc vérifié (--smoke : pas d'objectif sur 10 charges).");
    exitCode = 0;
  } else {
    console.log(
      met
        ? "Objectif tenu."
        : "Objectif manqué (pnpm forecast:rollout < 2 s au 1er passage, 2e passage 0 ligne).",
    );
    exitCode = met ? 0 : 1;
  }
} finally {
  for (const database of databases.reverse()) {
    await admin.db.execute(sql.raw(`drop database if exists ${database} with (force)`));
  }
  await admin.close();
}
process.exit(exitCode);
