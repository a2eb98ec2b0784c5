import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../shared/calendar-dates";
import type { Cents } from "../shared/cents";
import { toCents } from "../shared/cents";
import { DomainError } from "../shared/errors";
import { carriedBalanceCents, forecastDayBalances } from "./forecast-balances";
import { type ForecastDayAmounts, summarizeMonth } from "./forecast-months";
import { forecastWindow, forecastWindowRange } from "./forecast-window";

/** The 12 month cards from a start month, as the server builds them (forecastDayBalances, then summarizeMonth). */
function summarizeForecastMonths(
  startMonth: string,
  openingBalanceCents: number,
  days: readonly ForecastDayAmounts[],
  options: { today?: string; bankBalances?: ReadonlyMap<string, Cents> } = {},
) {
  const range = forecastWindowRange(startMonth);
  const balances = forecastDayBalances({
    ...range,
    today: options.today ?? "",
    carriedBalanceCents: toCents(openingBalanceCents),
    days: days.filter((day) => day.date >= range.from && day.date <= range.to),
    bankBalances: options.bankBalances ?? new Map(),
  });
  return forecastWindow(startMonth).map((month) => summarizeMonth(month, days, balances));
}

describe("day balances", () => {
  it("carries the balance, resets it on a bank balance and counts forecast lines from today only", () => {
    // today 2026-03-03; carried 1 000,00 €
    const balances = forecastDayBalances({
      from: "2026-03-01",
      to: "2026-03-05",
      today: "2026-03-03",
      carriedBalanceCents: toCents(100_000),
      bankBalances: new Map([["2026-03-04", toCents(50_000)]]),
      days: [
        // 1st: real −200 € counts, the forecast −50 € left undeclared in the past does not
        { date: "2026-03-01", realAmountsCents: [toCents(-20_000)], forecastAmountsCents: [toCents(-5_000)] },
        // 3rd (today): forecast +300 € counts
        { date: "2026-03-03", realAmountsCents: [], forecastAmountsCents: [toCents(30_000)] },
        // 4th: the bank said 500 € at the opening; then −100 € forecast
        { date: "2026-03-04", realAmountsCents: [], forecastAmountsCents: [toCents(-10_000)] },
      ],
    });
    expect(balances).toEqual([
      { date: "2026-03-01", openingBalanceCents: toCents(100_000), closingBalanceCents: toCents(80_000) },
      { date: "2026-03-02", openingBalanceCents: toCents(80_000), closingBalanceCents: toCents(80_000) },
      { date: "2026-03-03", openingBalanceCents: toCents(80_000), closingBalanceCents: toCents(110_000) },
      { date: "2026-03-04", openingBalanceCents: toCents(50_000), closingBalanceCents: toCents(40_000) },
      { date: "2026-03-05", openingBalanceCents: toCents(40_000), closingBalanceCents: toCents(40_000) },
    ]);
  });

  it("opens a range on the last bank balance plus what moved since", () => {
    expect(
      carriedBalanceCents({
        lastBankBalanceCents: toCents(100_000),
        realSinceCents: toCents(-2_000),
        forecastSinceCents: toCents(500),
      }),
    ).toBe(98_500);
    expect(
      carriedBalanceCents({
        lastBankBalanceCents: null,
        realSinceCents: toCents(700),
        forecastSinceCents: toCents(0),
      }),
    ).toBe(700);
    expect(() =>
      carriedBalanceCents({
        lastBankBalanceCents: toCents(0.5),
        realSinceCents: toCents(0),
        forecastSinceCents: toCents(0),
      }),
    ).toThrow(DomainError);
  });

  it("closes each day on the next day's opening unless a bank balance is recorded there", () => {
    const day = fc.record({
      offset: fc.integer({ min: 0, max: 40 }),
      real: fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }).map(toCents), { maxLength: 3 }),
      forecast: fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }).map(toCents), { maxLength: 3 }),
    });
    const bank = fc.array(fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: -1e8, max: 1e8 })), {
      maxLength: 4,
    });
    fc.assert(
      fc.property(
        fc.array(day, { maxLength: 20 }),
        bank,
        fc.integer({ min: 0, max: 40 }),
        (days, banks, todayAt) => {
          const from = "2026-01-01";
          const bankBalances = new Map(
            banks.map(([offset, cents]) => [addDays(from, offset), toCents(cents)]),
          );
          const balances = forecastDayBalances({
            from,
            to: addDays(from, 40),
            today: addDays(from, todayAt),
            carriedBalanceCents: toCents(0),
            bankBalances,
            days: days.map((d) => ({
              date: addDays(from, d.offset),
              realAmountsCents: d.real,
              forecastAmountsCents: d.forecast,
            })),
          });
          expect(balances).toHaveLength(41);
          balances.slice(1).forEach((balance, index) => {
            const previous = balances[index];
            const expected = bankBalances.get(balance.date) ?? previous?.closingBalanceCents;
            expect(balance.openingBalanceCents).toBe(expected);
          });
        },
      ),
    );
  });
});

