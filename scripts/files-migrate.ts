import type { MigrationReport } from "@tronc/api/commands";
import { CommandRefusal, runCommand } from "./lib/cli";

const help = `Copie les fichiers du dossier des fichiers (FILES_DIR, par défaut DATA_DIR/files : pièces
déposées, vidéos d'aide, PDF gardés des factures et avoirs numérotés) dans le stockage S3, sous les mêmes
noms. Chaque copie est relue et son empreinte SHA-256 comparée à celle du fichier d'origine. Un fichier
déjà présent avec la même empreinte est laissé tel quel : relancer la commande reprend où elle s'était
arrêtée. Le dossier d'origine n'est pas modifié.

Usage : pnpm files:migrate --to s3

  --to s3     la destination (seul S3 est possible)
  --help      cette aide

Réglages lus : FILES_DIR ou DATA_DIR (l'origine) ; S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID,
S3_SECRET_ACCESS_KEY, et S3_ENDPOINT, S3_FORCE_PATH_STYLE pour un service compatible S3 (la
destination), même si STORAGE_DRIVER vaut encore local. Passez ensuite STORAGE_DRIVER=s3.

Codes de sortie : 0 tout est copié et vérifié, 1 au moins une copie diffère de son origine (ou
stockage injoignable, erreur inattendue), 2 option ou réglage invalide.`;

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} Mo`;

function summary(report: MigrationReport): string {
  const lines = [
    `Migration terminée : ${report.copied} fichier(s) copié(s) et vérifié(s) (${mib(report.bytesCopied)}), ${report.skipped} déjà présent(s) à l'identique.`,
  ];
  if (report.mismatches.length > 0) {
    lines.push(`${report.mismatches.length} copie(s) différente(s) de l'origine :`);
    for (const mismatch of report.mismatches) {
      lines.push(
        `  ${mismatch.key} : SHA-256 attendu ${mismatch.expected}, relu ${mismatch.actual ?? "(rien)"}`,
      );
    }
  }
  return lines.join("\n");
}

process.exitCode = await runCommand({
  help,
  options: { to: { type: "string" } },
  async run(values) {
    if (values.to !== "s3") throw new CommandRefusal("Précisez la destination : --to s3. Voir --help.");
    const { localFolderStorage, migrateFiles, readEnv, s3Storage } = await import("@tronc/api/commands");
    const cwd = process.env.INIT_CWD ?? process.cwd();
    let env: ReturnType<typeof readEnv>;
    try {
      env = readEnv({ ...process.env, STORAGE_DRIVER: "s3" }, cwd);
    } catch (error) {
      throw new CommandRefusal(error instanceof Error ? error.message : String(error));
    }
    if (env.storage.driver !== "s3") throw new CommandRefusal("STORAGE_DRIVER=s3 attendu.");
    const target = await s3Storage({ ...env.storage, tempDir: env.filesDir });
    try {
      await target.probe().catch((error: unknown) => {
        throw new CommandRefusal(
          `Le stockage S3 (${env.storage.driver === "s3" ? env.storage.bucket : ""}) refuse l'écriture : ${error instanceof Error ? error.message : String(error)}`,
          1,
        );
      });
      const report = await migrateFiles(localFolderStorage(env.filesDir), target, (key, outcome) => {
        if (outcome === "mismatch") console.error(`  ${key} : la copie diffère de l'origine`);
      });
      const text = summary(report);
      if (report.mismatches.length > 0) {
        console.error(text);
        return 1;
      }
      console.log(text);
      return 0;
    } finally {
      target.close();
    }
  },
});
