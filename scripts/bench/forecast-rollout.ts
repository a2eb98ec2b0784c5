import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { DEFAULT_ROLLOUT_BATCH_SIZE, runForecastRollout } from "@tronc/api";
import { charges, createDb, migrate } from "@tronc/db";
import { forecastWindowRange, toCents, toParisDate } from "@tronc/domain";
import { sql } from "drizzle-orm";

const help = `Mesure le déploiement nocturne des charges dans le prévisionnel sur PostgreSQL : N charges mensuelles
réparties entre trois sociétés, déployées sur les 12 mois ; puis un second passage, qui ne doit rien écrire.

Usage : DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @tronc/scripts exec tsx bench/forecast-rollout.ts [options]

  --charges <N>      charges (défaut 1000)
  --batch-size <N>   charges par transaction (défaut ${DEFAULT_ROLLOUT_BATCH_SIZE}, celui du déploiement nocturne)
  --help             cette aide

Une base dédiée bench_rollout_<hasard> est créée sur le serveur de DATABASE_URL, puis supprimée.
Code de sortie : 0 objectif tenu (1er passage < 2 s, 2e passage 0 ligne), 1 objectif manqué ou erreur, 2 paramètres.`;

const { values } = parseArgs({
  options: {
    charges: { type: "string", default: "1000" },
    "batch-size": { type: "string", default: String(DEFAULT_ROLLOUT_BATCH_SIZE) },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log(help);
  process.exit(0);
}
const chargeCount = Number(values.charges);
const batchSize = Number(values["batch-size"]);
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl || ![chargeCount, batchSize].every((n) => Number.isInteger(n) && n >= 1)) {
  console.error(
    "DATABASE_URL (PostgreSQL) est obligatoire ; les options sont des entiers positifs. Voir --help.",
  );
  process.exit(2);
}

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
const name = `bench_rollout_${randomBytes(4).toString("hex")}`;
const url = new URL(baseUrl);
url.pathname = `/${name}`;
const admin = await createDb({ url: baseUrl, max: 1 });
await admin.db.execute(sql.raw(`create database ${name}`));
const handle = await createDb({ url: url.toString() });
let exitCode = 1;
try {
  await migrate(handle);
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
    await handle.db.insert(charges).values(rows.slice(start, start + 500));
  }
  await handle.db.execute(sql`analyze`);

  const timed = async () => {
    const serverBefore = await serverCpuMs(name);
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const report = await runForecastRollout(handle.db, { now, batchSize });
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const serverAfter = await serverCpuMs(name);
    return {
      ms,
      nodeCpuMs: (cpu.user + cpu.system) / 1000,
      serverCpuMs: serverBefore === null || serverAfter === null ? null : serverAfter - serverBefore,
      rows: report.inserted + report.updated + report.deleted,
      report,
    };
  };
  const first = await timed();
  const second = await timed();
  const line = (label: string, run: typeof first) =>
    `${label} : ${run.ms.toFixed(0)} ms, ${run.rows} ligne(s) écrite(s) (${run.report.inserted} ajoutée(s), ${run.report.updated} modifiée(s), ${run.report.deleted} supprimée(s)) ; CPU Node ${run.nodeCpuMs.toFixed(0)} ms, CPU PostgreSQL ${run.serverCpuMs ?? "?"} ms`;
  console.log(
    `Charge de la machine : ${loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")} (${cpus().length} cœurs)`,
  );
  console.log(`${chargeCount} charges mensuelles, lots de ${batchSize}, du ${window.from} au ${window.to}`);
  console.log(line("1er passage", first));
  console.log(line("2e passage ", second));
  const met = first.ms < 2_000 && second.rows === 0;
  console.log(met ? "Objectif tenu." : "Objectif manqué (1er passage < 2 s, 2e passage 0 ligne).");
  exitCode = met ? 0 : 1;
} finally {
  await handle.close();
  await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
  await admin.close();
}
process.exit(exitCode);
