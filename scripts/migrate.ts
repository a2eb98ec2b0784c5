import { runCommand, withAppDb } from "./lib/cli";

const help = `Applique les migrations de la base (celles du dossier drizzle/ pas encore enregistrées) et s'arrête.
L'application les applique aussi à son démarrage ; avec plusieurs processus sur une même base
PostgreSQL, lancez cette commande une fois avant de (re)démarrer les processus (docker compose : le
service « migrate »).

Usage : pnpm migrate

  --help      cette aide

Base : DATABASE_URL si défini, sinon la base embarquée de DATA_DIR (arrêtez l'application avant).

Codes de sortie : 0 base à jour, 1 échec, 2 option invalide.`;

process.exitCode = await runCommand({
  help,
  options: {},
  async run() {
    // Opening the app's database applies the migrations (scripts/lib/open-db.ts).
    await withAppDb(async () => {});
    console.log("Migrations appliquées : la base est à jour.");
    return 0;
  },
});