describe("month cards with a bank balance and today", () => {
  it("opens on the 1st, closes on the last day, and lists every line of the month", () => {
    // today 2026-03-10, carried 0; a bank balance of 2 000 € on 2026-03-15
    const months = summarizeForecastMonths(
      "2026-03",
      0,
      [
        { date: "2026-03-05", realAmountsCents: [toCents(50_000)], forecastAmountsCents: [toCents(-10_000)] },
        { date: "2026-03-20", realAmountsCents: [], forecastAmountsCents: [toCents(-30_000)] },
        { date: "2026-04-02", realAmountsCents: [], forecastAmountsCents: [toCents(10_000)] },
      ],
      { today: "2026-03-10", bankBalances: new Map([["2026-03-15", toCents(200_000)]]) },
    );
    // March: opening 0; the 5th adds 500 € real (−100 € forecast is past: not counted);
    // the 15th resets to 2 000 €; the 20th −300 € → closing 1 700 €.
    expect(months[0]).toEqual({
      month: "2026-03-01",
      openingBalanceCents: toCents(0),
      realIncomeCents: toCents(50_000),
      realExpensesCents: toCents(0),
      theoreticalIncomeCents: toCents(0),
      theoreticalExpensesCents: toCents(-40_000),
      netResultCents: toCents(50_000),
      theoreticalNetResultCents: toCents(10_000),
      closingBalanceCents: toCents(170_000),
    });
    // April: opens on March's closing, +100 € → 1 800 €
    expect(months[1]).toMatchObject({
      openingBalanceCents: toCents(170_000),
      closingBalanceCents: toCents(180_000),
    });
  });
});

describe("month summaries", () => {
  it("carries the balance from month to month", () => {
    const months = summarizeForecastMonths("2026-03", 100000, [
      {
        date: "2026-03-05",
        realAmountsCents: [toCents(50000), toCents(-20000)],
        forecastAmountsCents: [toCents(-10000)],
      },
      { date: "2026-03-20", realAmountsCents: [], forecastAmountsCents: [toCents(30000)] },
      { date: "2026-04-01", realAmountsCents: [], forecastAmountsCents: [toCents(-5000)] },
      { date: "2028-01-01", realAmountsCents: [toCents(999)], forecastAmountsCents: [] }, // outside the window
    ]);
    expect(months[0]).toEqual({
      month: "2026-03-01",
      openingBalanceCents: toCents(100000),
      realIncomeCents: toCents(50000),
      realExpensesCents: toCents(-20000),
      theoreticalIncomeCents: toCents(30000),
      theoreticalExpensesCents: toCents(-10000),
      netResultCents: toCents(30000),
      theoreticalNetResultCents: toCents(50000),
      closingBalanceCents: toCents(150000),
    });
    expect(months[1]?.openingBalanceCents).toBe(150000);
    expect(months[1]?.closingBalanceCents).toBe(145000);
    expect(months[11]?.closingBalanceCents).toBe(145000);
    expect(() => summarizeForecastMonths("2026-03", 0.5, [])).toThrow(DomainError);
  });
});
