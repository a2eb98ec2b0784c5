import { forecastItems } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { expandForecastWindow, toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forecastModule } from "../../../src/modules/cash/forecast";
import type { ForecastLineView, ForecastWindowView } from "../../../src/services/cash/forecast/views";
import type { AppCaller } from "../../../src/trpc/caller";
import { createTestApp, type TestApp } from "../../helpers";
import { clearDemoCash } from "./demo-cash";
import { companyNames, insertCharge, insertLine, NOW } from "./window-fixtures";

/**
 * The stored lines of the 12 months travel grouped by shared values (a charge's title, amount and
 * split) with their days counted from the window's start: each line must still come out whole, on its
 * day, in id order, and the month cards must add them up by sign. Today is 2026-03-10; the window runs
 * from 2026-03-01 to 2027-02-28 (the demo's anticipated lines fall later than June).
 */
let t: TestApp;
let compta: AppCaller;
let names: Map<number, string>;
let a: number;
let b: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ modules: [forecastModule], now: () => NOW });
  await clearDemoCash(t.handle.db);
  compta = await t.caller("compta");
  names = await companyNames(t);
  [a = 0, b = 0] = t.demo.companyIds;
  const rent = await insertCharge(t, "Loyer", "CHARGE_TYPE_RENT", toCents(-100_000), [
    [a, "50"],
    [b, "50"],
  ]);
  const insurance = await insertCharge(t, "Assurance", "CHARGE_TYPE_OTHER", toCents(-10_000), [
    [a, "33.33"],
    [b, "66.67"],
  ]);
  const rentParts = (cents: number) => [
    { companyId: a, pct: "50", amountCents: toCents(cents / 2) },
    { companyId: b, pct: "50", amountCents: toCents(cents / 2) },
  ];
  // Inserted in this order so that 04-05 holds lines of three groups whose ids interleave.
  ids.rentMarch = await insertLine(t, {
    title: "Loyer",
    amountCents: toCents(-100_000),
    forecastDay: "2026-03-05",
    chargeId: rent,
    parts: rentParts(-100_000),
  });
  ids.insurance = await insertLine(t, {
    title: "Assurance",
    amountCents: toCents(-10_000),
    forecastDay: "2026-04-05",
    chargeId: insurance,
    // 33,33 % and 66,67 % of 100,00 €: 33,33 and 66,67 (by hand)
    parts: [
      { companyId: a, pct: "33.33", amountCents: toCents(-3_333) },
      { companyId: b, pct: "66.67", amountCents: toCents(-6_667) },
    ],
  });
  for (const [key, day] of [
    ["rentApril", "2026-04-05"],
    ["rentMay", "2026-05-05"],
  ] as const) {
    ids[key] = await insertLine(t, {
      title: "Loyer",
      amountCents: toCents(-100_000),
      forecastDay: day,
      chargeId: rent,
      parts: rentParts(-100_000),
    });
  }
  ids.rentJune = await insertLine(t, {
    title: "Loyer",
    amountCents: toCents(-90_000),
    forecastDay: "2026-06-05",
    chargeId: rent,
    parts: rentParts(-90_000),
  });
  await t.handle.db.update(forecastItems).set({ isPinned: true }).where(eq(forecastItems.id, ids.rentJune));
  ids.sale = await insertLine(t, { title: "Vente", amountCents: toCents(25_000), forecastDay: "2026-04-05" });
  // Planned in February (before the window), paid on 3 March.
  ids.latePaid = await insertLine(t, {
    title: "Fournitures",
    amountCents: toCents(-30_000),
    forecastDay: "2026-02-26",
    realDay: "2026-03-03",
    parts: [{ companyId: a, pct: "100", amountCents: toCents(-30_000) }],
  });
  ids.cashIn = await insertLine(t, {
    title: "Acompte",
    amountCents: toCents(50_000),
    forecastDay: "2026-03-04",
    realDay: "2026-03-04",
  });
  ids.cashOut = await insertLine(t, {
    title: "Frais",
    amountCents: toCents(-20_000),
    forecastDay: "2026-03-04",
    realDay: "2026-03-04",
  });
  ids.rent = rent;
}, 60_000);
afterAll(() => t.close());

const dayOf = (view: ForecastWindowView, date: string) => {
  const day = view.months.flatMap((month) => month.days).find((d) => d.date === date);
  if (!day) throw new Error(`${date} not in the window`);
  return day;
};

const stored = (lines: ForecastLineView[]) => lines.filter((line) => !line.isAnticipated);

const part = (companyId: number, pct: number, amountCents: Cents) => ({
  companyId,
  name: names.get(companyId) ?? "",
  color: expect.any(String),
  pct,
  amountCents,
});

