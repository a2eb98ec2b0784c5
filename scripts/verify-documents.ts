import type { FrozenDocumentProblem, FrozenDocumentsReport } from "@tronc/api/commands";
import { runCommand, withAppDb } from "./lib/cli";

const help = `Vérifie que les factures et les avoirs validés n'ont pas changé depuis leur validation : recalcule
l'empreinte SHA-256 du contenu de chacun (numéro, parties, lignes, montants, mentions) et la compare à
celle gardée à sa validation. Liste ceux dont l'empreinte diffère ou manque. N'écrit rien.

Usage : pnpm verify:documents [options]

  --help      cette aide

Base : DATABASE_URL si défini, sinon la base embarquée de DATA_DIR (arrêtez l'application avant).

Codes de sortie : 0 tous conformes, 1 au moins un document modifié ou sans empreinte (ou erreur
inattendue), 2 option invalide.`;

const KIND_LABELS = { invoice: "Facture", credit: "Avoir" } as const;

function problemLine(problem: FrozenDocumentProblem): string {
  const what = `${KIND_LABELS[problem.kind]} ${problem.reference} (n° interne ${problem.id})`;
  return problem.problem === "missing"
    ? `  ${what} : aucune empreinte gardée à la validation`
    : `  ${what} : le contenu a changé (empreinte gardée ${problem.expected}, recalculée ${problem.actual})`;
}

function summary(report: FrozenDocumentsReport): string {
  const checked = `${report.invoices} facture(s) et ${report.credits} avoir(s) validés vérifiés`;
  if (report.problems.length === 0) return `Vérification terminée : ${checked}, tous conformes.`;
  return [
    `Vérification terminée : ${checked}, ${report.problems.length} non conforme(s) :`,
    ...report.problems.map(problemLine),
  ].join("\n");
}

process.exitCode = await runCommand({
  help,
  options: {},
  async run() {
    // Loaded once the options are read: --help and a bad option answer at once.
    const { verifyFrozenDocuments } = await import("@tronc/api/commands");
    const endOfProgress = process.stderr.isTTY ? "\r" : "\n";
    let lastShown = 0;
    const report = await withAppDb((db) =>
      verifyFrozenDocuments(db, (done, total) => {
        // One line per hundred documents (and the last): enough to see it move in a log.
        if (done - lastShown >= 100 || done === total) {
          lastShown = done;
          process.stderr.write(`Documents ${done}/${total}…${endOfProgress}`);
        }
      }),
    );
    if (endOfProgress === "\r" && lastShown > 0) process.stderr.write("\n");
    const text = summary(report);
    if (report.problems.length > 0) {
      console.error(text);
      return 1;
    }
    console.log(text);
    return 0;
  },
});
