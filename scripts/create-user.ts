import { createInterface } from "node:readline/promises";
import { CommandRefusal, runCommand, withAppDb } from "./lib/cli";

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

process.exitCode = await runCommand({
  help,
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
  },
  async run(values) {
    // Loaded once the options are read: --help and a bad option answer at once.
    const { createUserAccount } = await import("@tronc/api/commands");
    const { email, name, lastname } = values;
    if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !name || !lastname) {
      throw new CommandRefusal(
        "E-mail valide, prénom (--name) et nom (--lastname) sont obligatoires. Voir --help.",
      );
    }
    let password = values.password ?? process.env.TRONC_PASSWORD;
    if (!password) {
      const rl = createInterface({ input: process.stdin, output: process.stdout });
      password = await rl.question("Mot de passe : ");
      rl.close();
    }
    if (password.length < 8) throw new CommandRefusal("Le mot de passe doit compter au moins 8 caractères.");
    if (values["dry-run"]) {
      console.log(`Données valides pour ${email} (rien n'a été écrit).`);
      return;
    }
    const account = {
      email,
      name,
      lastname,
      password,
      isSuperAdmin: values["super-admin"],
      isCompta: values.compta,
      isReadAlert: values["alert-reader"],
      isLeaveAdmin: values["leave-admin"],
    };
    // A refused account (e-mail taken…) is told by its message alone, exit code 1.
    const id = await withAppDb((db) =>
      createUserAccount(db, account).catch((error: unknown) => {
        throw error instanceof Error ? new CommandRefusal(error.message, 1) : error;
      }),
    );
    console.log(`Utilisateur n°${id} créé : ${email}`);
  },
});
