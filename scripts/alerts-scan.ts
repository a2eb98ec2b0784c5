import { ALERT_TYPE_LABELS } from "@tronc/domain";
import type { AlertScanReport } from "../apps/api/src/modules/support/alerts/public";
import { runCommand, withAppDb } from "./lib/cli";

const help = `Lève les alertes qui dépendent du temps, une seule fois par évènement :
  - Rappel manqué : un rappel de lead dépassé depuis plus d'une heure, que le lead attend toujours
    (ni poubelle, ni devis refusé, ni devis accepté) ;
  - Facture client en retard : une facture éditée ou envoyée, pas réglée, plus de 21 jours après son
    échéance ;
  - Facture fournisseur à régler : une facture fournisseur non réglée dont la date de paiement tombe
    dans les 7 jours (ou est déjà passée).
Une alerte déjà levée pour le même évènement ne l'est jamais une seconde fois : relancer la commande
ne lève rien de plus. Un rappel déplacé puis manqué de nouveau est un nouvel évènement.

Usage : pnpm alerts:scan [options]

  --dry-run   compte les alertes qui seraient levées, sans rien écrire
  --help      cette aide

Base : DATABASE_URL si défini, sinon la base embarquée de DATA_DIR (arrêtez l'application avant).

Codes de sortie : 0 terminé, 1 erreur inattendue, 2 option invalide.`;

function summary(report: AlertScanReport): string {
  const total = report.counts.reduce((sum, kind) => sum + kind.raised, 0);
  const lines = report.counts.map((kind) =>
    report.dryRun
      ? `  ${kind.label} : ${kind.raised} à lever (${kind.found} en cours, ${kind.found - kind.raised} déjà levée(s))`
      : `  ${kind.label} : ${kind.raised} levée(s) (${kind.found} en cours, ${kind.found - kind.raised} déjà levée(s))`,
  );
  const head = report.dryRun
    ? `Simulation, rien n'a été écrit : ${total} alerte(s) seraient levées.`
    : `Scan terminé : ${total} alerte(s) levée(s).`;
  return [head, ...lines].join("\n");
}

process.exitCode = await runCommand({
  help,
  options: { "dry-run": { type: "boolean", default: false } },
  async run(values) {
    // Loaded once the options are read: --help and a bad option answer at once.
    const {
      alerts: { runAlertScan },
    } = await import("@tronc/api/commands");
    const endOfProgress = process.stderr.isTTY ? "\r" : "\n";
    const report = await withAppDb((db) =>
      runAlertScan(db, {
        now: new Date(),
        dryRun: values["dry-run"],
        onProgress: ({ type, found }) =>
          process.stderr.write(`${ALERT_TYPE_LABELS[type]} : ${found} en cours…${endOfProgress}`),
      }),
    );
    if (endOfProgress === "\r") process.stderr.write("\n");
    console.log(summary(report));
  },
});