describe("the stored lines of the forecast window", () => {
  it("come out whole, each on its day, in id order whatever group they travelled in", async () => {
    const view = expandForecastWindow(await compta.forecast.window({}));
    const april = stored(dayOf(view, "2026-04-05").forecastLines);
    expect(april.map((line) => line.id)).toEqual([ids.insurance, ids.rentApril, ids.sale]);
    expect(april[1]).toEqual({
      key: `item-${ids.rentApril}`,
      id: ids.rentApril,
      kind: "charge",
      isAnticipated: false,
      title: "Loyer",
      amountCents: toCents(-100_000),
      forecastAmountCents: null,
      transactionType: "expense",
      forecastDay: "2026-04-05",
      realDay: null,
      shownOn: "2026-04-05",
      isReal: false,
      isLate: false,
      isPinned: false,
      chargeId: ids.rent,
      chargeType: "CHARGE_TYPE_RENT",
      color: "#cab2e3",
      companiesParts: [part(a, 50, toCents(-50_000)), part(b, 50, toCents(-50_000))],
      sourcePath: null,
      sourceLabel: null,
    });
    expect(april[0]?.companiesParts).toEqual([
      part(a, 33.33, toCents(-3_333)),
      part(b, 66.67, toCents(-6_667)),
    ]);
    expect(april[2]).toMatchObject({
      kind: "manual",
      transactionType: "income",
      chargeId: null,
      chargeType: null,
      color: null,
      companiesParts: [],
    });
    expect(stored(dayOf(view, "2026-06-05").forecastLines)).toEqual([
      expect.objectContaining({ id: ids.rentJune, isPinned: true, amountCents: toCents(-90_000) }),
    ]);
  });

  it("shows a real line on the day it was paid with the day it was planned, even before the window", async () => {
    const view = expandForecastWindow(await compta.forecast.window({}));
    expect(dayOf(view, "2026-03-03").realLines).toEqual([
      expect.objectContaining({
        id: ids.latePaid,
        forecastDay: "2026-02-26",
        realDay: "2026-03-03",
        shownOn: "2026-03-03",
        isReal: true,
        forecastAmountCents: toCents(-30_000),
        companiesParts: [part(a, 100, toCents(-30_000))],
      }),
    ]);
    const planned = view.months.flatMap((month) => month.days.flatMap((day) => day.forecastLines));
    expect(planned.map((line) => line.id)).not.toContain(ids.latePaid);
  });

  it("adds each month's lines up by sign, real and forecast", async () => {
    const view = expandForecastWindow(await compta.forecast.window({}));
    // March: real +50 000 (03-04), −30 000 (03-03) and −20 000 (03-04); forecast −100 000 (03-05).
    expect(view.months[0]).toMatchObject({
      realIncomeCents: toCents(50_000),
      realExpensesCents: toCents(-50_000),
      netResultCents: toCents(0),
      theoreticalIncomeCents: toCents(0),
      theoreticalExpensesCents: toCents(-100_000),
    });
    // April: +25 000 against −10 000 and −100 000.
    expect(view.months[1]).toMatchObject({
      theoreticalIncomeCents: toCents(25_000),
      theoreticalExpensesCents: toCents(-110_000),
      theoreticalNetResultCents: toCents(-85_000),
    });
    // The real lines of 03-04 move its balance by their sum: +50 000 − 20 000.
    const march4 = dayOf(view, "2026-03-04");
    expect(march4.closingBalanceCents - march4.openingBalanceCents).toBe(30_000);
  });

  it("gives April's recap per company from the lines' parts", async () => {
    const view = expandForecastWindow(await compta.forecast.window({}));
    const entries = [
      {
        companyId: a,
        name: names.get(a) ?? "",
        charges: [
          { type: "CHARGE_TYPE_RENT", label: "Loyer", amountCents: toCents(-50_000) },
          { type: "CHARGE_TYPE_OTHER", label: "Autre", amountCents: toCents(-3_333) },
        ],
        totalCents: toCents(-53_333),
      },
      {
        companyId: b,
        name: names.get(b) ?? "",
        charges: [
          { type: "CHARGE_TYPE_RENT", label: "Loyer", amountCents: toCents(-50_000) },
          { type: "CHARGE_TYPE_OTHER", label: "Autre", amountCents: toCents(-6_667) },
        ],
        totalCents: toCents(-56_667),
      },
    ].sort((x, y) => x.name.localeCompare(y.name, "fr"));
    expect(view.months[1]?.recap).toEqual(entries);
  });

  it("answers a single day with the same lines as the window", async () => {
    const view = expandForecastWindow(await compta.forecast.window({}));
    for (const date of ["2026-03-03", "2026-03-04", "2026-04-05"]) {
      const day = await compta.forecast.day({ id: Number(date.replaceAll("-", "")) });
      expect(day).toEqual(dayOf(view, date));
    }
  });
});
