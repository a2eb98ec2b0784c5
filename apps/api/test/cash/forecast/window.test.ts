import { expandForecastWindow, toCents } from "@tronc/domain";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forecastModule } from "../../../src/modules/cash/forecast";
import { invoicePaymentModule } from "../../../src/modules/money-in/invoice-payments";
import type { ForecastWindowView } from "../../../src/services/cash/forecast/views";
import type { AppCaller } from "../../../src/trpc/caller";
import { createTestApp, type TestApp } from "../../helpers";
import { clearDemoCash } from "./demo-cash";
import { companyNames, insertScenario, NOW } from "./window-fixtures";

let t: TestApp;
let compta: AppCaller;
let scenario: Awaited<ReturnType<typeof insertScenario>>;
let names: Map<number, string>;

beforeAll(async () => {
  t = await createTestApp({ modules: [forecastModule, invoicePaymentModule], now: () => NOW });
  // Only the scenario's rows: the demo's cash is dated from today, this file works at a fixed NOW.
  await clearDemoCash(t.handle.db);
  compta = await t.caller("compta");
  scenario = await insertScenario(t);
  names = await companyNames(t);
}, 60_000);
afterAll(() => t.close());

const dayOf = (view: ForecastWindowView, date: string) => {
  const day = view.months.flatMap((month) => month.days).find((d) => d.date === date);
  if (!day) throw new Error(`${date} not in the window`);
  return day;
};

