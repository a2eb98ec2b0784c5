import { parseArgs } from "node:util";
import {
  DEMO_PASSWORD,
  demoLogins,
  isDatabaseEmpty,
  loadSecretsKey,
  readEnv,
  seedDemo,
  storageFromEnv,
} from "@tronc/api";
import { openAppDb } from "./lib/open-db";

const { values } = parseArgs({
  options: {
    force: { type: "boolean", default: false },
    "dry-run": { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});

if (values.help) {
  console.log(`Charge les données de démonstration dans une base vide.

Usage : pnpm seed-demo [--dry-run] [--force]
  --force    autorise l'écriture dans une base PostgreSQL (DATABASE_URL) ; jamais par accident
  --dry-run  dit ce qui serait fait, sans rien écrire`);
  process.exit(0);
}

const handle = await openAppDb();
try {
  if (handle.kind === "postgres" && !values.force) {
    console.error("DATABASE_URL pointe vers PostgreSQL : ajoutez --force pour y charger la démonstration.");
    process.exitCode = 2;
  } else if (!(await isDatabaseEmpty(handle.db))) {
    console.error("La base contient déjà des utilisateurs : rien n'a été chargé.");
    process.exitCode = 1;
  } else if (values["dry-run"]) {
    console.log("La base est vide : la démonstration y serait chargée (rien n'a été écrit).");
  } else {
    // The demo supplier invoices' PDFs go where the app reads its files.
    const env = readEnv(process.env, process.env.INIT_CWD ?? process.cwd());
    const storage = await storageFromEnv(env);
    await seedDemo(handle.db, new Date(), storage, await loadSecretsKey(env.secretsKey, env.dataDir));
    console.log(`Démonstration chargée. Mot de passe de tous les comptes : ${DEMO_PASSWORD}`);
    for (const login of demoLogins) console.log(`  ${login.email.padEnd(20)} ${login.role}`);
  }
} finally {
  await handle.close();
}
