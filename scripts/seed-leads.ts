import { parseArgs } from "node:util";
import { generateLeads, generationActors } from "@tronc/api";
import { openAppDb } from "./lib/open-db";

const help = `Génère des leads réalistes (demandeurs, entreprises, projets, échanges, rappels) pour les essais.

Usage : pnpm seed-leads --count <N> [options]

  --count <N>     nombre de leads à créer (obligatoire)
  --batch <N>     leads par insertion groupée (défaut 1000)
  --seed <N>      graine du générateur (mêmes données à graine égale ; défaut 1)
  --dry-run       vérifie la base et les paramètres sans rien écrire
  --help          cette aide

Base : DATABASE_URL si défini, sinon la base embarquée de DATA_DIR (arrêtez l'application avant).
Il faut des utilisateurs actifs et des entreprises du groupe actives (pnpm seed-demo, par exemple).
Code de sortie : 0 réussi, 1 échec, 2 paramètres invalides.`;

const { values } = parseArgs({
  options: {
    count: { type: "string" },
    batch: { type: "string", default: "1000" },
    seed: { type: "string", default: "1" },
    "dry-run": { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});

if (values.help) {
  console.log(help);
  process.exit(0);
}
const count = Number(values.count);
const batchSize = Number(values.batch);
const seed = Number(values.seed);
if (
  !Number.isInteger(count) ||
  count < 1 ||
  !Number.isInteger(batchSize) ||
  batchSize < 1 ||
  batchSize > 5000
) {
  console.error("--count doit être un entier positif et --batch un entier entre 1 et 5000. Voir --help.");
  process.exit(2);
}

const handle = await openAppDb();
try {
  const actors = await generationActors(handle.db);
  if (actors.userIds.length === 0 || actors.triangleCompanyIds.length === 0) {
    console.error(
      "Il faut au moins un utilisateur actif et une entreprise du groupe active (pnpm seed-demo).",
    );
    process.exitCode = 1;
  } else if (values["dry-run"]) {
    console.log(
      `${count} leads seraient créés (${actors.userIds.length} utilisateurs, ${actors.triangleCompanyIds.length} entreprises du groupe). Rien n'a été écrit.`,
    );
  } else {
    const started = performance.now();
    const result = await generateLeads(handle.db, {
      count,
      batchSize,
      seed: Number.isFinite(seed) ? seed : 1,
      now: new Date(),
      ...actors,
      onProgress(done, total) {
        const seconds = (performance.now() - started) / 1000;
        const rate = Math.round(done / Math.max(seconds, 0.001));
        process.stdout.write(
          `\r${done.toLocaleString("fr-FR")} / ${total.toLocaleString("fr-FR")} leads (${Math.round((100 * done) / total)} %) — ${rate.toLocaleString("fr-FR")} leads/s   `,
        );
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `\n${result.leads.toLocaleString("fr-FR")} leads, ${result.companies.toLocaleString("fr-FR")} entreprises clientes et ${result.calls.toLocaleString("fr-FR")} échanges créés en ${seconds} s.`,
    );
  }
} catch (error) {
  console.error(`\nÉchec : ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
