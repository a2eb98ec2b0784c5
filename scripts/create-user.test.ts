import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb } from "@tronc/db";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(join(tmpdir(), "tc-create-user-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const run = (args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", "create-user.ts", ...args], {
    cwd: import.meta.dirname,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", INIT_CWD: "" },
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

    const handle = await createDb({ dataDir: join(dataDir, "pglite") });
    const rows = (await handle.db.execute(
      "select email, is_compta, is_super_admin, password_hash from users",
    )) as unknown as {
      rows: { email: string; is_compta: boolean; is_super_admin: boolean; password_hash: string }[];
    };
    await handle.close();
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({ email: "jean@exemple.fr", is_compta: true, is_super_admin: false });
    expect(rows.rows[0]?.password_hash).toMatch(/^scrypt\$/);
    expect(rows.rows[0]?.password_hash).not.toContain("secret-123");
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
