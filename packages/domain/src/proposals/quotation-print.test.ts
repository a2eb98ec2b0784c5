import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import { DomainError } from "../shared/errors";
import { depositCents, formatFrenchDate, frenchDecimal, quantityWithUnit } from "./quotation-print";

describe("depositCents", () => {
  it("takes the percent of the TTC, rounded half-up to the cent", () => {
    // 30 % of 1 234,55 € = 370,365 € → 370,37 €
    expect(depositCents(toCents(123455), "30")).toBe(37037);
    // 33,33 % of 100,00 € = 33,33 €
    expect(depositCents(toCents(10000), "33.33")).toBe(3333);
    // 12,5 % of 0,04 € = 0,005 € → 0,01 €
    expect(depositCents(toCents(4), "12.50")).toBe(1);
    expect(depositCents(toCents(123455), "0.00")).toBe(0);
    expect(depositCents(toCents(123455), 100)).toBe(123455);
  });

  it("refuses a percent outside 0–100", () => {
    expect(() => depositCents(toCents(1000), "100.01")).toThrow(DomainError);
    expect(() => depositCents(toCents(1000), -1)).toThrow(DomainError);
  });

  it("never asks more than the total nor less than nothing", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (ttc, hundredths) => {
          const deposit = depositCents(toCents(ttc), (hundredths / 100).toFixed(2));
          return deposit >= 0 && deposit <= ttc && Number.isInteger(deposit);
        },
      ),
    );
  });
});

describe("printed numbers and dates", () => {
  it("writes decimals the French way without trailing zeros", () => {
    expect(frenchDecimal("2.500")).toBe("2,5");
    expect(frenchDecimal("5.50")).toBe("5,5");
    expect(frenchDecimal("20.00")).toBe("20");
    expect(formatFrenchDate("2026-11-05")).toBe("05/11/2026");
  });

  it("puts the unit in the plural from 2 on", () => {
    expect(quantityWithUnit("1.000", "UNITY_UNITY")).toBe("1\u00a0unité");
    expect(quantityWithUnit("1.5", "UNITY_DAY")).toBe("1,5\u00a0jour");
    expect(quantityWithUnit("2", "UNITY_DAY")).toBe("2\u00a0jours");
    expect(quantityWithUnit("12.000", "UNITY_SQUARE")).toBe("12\u00a0m²");
  });
});
