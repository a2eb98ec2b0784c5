import type { RolloutReport } from "@tronc/api/commands";
import { isDomainError } from "@tronc/domain";
import { CommandRefusal, runCommand, withAppDb } from "./lib/cli";

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

/** The batch size asked, or a refusal: a whole number from 1 to 10000. */
function readBatchSize(text: string): number {
  const batchSize = Number(text);
  if (!/^\d+$/.test(text) || batchSize < 1 || batchSize > 10_000) {
    throw new CommandRefusal(`--batch-size attend un nombre entier de 1 à 10000 (reçu « ${text} »).`);
  }
  return batchSize;
}

/** Another rollout holds the lock: nothing was done, exit code 3 as the help says. */
function refuseWhileAnotherRuns(error: unknown): never {
  if (isDomainError(error) && error.code === "FORECAST_ROLLOUT_RUNNING") {
    throw new CommandRefusal(
      `${error.message} (un autre processus tient le verrou) : rien n'a été fait, relancez plus tard.`,
      3,
    );
  }
  throw error;
}

const frenchDate = (day: string) => day.split("-").reverse().join("/");

function summary(report: RolloutReport): string {
  const period = `du ${frenchDate(report.window.from)} au ${frenchDate(report.window.to)}`;
  const counts = `${report.inserted} ajoutée(s), ${report.updated} modifiée(s), ${report.deleted} supprimée(s)`;
  return report.dryRun
    ? `Simulation, rien n'a été écrit : ${report.charges} charge(s), lignes qui seraient ${counts} (prévisionnel ${period}).`
    : `Déploiement terminé : ${report.charges} charge(s), lignes ${counts} (prévisionnel ${period}).`;
}

process.exitCode = await runCommand({
  help,
  options: {
    "dry-run": { type: "boolean", default: false },
    "batch-size": { type: "string", default: String(DEFAULT_BATCH_SIZE) },
  },
  async run(values) {
    const batchSize = readBatchSize(values["batch-size"]);
    // Loaded once the options are read: --help and a bad option answer at once.
    const { runForecastRollout } = await import("@tronc/api/commands");
    // On a terminal the progress line is rewritten in place; in a log (cron, systemd) one line per batch.
    const endOfProgress = process.stderr.isTTY ? "\r" : "\n";
    const report = await withAppDb((db) =>
      runForecastRollout(db, {
        now: new Date(),
        dryRun: values["dry-run"],
        batchSize,
        onProgress: ({ done, total }) => process.stderr.write(`Charges ${done}/${total}…${endOfProgress}`),
      }),
    ).catch(refuseWhileAnotherRuns);
    if (endOfProgress === "\r" && report.charges > 0) process.stderr.write("\n");
    console.log(summary(report));
  },
});
