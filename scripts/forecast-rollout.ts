import { parseArgs } from "node:util";
import type { RolloutReport } from "@tronc/api";
import { isDomainError } from "@tronc/domain";

/** Same as the service's default (DEFAULT_ROLLOUT_BATCH_SIZE): the API is loaded only after the options. */
const DEFAULT_BATCH_SIZE = 500;

const help = `Déploie les charges dans le prévisionnel : écrit les échéances de chaque charge active sur les
12 mois du prévisionnel (du 1er du mois en cours à la fin du 12e mois), réparties entre les sociétés du
groupe, et retire les lignes à venir des charges désactivées. Une ligne modifiée « Cette valeur
uniquement » ou déclarée payée n'est jamais touchée. Relancer la commande n'écrit rien de plus.

Usage : pnpm forecast:rollout [options]

  --dry-run           compte ce qui serait écrit, sans rien écrire
  --batch-size <N>    charges par transaction, de 1 à 10000 (défaut ${DEFAULT_BATCH_SIZE})
  --help              cette aide

Base : DATABASE_URL si défini, sinon la base embarquée de DATA_DIR (arrêtez l'application avant).
Un seul déploiement à la fois (verrou PostgreSQL) ; interrompu, il reprend où il en était au lancement suivant.

Codes de sortie : 0 terminé, 1 erreur inattendue, 2 option invalide, 3 un déploiement est déjà en cours.`;

function readOptions(): { dryRun: boolean; batchSize: number } {
  let values: { "dry-run"?: boolean; "batch-size"?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        "dry-run": { type: "boolean", default: false },
        "batch-size": { type: "string", default: String(DEFAULT_BATCH_SIZE) },
        help: { type: "boolean", default: false },
      },
    }));
  } catch (error) {
    const option = /'(-[^' ]+)/.exec(error instanceof Error ? error.message : "")?.[1];
    console.error(
      option
        ? `Option inconnue ou sans valeur : ${option}. Voir --help.`
        : "Argument inattendu. Voir --help.",
    );
    process.exit(2);
  }
  if (values.help) {
    console.log(help);
    process.exit(0);
  }
  const batchSize = Number(values["batch-size"]);
  if (!/^\d+$/.test(values["batch-size"] ?? "") || batchSize < 1 || batchSize > 10_000) {
    console.error(`--batch-size attend un nombre entier de 1 à 10000 (reçu « ${values["batch-size"]} »).`);
    process.exit(2);
  }
  return { dryRun: values["dry-run"] ?? false, batchSize };
}

const frenchDate = (day: string) => day.split("-").reverse().join("/");

function summary(report: RolloutReport): string {
  const period = `du ${frenchDate(report.window.from)} au ${frenchDate(report.window.to)}`;
  const counts = `${report.inserted} ajoutée(s), ${report.updated} modifiée(s), ${report.deleted} supprimée(s)`;
  return report.dryRun
    ? `Simulation, rien n'a été écrit : ${report.charges} charge(s), lignes qui seraient ${counts} (prévisionnel ${period}).`
    : `Déploiement terminé : ${report.charges} charge(s), lignes ${counts} (prévisionnel ${period}).`;
}

const options = readOptions();
// Loaded once the options are read: --help and a bad option answer at once.
const { runForecastRollout } = await import("@tronc/api");
const { openAppDb } = await import("./lib/open-db");
// On a terminal the progress line is rewritten in place; in a log (cron, systemd) one line per batch.
const endOfProgress = process.stderr.isTTY ? "\r" : "\n";
const handle = await openAppDb();
try {
  const report = await runForecastRollout(handle.db, {
    now: new Date(),
    ...options,
    onProgress: ({ done, total }) => process.stderr.write(`Charges ${done}/${total}…${endOfProgress}`),
  });
  if (endOfProgress === "\r" && report.charges > 0) process.stderr.write("\n");
  console.log(summary(report));
} catch (error) {
  if (isDomainError(error) && error.code === "FORECAST_ROLLOUT_RUNNING") {
    console.error(
      `${error.message} (un autre processus tient le verrou) : rien n'a été fait, relancez plus tard.`,
    );
    process.exitCode = 3;
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  }
} finally {
  await handle.close();
}
