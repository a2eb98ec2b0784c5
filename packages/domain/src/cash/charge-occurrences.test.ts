import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { eachDay, formatDate, parseDate } from "../shared/calendar-dates";
import { DomainError } from "../shared/errors";
import { chargeOccurrences } from "./charge-occurrences";
import { assertChargeRecurrence, CHARGE_TYPE_LABELS, chargeRecurrenceText } from "./charges";

describe("chargeOccurrences", () => {
  it("falls on the day every N months from the start date", () => {
    const charge = { dateFrom: "2026-01-10", everyNMonth: 3, dayOfMonth: 15 };
    expect(chargeOccurrences(charge, { from: "2026-01-01", to: "2026-12-31" })).toEqual([
      "2026-01-15",
      "2026-04-15",
      "2026-07-15",
      "2026-10-15",
    ]);
    expect(chargeOccurrences(charge, { from: "2026-04-16", to: "2027-01-15" })).toEqual([
      "2026-07-15",
      "2026-10-15",
      "2027-01-15",
    ]);
  });

  it("never falls before the start date", () => {
    const charge = { dateFrom: "2026-01-20", everyNMonth: 1, dayOfMonth: 5 };
    expect(chargeOccurrences(charge, { from: "2026-01-01", to: "2026-03-31" })).toEqual([
      "2026-02-05",
      "2026-03-05",
    ]);
    expect(chargeOccurrences(charge, { from: "2025-01-01", to: "2025-12-31" })).toEqual([]);
    expect(
      chargeOccurrences({ ...charge, dayOfMonth: 20 }, { from: "2026-01-20", to: "2026-01-20" }),
    ).toEqual(["2026-01-20"]);
  });

  it("refuses day 31, a period of 13 months, impossible dates", () => {
    const window = { from: "2026-01-01", to: "2026-12-31" };
    expect(() =>
      chargeOccurrences({ dateFrom: "2026-01-01", everyNMonth: 1, dayOfMonth: 31 }, window),
    ).toThrow("Le jour du mois d'une charge doit être compris entre 1 et 28");
    expect(() =>
      chargeOccurrences({ dateFrom: "2026-01-01", everyNMonth: 13, dayOfMonth: 1 }, window),
    ).toThrow("La périodicité d'une charge doit être comprise entre 1 et 12 mois");
    expect(() =>
      chargeOccurrences({ dateFrom: "2026-01-01", everyNMonth: 1.5, dayOfMonth: 1 }, window),
    ).toThrow(DomainError);
    expect(() =>
      chargeOccurrences({ dateFrom: "2026-02-30", everyNMonth: 1, dayOfMonth: 1 }, window),
    ).toThrow(DomainError);
    expect(() =>
      chargeOccurrences(
        { dateFrom: "2026-01-01", everyNMonth: 1, dayOfMonth: 1 },
        { from: "2026-12-31", to: "2026-01-01" },
      ),
    ).toThrow(DomainError);
    expect(() =>
      chargeOccurrences(
        { dateFrom: "2026-01-01", everyNMonth: 1, dayOfMonth: 1 },
        { from: "2026-01-01", to: "2026-13-01" },
      ),
    ).toThrow(DomainError);
  });

  it("stops at the end of the calendar", () => {
    const dates = chargeOccurrences(
      { dateFrom: "9999-01-01", everyNMonth: 12, dayOfMonth: 1 },
      { from: "9999-01-01", to: "9999-12-31" },
    );
    expect(dates).toEqual(["9999-01-01"]);
  });

  const dateArb = fc
    .record({
      year: fc.integer({ min: 2000, max: 2040 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
    })
    .map(formatDate);

  it("occurrences are every N months on the right day, within the window, none missed", () => {
    fc.assert(
      fc.property(
        dateArb,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        dateArb,
        fc.integer({ min: 0, max: 1500 }),
        (dateFrom, everyNMonth, dayOfMonth, from, length) => {
          const window = { from, to: shift(from, length) };
          const dates = chargeOccurrences({ dateFrom, everyNMonth, dayOfMonth }, window);
          const start = parseDate(dateFrom);
          for (const date of dates) {
            const { year, month, day } = parseDate(date);
            expect(day).toBe(dayOfMonth);
            expect((year * 12 + month - (start.year * 12 + start.month)) % everyNMonth).toBe(0);
            expect(date >= dateFrom && date >= window.from && date <= window.to).toBe(true);
          }
          for (let i = 1; i < dates.length; i += 1) {
            const a = parseDate(dates[i - 1] ?? "");
            const b = parseDate(dates[i] ?? "");
            expect(b.year * 12 + b.month - (a.year * 12 + a.month)).toBe(everyNMonth);
          }
          // none missed: a day-by-day scan of the window finds the same dates
          const expected = eachDay(window.from, window.to).filter((date) => {
            const { year, month, day } = parseDate(date);
            const months = year * 12 + month - (start.year * 12 + start.month);
            return day === dayOfMonth && months >= 0 && months % everyNMonth === 0 && date >= dateFrom;
          });
          expect(dates).toEqual(expected);
        },
      ),
    );
  });
});

function shift(date: string, days: number): string {
  const { year, month, day } = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

describe("charges", () => {
  it("writes the recurrence as the card does", () => {
    expect(chargeRecurrenceText({ everyNMonth: 3, dayOfMonth: 15, dateFrom: "2026-01-01" })).toBe(
      "Tous les 3 mois le 15 depuis le 01/01/2026",
    );
    expect(CHARGE_TYPE_LABELS.CHARGE_TYPE_SUBSTRIPTION).toBe("Abonnement");
    expect(() => assertChargeRecurrence({ everyNMonth: 0, dayOfMonth: 1, dateFrom: "2026-01-01" })).toThrow(
      DomainError,
    );
  });
});
