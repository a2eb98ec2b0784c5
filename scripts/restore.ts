import { runOnAppLocations } from "./lib/backup-command";
import { CommandRefusal, runCommand } from "./lib/cli";

const help = `Restaure une sauvegarde de « pnpm backup » dans une base vide et un dossier de fichiers vide,
puis vérifie le résultat avec le manifeste (lignes par table, SHA-256 de chaque fichier).

Usage : pnpm restore --from <dossier>

  --from <dossier>  dossier de la sauvegarde (avec son manifeste.json)
  --help            cette aide

Destination : DATABASE_URL si défini (une base neuve, créée vide avec createdb, avant tout démarrage
de l'application : une base déjà migrée est refusée), sinon la base embarquée d'un DATA_DIR neuf.
La clé des secrets : celle de la sauvegarde est remise dans DATA_DIR ; si la sauvegarde a été faite avec
SECRETS_KEY, définissez la même SECRETS_KEY.

Rien n'est écrit si la base ou le dossier de fichiers n'est pas vide, ou si la sauvegarde a changé.

Codes de sortie : 0 restauration faite et vérifiée, 1 refus ou échec (message), 2 option invalide.`;

process.exitCode = await runCommand({
  help,
  options: { from: { type: "string" } },
  async run(values) {
    if (!values.from) throw new CommandRefusal("Indiquez le dossier de la sauvegarde : --from <dossier>.");
    return runOnAppLocations(values.from, async ({ restoreBackup }, from, locations) => {
      const report = await restoreBackup(from, locations);
      console.log(
        `Restauration faite et vérifiée : ${report.rows} lignes, ${report.files} fichier(s) (sauvegarde du ${report.manifest.createdAt}).`,
      );
    });
  },
});
