import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, credits, invoices } from "@tronc/db";
import { asc, eq, isNotNull } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

/**
 * The real command, in its own process, on a database of its own holding the demo data (copied from the
 * run's seeded template): the embedded database in a DATA_DIR, or a PostgreSQL database when
 * DATABASE_URL is set (CI).
 */
const scriptsDir = join(import.meta.dirname, "../../../../scripts");
const dataDir = mkdtempSync(join(tmpdir(), "tc-verify-documents-"));
const serverUrl = process.env.DATABASE_URL || undefined;
const databaseName = `tc_verify_documents_${randomBytes(5).toString("hex")}`;
const databaseUrl = (() => {
  if (!serverUrl) return "";
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

async function withAdmin(statement: string) {
  if (!serverUrl) return;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
}

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await withAdmin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
});

const run = (args: string[] = []) =>
  spawnSync(process.execPath, ["--import", "tsx", "verify-documents.ts", ...args], {
    cwd: scriptsDir,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, INIT_CWD: "" },
    encoding: "utf8",
  });

const openDb = () =>
  serverUrl ? createDb({ url: databaseUrl, max: 1 }) : createDb({ dataDir: join(dataDir, "pglite") });

let counts = { invoices: 0, credits: 0 };
beforeAll(async () => {
  const templates = inject("testDbTemplates");
  if (!templates) throw new Error("the seeded template of scripts/test-setup/global-db.ts is needed");
  if (serverUrl) await withAdmin(`CREATE DATABASE ${databaseName} TEMPLATE ${templates.seeded}`);
  const handle = serverUrl
    ? await openDb()
    : await createDb({
        dataDir: join(dataDir, "pglite"),
        loadDataDir: new Blob([readFileSync(templates.seeded)]),
      });
  try {
    const validatedInvoices = await handle.db.select().from(invoices).where(isNotNull(invoices.reference));
    const validatedCredits = await handle.db.select().from(credits).where(isNotNull(credits.reference));
    counts = { invoices: validatedInvoices.length, credits: validatedCredits.length };
  } finally {
    await handle.close();
  }
}, 120_000);

describe("pnpm verify:documents", () => {
  it("--help explains in French; a bad option is code 2", () => {
    const help = run(["--help"]);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("Usage : pnpm verify:documents");
    expect(help.stdout).toContain("1 au moins un document modifié ou sans empreinte");
    const bad = run(["--vite"]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("Option inconnue ou sans valeur : --vite. Voir --help.");
  }, 120_000);

  it("every validated invoice and credit note of the demo as validated: 0; one changed behind the app's back: 1, listed", async () => {
    expect(counts.invoices).toBeGreaterThan(1);
    const intact = run();
    expect(intact.stderr).not.toContain("non conforme");
    expect(intact.status).toBe(0);
    expect(intact.stdout).toContain(
      `Vérification terminée : ${counts.invoices} facture(s) et ${counts.credits} avoir(s) validés vérifiés, tous conformes.`,
    );

    // A validated invoice's title rewritten in the database, another's SHA-256 lost.
    const handle = await openDb();
    let tampered: { id: number; reference: string | null } | undefined;
    let unsealed: { id: number; reference: string | null } | undefined;
    try {
      [tampered, unsealed] = await handle.db
        .select({ id: invoices.id, reference: invoices.reference })
        .from(invoices)
        .where(isNotNull(invoices.reference))
        .orderBy(asc(invoices.id))
        .limit(2);
      await handle.db
        .update(invoices)
        .set({ title: "Titre réécrit" })
        .where(eq(invoices.id, tampered?.id ?? 0));
      if (unsealed)
        await handle.db.update(invoices).set({ contentSha256: null }).where(eq(invoices.id, unsealed.id));
    } finally {
      await handle.close();
    }
    const result = run();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("validés vérifiés, 2 non conforme(s) :");
    expect(result.stderr).toContain(
      `Facture ${tampered?.reference} (n° interne ${tampered?.id}) : le contenu a changé (empreinte gardée `,
    );
    expect(result.stderr).toContain(
      `Facture ${unsealed?.reference} (n° interne ${unsealed?.id}) : aucune empreinte gardée à la validation`,
    );
  }, 300_000);
});
