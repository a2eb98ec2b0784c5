import { charges, forecastItems } from "@tronc/db";
import { DomainError, toCents } from "@tronc/domain";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chargeModule } from "../../../src/modules/cash/charges";
import { runForecastRollout } from "../../../src/services/cash/forecast/rollout/run";
import { createTestApp, type TestApp } from "../../helpers";
import { chargeLines, chargeState, insertCharge } from "./rollout-fixtures";

// 10 March 2026 (Paris): the window runs from 1 March 2026 to 28 February 2027.
const NOW = new Date("2026-03-10T09:00:00Z");

let t: TestApp;
let companies: [number, number, number];

beforeAll(async () => {
  t = await createTestApp({ modules: [chargeModule], now: () => NOW });
  const [first, second, third] = t.demo.companyIds;
  if (first === undefined || second === undefined || third === undefined) throw new Error("3 companies");
  companies = [first, second, third];
  // Only this file's charges: whatever the demo rolled out is cleared.
  await t.handle.db.delete(forecastItems);
  await t.handle.db.delete(charges);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const run = (options: { dryRun?: boolean; batchSize?: number } = {}) =>
  runForecastRollout(t.handle.db, { now: NOW, ...options });

const split = () => [
  { companyId: companies[0], pct: "50" },
  { companyId: companies[1], pct: "30" },
  { companyId: companies[2], pct: "20" },
];

async function lineCount(): Promise<number> {
  const [row] = await t.handle.db.select({ total: count() }).from(forecastItems);
  return row?.total ?? 0;
}

describe("the nightly rollout on the embedded database", () => {
  let rentId: number;

  it("rolls a monthly charge out as 12 lines split 50/30/20 to the cent, then a second run writes 0", async () => {
    rentId = await insertCharge(t.handle.db, {
      title: "Loyer Lyon",
      amountCents: toCents(-10_001),
      dayOfMonth: 15,
      dateFrom: "2026-01-01",
      companiesParts: split(),
    });
    const first = await run();
    expect(first).toEqual({
      charges: 1,
      inserted: 12,
      updated: 0,
      deleted: 0,
      window: { from: "2026-03-01", to: "2027-02-28" },
      dryRun: false,
    });
    const lines = await chargeLines(t.handle.db, rentId);
    expect(lines.map((line) => line.forecastDay)).toEqual([
      "2026-03-15",
      "2026-04-15",
      "2026-05-15",
      "2026-06-15",
      "2026-07-15",
      "2026-08-15",
      "2026-09-15",
      "2026-10-15",
      "2026-11-15",
      "2026-12-15",
      "2027-01-15",
      "2027-02-15",
    ]);
    // 100,01 € at 50/30/20: 50,005 / 30,003 / 20,002 → 50,00 / 30,00 / 20,00 and the cent left to the
    // largest remainder (the 50 % share): −50,01 / −30,00 / −20,00.
    for (const line of lines) {
      expect(line).toMatchObject({
        title: "Loyer Lyon",
        amountCents: toCents(-10_001),
        isPinned: false,
        realDay: null,
      });
      expect(line.companiesParts).toEqual([
        { companyId: companies[0], pct: "50", amountCents: toCents(-5_001) },
        { companyId: companies[1], pct: "30", amountCents: toCents(-3_000) },
        { companyId: companies[2], pct: "20", amountCents: toCents(-2_000) },
      ]);
    }
    expect(await chargeState(t.handle.db, rentId)).toBe("STATE_CHARGE_ACTIVE");

    const second = await run();
    expect([second.inserted, second.updated, second.deleted]).toEqual([0, 0, 0]);
    expect(await lineCount()).toBe(12);
  });

  it("changes only the lines from valuesFrom, and never a pinned or a real line", async () => {
    const db = t.handle.db;
    const before = await chargeLines(db, rentId);
    const lineOn = (day: string) => before.find((line) => line.forecastDay === day)?.id ?? 0;
    // 'Cette valeur uniquement' on May, a real payment declared for October
    await db
      .update(forecastItems)
      .set({ isPinned: true, amountCents: toCents(-7_700) })
      .where(eq(forecastItems.id, lineOn("2026-05-15")));
    await db
      .update(forecastItems)
      .set({ realDay: "2026-10-16", amountCents: toCents(-10_500), forecastAmountCents: toCents(-10_001) })
      .where(eq(forecastItems.id, lineOn("2026-10-15")));
    // the rent goes up to 200 € from September, 50/50 between the first two companies
    await db
      .update(charges)
      .set({
        amountCents: toCents(-20_000),
        valuesFrom: "2026-09-01",
        state: "STATE_PENDING",
        companiesParts: [
          { companyId: companies[0], pct: "50" },
          { companyId: companies[1], pct: "50" },
        ],
      })
      .where(eq(charges.id, rentId));

    const report = await run();
    // Sept., Nov., Dec., Jan., Feb. updated (October is real); nothing else
    expect([report.inserted, report.updated, report.deleted]).toEqual([0, 5, 0]);
    const amounts = Object.fromEntries(
      (await chargeLines(db, rentId)).map((line) => [line.forecastDay, line.amountCents]),
    );
    expect(amounts).toEqual({
      "2026-03-15": -10_001,
      "2026-04-15": -10_001,
      "2026-05-15": -7_700,
      "2026-06-15": -10_001,
      "2026-07-15": -10_001,
      "2026-08-15": -10_001,
      "2026-09-15": -20_000,
      "2026-10-15": -10_500,
      "2026-11-15": -20_000,
      "2026-12-15": -20_000,
      "2027-01-15": -20_000,
      "2027-02-15": -20_000,
    });
    const september = (await chargeLines(db, rentId)).find((line) => line.forecastDay === "2026-09-15");
    expect(september?.companiesParts).toEqual([
      { companyId: companies[0], pct: "50", amountCents: toCents(-10_000) },
      { companyId: companies[1], pct: "50", amountCents: toCents(-10_000) },
    ]);
    expect(await chargeState(db, rentId)).toBe("STATE_CHARGE_ACTIVE");
    expect((await run()).updated).toBe(0);
  });

  it("removes a deactivated charge's lines from its date, keeping the real one and the earlier ones", async () => {
    const db = t.handle.db;
    await db
      .update(charges)
      .set({ isActive: false, deactivatedFrom: "2026-10-01", state: "STATE_PENDING" })
      .where(eq(charges.id, rentId));
    const report = await run();
    // Nov., Dec., Jan., Feb. deleted; October stays: it was really paid
    expect([report.inserted, report.updated, report.deleted]).toEqual([0, 0, 4]);
    const days = (await chargeLines(db, rentId)).map((line) => line.forecastDay);
    expect(days).toEqual([
      "2026-03-15",
      "2026-04-15",
      "2026-05-15",
      "2026-06-15",
      "2026-07-15",
      "2026-08-15",
      "2026-09-15",
      "2026-10-15",
    ]);
    expect(await chargeState(db, rentId)).toBe("STATE_CHARGE_INACTIVE");
  });

  it("in a dry run counts what it would write and writes nothing", async () => {
    const quarterly = await insertCharge(t.handle.db, {
      title: "TVA",
      type: "CHARGE_TYPE_TVA",
      amountCents: toCents(-300_000),
      everyNMonth: 3,
      dayOfMonth: 20,
      dateFrom: "2026-04-01",
      companiesParts: split(),
    });
    const linesBefore = await lineCount();
    const dry = await run({ dryRun: true });
    // 20 April, July, October 2026 and January 2027
    expect(dry).toMatchObject({ charges: 2, inserted: 4, updated: 0, deleted: 0, dryRun: true });
    expect(await lineCount()).toBe(linesBefore);
    expect(await chargeState(t.handle.db, quarterly)).toBe("STATE_PENDING");

    const real = await run();
    expect([real.inserted, real.updated, real.deleted]).toEqual([4, 0, 0]);
    expect(await lineCount()).toBe(linesBefore + 4);
  });

  it("reports its progress batch by batch", async () => {
    const progress: string[] = [];
    await runForecastRollout(t.handle.db, {
      now: NOW,
      batchSize: 1,
      onProgress: ({ done, total }) => progress.push(`${done}/${total}`),
    });
    expect(progress).toEqual(["1/2", "2/2"]);
  });

  it("refuses a second run while one holds the lock, at once and with a French message", async () => {
    const first = run();
    const second = run().then(
      () => null,
      (error: unknown) => error,
    );
    const refusal = await second;
    await first;
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({
      code: "FORECAST_ROLLOUT_RUNNING",
      kind: "conflict",
      message: "Le déploiement des charges dans le prévisionnel est déjà en cours",
    });
    // once the first is over, the lock is free again
    await expect(run()).resolves.toMatchObject({ inserted: 0 });
  });

  it("'Déployer les charges' on the list: 409 CONFLICT while a run holds the lock, refused to a plain user", async () => {
    const compta = await t.caller("compta");
    const first = run();
    const refusal = await compta.charge.rollout().then(
      () => null,
      (error: unknown) => error,
    );
    await first;
    expect(refusal).toMatchObject({
      code: "CONFLICT",
      message: "Le déploiement des charges dans le prévisionnel est déjà en cours",
    });
    await expect(compta.charge.rollout()).resolves.toMatchObject({ charges: 2, inserted: 0 });
    const user = await t.caller("user");
    await expect(user.charge.rollout()).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
