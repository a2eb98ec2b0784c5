import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createDb, migrate } from "@tronc/db";
import {
  LEAD_EXPORT_COLUMNS,
  LEAD_EXPORT_SHEET,
  leadExportPages,
  writeLeadsWorkbook,
} from "../../apps/api/src/modules/sales/leads/export";
import {
  openXlsxSheet,
  parisWallClock,
  type XlsxValue,
} from "../../apps/api/src/services/shared/xlsx-stream";
import { writeLeadsWorkbookBefore } from "./lead-export-before";
import { smokeDatabase, verdict } from "./smoke-mode";

const help = `Mesure l'export « Exporter tout » sans filtre (tous les leads, poubelle comprise) côte à côte :
  exceljs   exceljs seul écrit les mêmes lignes et colonnes, prises d'un tableau en mémoire
  avant     l'export d'avant (requête de la liste, lectures et écriture à la suite, dates par Intl)
  après     l'export actuel (pages par clé, page suivante lue pendant l'écriture, dates précalculées)
Chaque mesure tourne dans son propre processus (mémoire de pointe séparée) et écrit vers un flux qui jette.

Usage : pnpm --filter @tronc/scripts exec tsx bench/lead-export.ts [--rounds N]

  --rounds <N>   tours de mesure, l'ordre des trois tournant à chaque tour (défaut 2)
  --smoke        essai de la CI : un tour sur une base neuve à part (la démonstration et 40 leads de
                 plus, supprimée à la fin), objectif non jugé
  --help         cette aide

Base : DATABASE_URL obligatoire, une base dédiée remplie par pnpm seed-demo --force puis
pnpm seed-leads --count N (avec --smoke : le serveur où créer la base à part). Code de sortie :
0 objectif tenu (après ≤ 1,3 × exceljs), 1 manqué ou erreur, 2 paramètres.`;

type Mode = "exceljs" | "avant" | "après";
const MODES: Mode[] = ["exceljs", "avant", "après"];

interface Measure {
  mode: Mode;
  rows: number;
  seconds: number;
  megabytes: number;
  peakRssMb: number;
}

const { values } = parseArgs({
  options: {
    rounds: { type: "string" },
    child: { type: "string" },
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
const rounds = Number(values.rounds ?? (smoke ? "1" : "2"));
if (!baseUrl || !Number.isInteger(rounds) || rounds < 1 || rounds > 10) {
  console.error("DATABASE_URL obligatoire et --rounds entier entre 1 et 10. Voir --help.");
  process.exit(2);
}

const discard = () => {
  let bytes = 0;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback();
    },
  });
  return { stream, bytes: () => bytes };
};

async function measure(mode: Mode, databaseUrl: string): Promise<Measure> {
  const handle = await createDb({ url: databaseUrl, max: 2 });
  try {
    const output = discard();
    let rows: number;
    let started: number;
    if (mode === "exceljs") {
      const wallClock = parisWallClock();
      const cells: XlsxValue[][] = [];
      for await (const page of leadExportPages(handle.db, {}, new Date())) {
        for (const row of page) {
          cells.push(
            LEAD_EXPORT_COLUMNS.map((column) =>
              column.kind === "dateTime" ? wallClock(column.value(row)) : column.value(row),
            ),
          );
        }
      }
      started = performance.now();
      const { worksheet, close } = await openXlsxSheet(output.stream, LEAD_EXPORT_SHEET);
      for (const values of cells) worksheet.addRow(values).commit();
      await close();
      rows = cells.length;
    } else {
      started = performance.now();
      rows =
        mode === "avant"
          ? await writeLeadsWorkbookBefore(handle.db, output.stream)
          : await writeLeadsWorkbook(handle.db, {}, new Date(), output.stream);
    }
    const seconds = (performance.now() - started) / 1000;
    const peakRssMb = process.resourceUsage().maxRSS / 1024;
    return { mode, rows, seconds, megabytes: output.bytes() / 1e6, peakRssMb };
  } finally {
    await handle.close();
  }
}

function runChild(mode: Mode, databaseUrl: string): Measure {
  const script = fileURLToPath(import.meta.url);
  const child = spawnSync(process.execPath, [...process.execArgv, script, "--child", mode], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: databaseUrl },
    timeout: 600_000,
  });
  const line = child.stdout.trim().split("\n").at(-1);
  if (child.status !== 0 || !line) throw new Error(`mesure ${mode} : ${child.stderr || "sans résultat"}`);
  return JSON.parse(line) as Measure;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
const fr = (value: number, digits = 2) => value.toFixed(digits).replace(".", ",");

if (values.child) {
  const mode = MODES.find((candidate) => candidate === values.child);
  if (!mode) process.exit(2);
  console.log(JSON.stringify(await measure(mode, baseUrl)));
  process.exit(0);
}

/** A smoke run's database: new, migrated, the demo and a few leads more (the API loaded here only). */
async function fillSmokeDatabase(databaseUrl: string) {
  const { generateLeads, generationActors, isDatabaseEmpty, seedDemo } = await import("@tronc/api");
  const handle = await createDb({ url: databaseUrl, max: 2 });
  try {
    await migrate(handle);
    const now = new Date();
    if (await isDatabaseEmpty(handle.db)) await seedDemo(handle.db, now);
    await generateLeads(handle.db, { count: 40, now, seed: 1, ...(await generationActors(handle.db)) });
  } finally {
    await handle.close();
  }
}

const smokeDb = smoke ? await smokeDatabase(baseUrl, "lead_export") : null;
const url = smokeDb?.url ?? baseUrl;

const runs = new Map<Mode, Measure[]>();
console.log(`Export sans filtre, ${rounds} tour(s) ; charge (uptime, 1/5/15 min) avant chaque mesure.`);
try {
  if (smokeDb) await fillSmokeDatabase(smokeDb.url);
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < MODES.length; i++) {
      const mode = MODES[(i + round) % MODES.length] ?? "après";
      const before = load();
      const result = runChild(mode, url);
      console.log(
        `  ${mode.padEnd(8)} ${result.rows.toLocaleString("fr-FR")} lignes en ${fr(result.seconds)} s, ${fr(result.megabytes, 1)} Mo, pointe RSS ${Math.round(result.peakRssMb)} Mo  (charge ${before})`,
      );
      runs.set(mode, [...(runs.get(mode) ?? []), result]);
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  await smokeDb?.drop();
  process.exit(1);
}
await smokeDb?.drop();
const seconds = (mode: Mode) => (runs.get(mode) ?? []).map((run) => run.seconds).sort((a, b) => a - b);
const best = (mode: Mode) => seconds(mode)[0] ?? Number.NaN;
const median = (mode: Mode) => {
  const sorted = seconds(mode);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const peak = (mode: Mode) => Math.round(Math.max(...(runs.get(mode) ?? []).map((run) => run.peakRssMb)));
for (const [label, time] of [
  ["meilleur", best],
  ["médian", median],
] as const) {
  console.log(
    `Temps ${label} : exceljs ${fr(time("exceljs"))} s, avant ${fr(time("avant"))} s, après ${fr(time("après"))} s ; rapport à exceljs seul : avant ${fr(time("avant") / time("exceljs"))}x, après ${fr(time("après") / time("exceljs"))}x (objectif ≤ 1,3x)`,
  );
}
console.log(
  `Pointe RSS : avant ${peak("avant")} Mo, après ${peak("après")} Mo (exceljs seul, lignes en mémoire : ${peak("exceljs")} Mo)`,
);
const after = best("après") / best("exceljs");
console.log(`Charge à la fin : ${load()}`);
process.exitCode = verdict(after <= 1.3, smoke);
