import { charges, forecastBankBalances, forecastItems } from "@tronc/db";
import {
  addMonths,
  CHARGE_TYPE_LABELS,
  expandForecastWindow,
  firstDayOfMonth,
  forecastWindowRange,
  toParisDate,
} from "@tronc/domain";
import { and, asc, isNotNull, isNull, lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forecastModule } from "../../../src/modules/cash/forecast";
import { runForecastRollout } from "../../../src/services/cash/forecast/rollout/run";
import type { AppCaller } from "../../../src/trpc/caller";
import { createTestApp, type TestApp } from "../../helpers";

// The test template was seeded today: the demo is dated from today, and so is what is checked here.
let t: TestApp;
let compta: AppCaller;
const now = new Date();
const today = toParisDate(now);
const pastStart = addMonths(firstDayOfMonth(today), -3);

beforeAll(async () => {
  t = await createTestApp({ modules: [forecastModule], now: () => now });
  compta = await t.caller("compta");
}, 60_000);
afterAll(() => t.close());

describe("the cash demo", () => {
  it("has a dozen rolled-out charges of every type, a rent for each group company alone", async () => {
    const rows = await t.handle.db.select().from(charges).orderBy(asc(charges.id));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(Object.keys(CHARGE_TYPE_LABELS)));
    expect(rows.every((row) => row.state === "STATE_CHARGE_ACTIVE" && row.amountCents < 0)).toBe(true);
    const rentCompanies = rows
      .filter((row) => row.type === "CHARGE_TYPE_RENT")
      .map((row) => row.companiesParts.map((part) => [part.companyId, part.pct]));
    expect(rentCompanies).toEqual(t.demo.companyIds.map((id) => [[id, "100"]]));
    expect(rows.some((row) => row.companiesParts.length === 3)).toBe(true);
    expect(new Set(rows.map((row) => row.everyNMonth))).toEqual(new Set([1, 3, 12]));
  });

  it("records the bank's balance on the 1st of the month three months ago", async () => {
    const balances = await t.handle.db.select().from(forecastBankBalances);
    expect(balances.map((row) => [row.date, row.amountCents])).toEqual([[pastStart, 18_642_035]]);
  });

  it("is rolled out over the window: a second rollout writes nothing", async () => {
    const report = await runForecastRollout(t.handle.db, { now, dryRun: true });
    expect(report).toMatchObject({ inserted: 0, updated: 0, deleted: 0, window: forecastWindowRange(today) });
    const window = expandForecastWindow(await compta.forecast.window({}));
    const chargeLines = window.months.flatMap((month) =>
      month.days.flatMap((day) => day.forecastLines.filter((line) => line.chargeId !== null)),
    );
    // At least the salaries and the URSSAF of every month ahead (11 to 12 months), planned.
    expect(chargeLines.length).toBeGreaterThanOrEqual(22);
  });

  it("declares every charge line before today paid, some for another amount, with hand-typed lines", async () => {
    const planned = await t.handle.db
      .select({ id: forecastItems.id })
      .from(forecastItems)
      .where(
        and(
          isNotNull(forecastItems.chargeId),
          isNull(forecastItems.realDay),
          lt(forecastItems.forecastDay, today),
        ),
      );
    expect(planned).toEqual([]);
    const real = await t.handle.db.select().from(forecastItems).where(isNotNull(forecastItems.realDay));
    const fromCharges = real.filter((line) => line.chargeId !== null);
    expect(fromCharges.length).toBeGreaterThanOrEqual(30);
    expect(fromCharges.some((line) => line.forecastAmountCents !== line.amountCents)).toBe(true);
    expect(real.every((line) => (line.realDay ?? "") >= pastStart && (line.realDay ?? "") < today)).toBe(
      true,
    );
    const typed = real.filter((line) => line.chargeId === null).map((line) => line.title);
    expect(typed).toEqual(expect.arrayContaining(["Frais bancaires"]));
    expect(typed.some((title) => title.startsWith("Règlement client"))).toBe(true);
  });
});
