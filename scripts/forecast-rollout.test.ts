import { spawnSync } from "node:child_process";
import { charges, forecastItems } from "@tronc/db";
import { forecastWindowRange, toCents, toParisDate } from "@tronc/domain";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandDb } from "./test-setup/command-db";

const database = commandDb("forecast-rollout");
afterAll(() => database.tearDown());

const run = (args: string[]) =>
  spawnSync(process.execPath, ["run-command.mjs", "forecast-rollout", ...args], {
    cwd: import.meta.dirname,
    env: { ...process.env, ...database.env },
    encoding: "utf8",
  });

async function lineCount(): Promise<number> {
  const handle = await database.open();
  try {
    const [row] = await handle.db.select({ total: count() }).from(forecastItems);
    return row?.total ?? 0;
  } finally {
    await handle.close();
  }
}

const window = forecastWindowRange(toParisDate(new Date()));
const frenchDate = (day: string) => day.split("-").reverse().join("/");

beforeAll(async () => {
  await database.setUp();
  const handle = await database.open();
  const parts = [
    { companyId: 1, pct: "60" },
    { companyId: 2, pct: "40" },
  ];
  const charge = { dateFrom: window.from, valuesFrom: window.from, companiesParts: parts } as const;
  await handle.db.insert(charges).values([
    // monthly on the 10th from the window's first day: 12 lines
    { ...charge, title: "Loyer", type: "CHARGE_TYPE_RENT", amountCents: toCents(-150_000), dayOfMonth: 10 },
    // every 3 months on the 5th: months 1, 4, 7 and 10 of the window, 4 lines
    {
      ...charge,
      title: "TVA",
      type: "CHARGE_TYPE_TVA",
      amountCents: toCents(-90_000),
      dayOfMonth: 5,
      everyNMonth: 3,
    },
  ]);
  await handle.close();
}, 120_000);

describe("pnpm forecast:rollout", () => {
  it("--help explains the command, its options and its exit codes in French", () => {
    const result = run(["--help"]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("--dry-run");
    expect(result.stdout).toContain("--batch-size <N>");
    expect(result.stdout).toContain("3 un déploiement est déjà en cours");
  }, 60_000);

  it("refuses an unknown option or a bad batch size with exit code 2 and a French message", () => {
    const unknown = run(["--vite"]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("Option inconnue ou sans valeur : --vite");
    const zero = run(["--batch-size", "0"]);
    expect(zero.status).toBe(2);
    expect(zero.stderr).toContain("--batch-size attend un nombre entier de 1 à 10000 (reçu « 0 »)");
  }, 60_000);

  it("--dry-run says what it would write and writes nothing; the real run writes it, the next nothing", async () => {
    const period = `du ${frenchDate(window.from)} au ${frenchDate(window.to)}`;
    const dry = run(["--dry-run"]);
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain(
      `Simulation, rien n'a été écrit : 2 charge(s), lignes qui seraient 16 ajoutée(s), 0 modifiée(s), 0 supprimée(s) (prévisionnel ${period}).`,
    );
    expect(await lineCount()).toBe(0);

    const real = run(["--batch-size", "1"]);
    expect(real.status).toBe(0);
    expect(real.stderr).toContain("Charges 1/2…");
    expect(real.stderr).toContain("Charges 2/2…");
    expect(real.stdout).toContain(
      `Déploiement terminé : 2 charge(s), lignes 16 ajoutée(s), 0 modifiée(s), 0 supprimée(s) (prévisionnel ${period}).`,
    );
    expect(await lineCount()).toBe(16);

    const again = run([]);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain("lignes 0 ajoutée(s), 0 modifiée(s), 0 supprimée(s)");
  }, 180_000);
});
