import { runOnAppLocations } from "./lib/backup-command";
import { CommandRefusal, runCommand } from "./lib/cli";

const help = `Sauvegarde la base (PostgreSQL : pg_dump au format custom ; base embarquée : son dossier de
données), les fichiers déposés et, si elle est dans DATA_DIR, la clé des secrets des matériels, avec un
manifeste (version, migrations, lignes par table, SHA-256 de chaque fichier).

Usage : pnpm backup --out <dossier>

  --out <dossier>  dossier de la sauvegarde, absent ou vide (créé en mode 700)
  --help           cette aide

Base : DATABASE_URL si défini (l'application peut tourner : la copie est cohérente), sinon la base
embarquée de DATA_DIR (arrêtez l'application avant). PostgreSQL demande pg_dump d'une version égale ou
supérieure à celle du serveur.

La sauvegarde contient secrets.key quand la clé est dans DATA_DIR : gardez-la aussi protégée que la
clé elle-même. Avec SECRETS_KEY, la clé n'y est pas (seule son empreinte) : conservez-la à part.

Codes de sortie : 0 sauvegarde faite, 1 échec (message), 2 option invalide ou dossier non vide.`;

const KEY_LABELS = {
  file: "copiée (secrets.key)",
  setting: "SECRETS_KEY, non copiée (empreinte seule)",
  none: "aucune",
} as const;

process.exitCode = await runCommand({
  help,
  options: { out: { type: "string" } },
  async run(values) {
    if (!values.out) throw new CommandRefusal("Indiquez le dossier de la sauvegarde : --out <dossier>.");
    return runOnAppLocations(values.out, async ({ createBackup }, out, locations) => {
      const manifest = await createBackup(out, locations, new Date());
      const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
      console.log(
        `Sauvegarde faite dans ${out} : ${Object.keys(manifest.tables).length} tables (${rows} lignes), ${manifest.files.length} fichier(s), clé des secrets : ${KEY_LABELS[manifest.secretsKey.source]}.`,
      );
    });
  },
});
