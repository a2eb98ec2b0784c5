import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { createUserAccount } from "@tronc/api";
import { openAppDb } from "./lib/open-db";

const help = `Crée un utilisateur du groupe.

Usage : pnpm create-user --email <e-mail> --name <prénom> --lastname <nom> [options]

  --password <mot de passe>  sinon lu dans TRONC_PASSWORD, sinon demandé
  --super-admin              super administrateur
  --compta                   comptabilité
  --alert-reader             lecteur des alertes
  --leave-admin              administrateur des congés
  --dry-run                  vérifie les données sans rien écrire
  --help                     cette aide

Base : DATABASE_URL si défini, sinon la base embarquée de DATA_DIR (arrêtez l'application avant).`;

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    lastname: { type: "string" },
    password: { type: "string" },
    "super-admin": { type: "boolean", default: false },
    compta: { type: "boolean", default: false },
    "alert-reader": { type: "boolean", default: false },
    "leave-admin": { type: "boolean", default: false },
    "dry-run": { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});

if (values.help) {
  console.log(help);
  process.exit(0);
}
if (!values.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email) || !values.name || !values.lastname) {
  console.error("E-mail valide, prénom (--name) et nom (--lastname) sont obligatoires. Voir --help.");
  process.exit(2);
}
let password = values.password ?? process.env.TRONC_PASSWORD;
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question("Mot de passe : ");
  rl.close();
}
if (password.length < 8) {
  console.error("Le mot de passe doit compter au moins 8 caractères.");
  process.exit(2);
}
if (values["dry-run"]) {
  console.log(`Données valides pour ${values.email} (rien n'a été écrit).`);
  process.exit(0);
}

const handle = await openAppDb();
try {
  const id = await createUserAccount(handle.db, {
    email: values.email,
    name: values.name,
    lastname: values.lastname,
    password,
    isSuperAdmin: values["super-admin"],
    isCompta: values.compta,
    isReadAlert: values["alert-reader"],
    isLeaveAdmin: values["leave-admin"],
  });
  console.log(`Utilisateur n°${id} créé : ${values.email}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
