import { spawnSync } from "node:child_process";
import { users } from "@tronc/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandDb } from "./test-setup/command-db";

const database = commandDb("create-user");
// A new database, as on the first install: the command migrates it itself.
beforeAll(() => database.setUp({ migrated: false }), 120_000);
afterAll(() => database.tearDown());

const run = (args: string[]) =>
  spawnSync(process.execPath, ["run-command.mjs", "create-user", ...args], {
    cwd: import.meta.dirname,
    env: { ...process.env, ...database.env },
    encoding: "utf8",
  });

describe("pnpm create-user", () => {
  it("creates a user with hashed password and the asked flags, and refuses the same e-mail twice", async () => {
    const args = [
      "--email",
      "Jean@Exemple.fr",
      "--name",
      "Jean",
      "--lastname",
      "Dupont",
      "--password",
      "secret-123",
      "--compta",
    ];
    const first = run(args);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain("créé : Jean@Exemple.fr");
    const second = run(args);
    expect(second.status).toBe(1);
    expect(second.stderr).toContain("Cette adresse e-mail est déjà utilisée");

    const handle = await database.open();
    const rows = await handle.db
      .select({
        email: users.email,
        isCompta: users.isCompta,
        isSuperAdmin: users.isSuperAdmin,
        passwordHash: users.passwordHash,
      })
      .from(users);
    await handle.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "jean@exemple.fr", isCompta: true, isSuperAdmin: false });
    expect(rows[0]?.passwordHash).toMatch(/^scrypt\$/);
    expect(rows[0]?.passwordHash).not.toContain("secret-123");
  }, 120_000);

  it("refuses a missing name or a bad e-mail with a French message and exit code 2", () => {
    const result = run([
      "--email",
      "pas-un-email",
      "--name",
      "A",
      "--lastname",
      "B",
      "--password",
      "secret-123",
    ]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("E-mail valide");
  });

  it("--help explains the options in French", () => {
    const result = run(["--help"]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("--super-admin");
  });
});
