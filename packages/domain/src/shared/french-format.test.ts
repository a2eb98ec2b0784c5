import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DomainError } from "./errors";
import {
  formatCentsAsDecimal,
  formatEuros,
  formatHours,
  formatPercent,
  normalizeFrenchDecimal,
  parseEurosToCents,
  parseHours,
} from "./french-format";

const intl = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });

describe("formatEuros", () => {
  it("writes French amounts with the narrow no-break space and the no-break space before €", () => {
    expect(formatEuros(123450)).toBe("1\u202f234,50\u00a0€");
    expect(formatEuros(-123450)).toBe("-1\u202f234,50\u00a0€");
    expect(formatEuros(5)).toBe("0,05\u00a0€");
    expect(formatEuros(0)).toBe("0,00\u00a0€");
    expect(formatCentsAsDecimal(123456789)).toBe("1\u202f234\u202f567,89");
    expect(formatCentsAsDecimal(Number.MAX_SAFE_INTEGER)).toBe("90\u202f071\u202f992\u202f547\u202f409,91");
  });

  it("gives exactly what Intl fr-FR EUR gives", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 }), (cents) => {
        expect(formatEuros(cents)).toBe(intl.format(cents / 100));
      }),
    );
  });

  it("refuses cents that are not whole", () => {
    expect(() => formatEuros(0.5)).toThrow(DomainError);
  });

  it("writes percentages the French way", () => {
    expect(formatPercent(12.5)).toBe("12,5\u00a0%");
    expect(formatPercent(20)).toBe("20\u00a0%");
  });
});

describe("normalizeFrenchDecimal", () => {
  it("reads what people type", () => {
    expect(normalizeFrenchDecimal("12,5")).toBe("12.5");
    expect(normalizeFrenchDecimal("12.5")).toBe("12.5");
    expect(normalizeFrenchDecimal("1 234,56")).toBe("1234.56");
    expect(normalizeFrenchDecimal("1\u202f234,56")).toBe("1234.56");
    expect(normalizeFrenchDecimal("1.234,56")).toBe("1234.56");
    expect(normalizeFrenchDecimal("-3")).toBe("-3");
    expect(normalizeFrenchDecimal(",5")).toBe("0.5");
    expect(normalizeFrenchDecimal("20 %")).toBe("20");
    expect(normalizeFrenchDecimal("12,50")).toBe("12.5");
  });

  it("refuses what is not a number", () => {
    for (const bad of ["", "abc", "12,5,3", "1.2.3", "1.23,4", "12a", "--1"]) {
      expect(() => normalizeFrenchDecimal(bad), bad).toThrow(DomainError);
    }
    expect(() => normalizeFrenchDecimal("abc")).toThrow("« abc » n'est pas un nombre valide");
  });
});

describe("parseEurosToCents", () => {
  it("reads a French amount into cents without floats", () => {
    expect(parseEurosToCents("1 234,50 €")).toBe(123450);
    expect(parseEurosToCents("0,1")).toBe(10);
    expect(parseEurosToCents("1,005")).toBe(101);
    expect(parseEurosToCents("-2,5")).toBe(-250);
    expect(parseEurosToCents("12")).toBe(1200);
  });

  it("reads back what formatEuros writes", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 }), (cents) => {
        expect(parseEurosToCents(formatEuros(cents))).toBe(cents);
      }),
    );
  });

  it("refuses what is not an amount", () => {
    expect(() => parseEurosToCents("douze")).toThrow("« douze » n'est pas un montant valide");
    expect(() => parseEurosToCents("1e30")).toThrow(DomainError);
  });
});

describe("parseHours", () => {
  it("reads durations as decimal hours", () => {
    expect(parseHours("1h30")).toBe(1.5);
    expect(parseHours("1h")).toBe(1);
    expect(parseHours("0h45")).toBe(0.75);
    expect(parseHours("1H20")).toBe(1.33);
    expect(parseHours("2:15")).toBe(2.25);
    expect(parseHours("45min")).toBe(0.75);
    expect(parseHours("90 min")).toBe(1.5);
    expect(parseHours("1,5")).toBe(1.5);
    expect(parseHours("1.5")).toBe(1.5);
  });

  it("refuses impossible durations", () => {
    for (const bad of ["1h60", "abc", "-1", "h", ""]) {
      expect(() => parseHours(bad), bad).toThrow(DomainError);
    }
    expect(() => parseHours("1h75")).toThrow("« 1h75 » n'est pas une durée valide (exemples : 1h30, 1,5)");
  });

  it("writes hours back", () => {
    expect(formatHours(1.5)).toBe("1h30");
    expect(formatHours(0.75)).toBe("0h45");
    expect(formatHours(2)).toBe("2h");
    expect(() => formatHours(-1)).toThrow(DomainError);
  });
});
