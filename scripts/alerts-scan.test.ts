import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { alerts, createDb, type DbHandle, leads, migrate, supplierInvoices, suppliers } from "@tronc/db";
import { addDays, toCents, toParisDate } from "@tronc/domain";
import { count } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The real command on the run's database kind: a fresh PostgreSQL database of its own when DATABASE_URL
 * is set (CI), else the embedded database in a DATA_DIR of its own.
 */
const serverUrl = process.env.DATABASE_URL || undefined;
const dataDir = mkdtempSync(join(tmpdir(), "tc-alerts-scan-"));
const databaseName = `tc_alerts_scan_${randomBytes(5).toString("hex")}`;
const databaseUrl = (() => {
  if (!serverUrl) return "";
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

const open = (): Promise<DbHandle> =>
  serverUrl ? createDb({ url: databaseUrl, max: 1 }) : createDb({ dataDir: join(dataDir, "pglite") });

async function withAdmin(statement: string) {
  if (!serverUrl) return;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
}

const run = (args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", "alerts-scan.ts", ...args], {
    cwd: import.meta.dirname,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, INIT_CWD: "" },
    encoding: "utf8",
  });

async function alertCount(): Promise<number> {
  const handle = await open();
  try {
    const [row] = await handle.db.select({ total: count() }).from(alerts);
    return row?.total ?? 0;
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  await withAdmin(`CREATE DATABASE ${databaseName}`);
  const handle = await open();
  try {
    await migrate(handle);
    const now = Date.now();
    const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000);
    await handle.db.insert(leads).values([
      // Two callbacks missed (3 hours and 2 days ago), one only 10 minutes late: not missed yet.
      { subject: "Salon de Lyon", leadStatus: "LEAD_STATUS_NEW", callbackAt: hoursAgo(3) },
      { subject: "Gala d'hiver", leadStatus: "LEAD_STATUS_SEND", callbackAt: hoursAgo(48) },
      { subject: "Séminaire", leadStatus: "LEAD_STATUS_NEW", callbackAt: hoursAgo(1 / 6) },
    ]);
    const [supplier] = await handle.db.insert(suppliers).values({ name: "Écrans Services" }).returning();
    if (!supplier) throw new Error("supplier insert returned nothing");
    await handle.db.insert(supplierInvoices).values({
      supplierId: supplier.id,
      invoiceNumber: "2026-0042",
      amountCents: toCents(12_000),
      amountLeftCents: toCents(12_000),
      paymentAt: addDays(toParisDate(new Date(now)), 2),
    });
  } finally {
    await handle.close();
  }
}, 120_000);

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await withAdmin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
});

describe("pnpm alerts:scan", () => {
  it("--help explains in French what it raises, its options and its exit codes", () => {
    const result = run(["--help"]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Rappel manqué : un rappel de lead dépassé depuis plus d'une heure");
    expect(result.stdout).toContain("--dry-run");
    expect(result.stdout).toContain("Codes de sortie : 0 terminé, 1 erreur inattendue, 2 option invalide.");
  }, 60_000);

  it("refuses an unknown option or an argument with exit code 2 and a French message", () => {
    const unknown = run(["--vite"]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("Option inconnue ou sans valeur : --vite. Voir --help.");
    const argument = run(["maintenant"]);
    expect(argument.status).toBe(2);
    expect(argument.stderr).toContain("Argument inattendu. Voir --help.");
  }, 60_000);

  it("--dry-run counts and writes nothing; the run raises them, per kind; a second run raises nothing", async () => {
    const dry = run(["--dry-run"]);
    expect(dry.stderr).not.toContain("Error");
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain("Simulation, rien n'a été écrit : 3 alerte(s) seraient levées.");
    expect(dry.stdout).toContain("Rappel manqué : 2 à lever (2 en cours, 0 déjà levée(s))");
    expect(dry.stdout).toContain("Facture fournisseur à régler : 1 à lever (1 en cours, 0 déjà levée(s))");
    expect(await alertCount()).toBe(0);

    const real = run([]);
    expect(real.status).toBe(0);
    expect(real.stdout).toContain("Scan terminé : 3 alerte(s) levée(s).");
    expect(real.stdout).toContain("Rappel manqué : 2 levée(s) (2 en cours, 0 déjà levée(s))");
    expect(real.stdout).toContain("Facture client en retard : 0 levée(s) (0 en cours, 0 déjà levée(s))");
    expect(real.stdout).toContain("Facture fournisseur à régler : 1 levée(s) (1 en cours, 0 déjà levée(s))");
    expect(await alertCount()).toBe(3);

    const again = run([]);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain("Scan terminé : 0 alerte(s) levée(s).");
    expect(again.stdout).toContain("Rappel manqué : 0 levée(s) (2 en cours, 2 déjà levée(s))");
    expect(await alertCount()).toBe(3);
  }, 180_000);
});
