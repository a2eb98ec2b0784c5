import { spawnSync } from "node:child_process";
import { alerts, leads, supplierInvoices, suppliers } from "@tronc/db";
import { addDays, toCents, toParisDate } from "@tronc/domain";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandDb } from "./test-setup/command-db";

/** The real command on the run's database kind (test-setup/command-db.ts). */
const database = commandDb("alerts-scan");

const run = (args: string[]) =>
  spawnSync(process.execPath, ["run-command.mjs", "alerts-scan", ...args], {
    cwd: import.meta.dirname,
    env: { ...process.env, ...database.env },
    encoding: "utf8",
  });

async function alertCount(): Promise<number> {
  const handle = await database.open();
  try {
    const [row] = await handle.db.select({ total: count() }).from(alerts);
    return row?.total ?? 0;
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  await database.setUp();
  const handle = await database.open();
  try {
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

afterAll(() => database.tearDown());

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