describe("the forecast window", () => {
  it("answers the 12 months from the current one, every day of each, in one call", async () => {
    const view = expandForecastWindow(await compta.forecast.window({}));
    expect(view.startMonth).toBe("2026-03-01");
    expect(view.today).toBe("2026-03-10");
    expect(view.months.map((month) => month.month)).toEqual([
      "2026-03-01",
      "2026-04-01",
      "2026-05-01",
      "2026-06-01",
      "2026-07-01",
      "2026-08-01",
      "2026-09-01",
      "2026-10-01",
      "2026-11-01",
      "2026-12-01",
      "2027-01-01",
      "2027-02-01",
    ]);
    expect(view.months.map((month) => month.days.length)).toEqual([
      31, 30, 31, 30, 31, 31, 30, 31, 30, 31, 31, 28,
    ]);
    expect(view.lastBankBalance).toEqual({ date: "2026-03-15", amountCents: toCents(800_000) });
    expect(view.companies.map((company) => company.name)).toEqual(
      [...names.values()].sort((x, y) => x.localeCompare(y, "fr")),
    );
  });

  it("sends each stored line once, grouped, and expands to the very days the day paths answer", async () => {
    const wire = await compta.forecast.window({});
    const view = expandForecastWindow(wire);
    const days = await compta.forecast.days({ dateFrom: wire.from, dateTo: wire.to, pageSize: 400 });
    expect(days.total).toBe(365);
    expect(view.months.flatMap((month) => month.days)).toEqual(days.items);
    const storedIds = wire.storedLines.flatMap((group) => group[6]);
    expect(storedIds.length).toBeGreaterThan(0);
    expect(new Set(storedIds).size).toBe(storedIds.length);
    expect(wire.anticipatedLines.length).toBeGreaterThan(0);
    expect(wire.anticipatedLines.every((line) => line.isAnticipated)).toBe(true);
  });

  it("works the month cards out from the carried balance, the bank balances and today", async () => {
    const view = expandForecastWindow(await compta.forecast.window({ month: "2026-03" }));
    // Carried into 03-01: bank 1 000 000 on 02-10 + real 50 000 on 02-15 = 1 050 000.
    // March: +200 000 on 03-02 is past and undeclared (not counted); real −100 000 on 03-05 → 950 000;
    // I1 377 375 late on today 03-10 → 1 327 375; the bank says 800 000 on 03-15; −300 000 on 03-20
    // → 500 000; supplier invoice −83 000 on 03-25 → 417 000.
    expect(view.months[0]).toMatchObject({
      openingBalanceCents: toCents(1_050_000),
      realIncomeCents: toCents(0),
      realExpensesCents: toCents(-100_000),
      theoreticalIncomeCents: toCents(577_375),
      theoreticalExpensesCents: toCents(-383_000),
      netResultCents: toCents(-100_000),
      theoreticalNetResultCents: toCents(94_375),
      closingBalanceCents: toCents(417_000),
    });
    expect(dayOf(view, "2026-03-10")).toMatchObject({
      openingBalanceCents: toCents(950_000),
      closingBalanceCents: toCents(1_327_375),
    });
    expect(dayOf(view, "2026-03-15")).toMatchObject({
      bankBalanceCents: toCents(800_000),
      openingBalanceCents: toCents(800_000),
      closingBalanceCents: toCents(800_000),
    });
    // April: schedule +200 000 on 04-01, rent −100 000 on 04-05, I2 +120 000 on 04-20 → 637 000.
    expect(view.months[1]).toMatchObject({
      openingBalanceCents: toCents(417_000),
      theoreticalIncomeCents: toCents(320_000),
      theoreticalExpensesCents: toCents(-100_000),
      closingBalanceCents: toCents(637_000),
    });
    // May: the capped schedule entry 57 375 → 694 375; June: the third entry is past the cap.
    expect(view.months[2]).toMatchObject({
      theoreticalIncomeCents: toCents(57_375),
      closingBalanceCents: toCents(694_375),
    });
    expect(view.months[3]).toMatchObject({
      theoreticalIncomeCents: toCents(0),
      closingBalanceCents: toCents(694_375),
    });
  });

  it("shows an overdue invoice on today, marked late, for its issuer; a paid one is gone", async () => {
    const view = expandForecastWindow(await compta.forecast.window({}));
    const today = dayOf(view, "2026-03-10");
    expect(today.forecastLines).toEqual([
      expect.objectContaining({
        key: `invoice-${scenario.i1}`,
        id: null,
        kind: "invoice",
        isAnticipated: true,
        isLate: true,
        forecastDay: "2026-03-01",
        shownOn: "2026-03-10",
        amountCents: toCents(377_375),
        sourcePath: `/compta/invoice/${scenario.i1}`,
        companiesParts: [
          expect.objectContaining({ companyId: scenario.a, pct: 100, amountCents: toCents(377_375) }),
        ],
      }),
    ]);
    const keys = view.months.flatMap((month) =>
      month.days.flatMap((day) => day.forecastLines.map((line) => line.key)),
    );
    expect(keys).not.toContain(`invoice-${scenario.i3}`);
    expect(keys).toContain(`invoice-${scenario.i2}`);
  });

  it("caps a quotation's schedule at what is not invoiced, and counts supplier invoices as expenses", async () => {
    const view = expandForecastWindow(await compta.forecast.window({}));
    const [first, second, third] = scenario.schedule;
    expect(dayOf(view, "2026-04-01").forecastLines).toEqual([
      expect.objectContaining({
        key: `schedule-${first?.id}`,
        amountCents: toCents(200_000),
        sourcePath: `/compta/quotation/${scenario.q2}`,
      }),
    ]);
    expect(dayOf(view, "2026-05-01").forecastLines).toEqual([
      expect.objectContaining({ key: `schedule-${second?.id}`, amountCents: toCents(57_375) }),
    ]);
    expect(dayOf(view, "2026-06-01").forecastLines).toEqual([]);
    expect(third).toBeDefined();
    expect(dayOf(view, "2026-03-25").forecastLines).toEqual([
      expect.objectContaining({
        key: `supplier-invoice-${scenario.supplierInvoiceId}`,
        amountCents: toCents(-83_000),
        transactionType: "expense",
        isLate: false,
        companiesParts: [expect.objectContaining({ companyId: scenario.b, amountCents: toCents(-83_000) })],
      }),
    ]);
  });

  it("lists real lines on their real day and keeps a past undeclared line out of the balance", async () => {
    const view = expandForecastWindow(await compta.forecast.window({}));
    expect(dayOf(view, "2026-03-05").realLines).toEqual([
      expect.objectContaining({
        id: scenario.rentMarch,
        isReal: true,
        chargeType: "CHARGE_TYPE_RENT",
        amountCents: toCents(-100_000),
      }),
    ]);
    const stale = dayOf(view, "2026-03-02");
    expect(stale.forecastLines.map((line) => line.id)).toEqual([scenario.manual]);
    expect(stale.closingBalanceCents).toBe(stale.openingBalanceCents);
  });

  it("gives each month's recap per company by charge type", async () => {
    const view = expandForecastWindow(await compta.forecast.window({}));
    const nameOf = (id: number) => names.get(id) ?? "";
    const march = [
      {
        companyId: scenario.a,
        charges: [{ type: "CHARGE_TYPE_RENT", label: "Loyer", amountCents: toCents(-50_000) }],
        totalCents: toCents(-50_000),
      },
      {
        companyId: scenario.b,
        charges: [{ type: "CHARGE_TYPE_RENT", label: "Loyer", amountCents: toCents(-50_000) }],
        totalCents: toCents(-50_000),
      },
      {
        companyId: scenario.c,
        charges: [{ type: "CHARGE_TYPE_SALARIES", label: "Salaires", amountCents: toCents(-300_000) }],
        totalCents: toCents(-300_000),
      },
    ]
      .map((entry) => ({ ...entry, name: nameOf(entry.companyId) }))
      .sort((x, y) => x.name.localeCompare(y.name, "fr"));
    expect(view.months[0]?.recap).toEqual(march);
    expect(await compta.forecast.stats({ dateFrom: "2026-03-17" })).toEqual(march);
    expect(view.months[1]?.recap.map((entry) => entry.totalCents)).toEqual([-50_000, -50_000]);
    expect(view.months[2]?.recap).toEqual([]);
  });

  it("carries the balance into a window that starts later", async () => {
    // From 05-01: bank 800 000 on 03-15, then forecast −300 000 (03-20) −100 000 (04-05), anticipated
    // −83 000 (03-25) +200 000 (04-01) +120 000 (04-20); I1 shown on 03-10 is before the bank balance.
    const view = expandForecastWindow(await compta.forecast.window({ month: "2026-05" }));
    expect(view.months[0]).toMatchObject({
      month: "2026-05-01",
      openingBalanceCents: toCents(637_000),
      closingBalanceCents: toCents(694_375),
    });
  });

  it("refuses a month that does not exist and a plain user", async () => {
    await expect(compta.forecast.window({ month: "2026-13" })).rejects.toThrow(
      "La date « 2026-13 » n'existe pas",
    );
    const user = await t.caller("user");
    for (const call of [
      () => user.forecast.window({}),
      () => user.forecast.stats({}),
      () => user.forecast.days({ page: 1, pageSize: 31 }),
      () => user.forecast.daysStats({}),
      () => user.forecast.day({ id: 20260310 }),
    ]) {
      await expect(call()).rejects.toSatisfy(
        (error) => error instanceof TRPCError && error.code === "FORBIDDEN",
      );
    }
  });
});
