import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  centsToEuroNumber,
  centsToEuroString,
  compareDecimal,
  decimalToString,
  divideHalfUp,
  multiplyCents,
  toDecimal,
} from "./decimal";
import { DomainError } from "./errors";

describe("toDecimal", () => {
  it("reads a number through its shortest writing, exactly", () => {
    expect(toDecimal(1.005)).toEqual({ units: 1005n, scale: 3 });
    expect(toDecimal("-12.50")).toEqual({ units: -1250n, scale: 2 });
    expect(toDecimal(1e-7)).toEqual({ units: 1n, scale: 7 });
    expect(toDecimal(1e21)).toEqual({ units: 10n ** 21n, scale: 0 });
    expect(toDecimal(".5")).toEqual({ units: 5n, scale: 1 });
  });

  it("refuses what is not a number", () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, "", "abc", "1,5", "."]) {
      expect(() => toDecimal(bad)).toThrow(DomainError);
    }
    expect(() => toDecimal("abc")).toThrow("« abc » n'est pas un nombre valide");
  });

  it("writes decimals back", () => {
    expect(decimalToString({ units: -5n, scale: 3 })).toBe("-0.005");
    expect(decimalToString({ units: 1200n, scale: 2 })).toBe("12");
    expect(decimalToString({ units: 0n, scale: 2 })).toBe("0");
  });

  it("writes cents as euros for the wire, exactly", () => {
    expect(centsToEuroNumber(12_345)).toBe(123.45);
    expect(centsToEuroNumber(-1)).toBe(-0.01);
    expect(centsToEuroNumber(1_000)).toBe(10);
    expect(centsToEuroString(113_213)).toBe("1132.13");
    expect(centsToEuroString(50_000)).toBe("500");
  });

  it("compares with an integer", () => {
    expect(compareDecimal(toDecimal("100.01"), 100)).toBe(1);
    expect(compareDecimal(toDecimal("100.00"), 100)).toBe(0);
    expect(compareDecimal(toDecimal("-0.01"), 0)).toBe(-1);
  });
});

describe("divideHalfUp", () => {
  it("divides integers half away from zero", () => {
    expect(divideHalfUp(5n, 2n)).toBe(3n);
    expect(divideHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideHalfUp(5n, -2n)).toBe(-3n);
    expect(divideHalfUp(4n, 3n)).toBe(1n);
  });

  it("never moves a value by more than half a unit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        (n, d) => {
          const q = divideHalfUp(BigInt(n), BigInt(d));
          const error = Math.abs(Number(q) * d - n);
          expect(error * 2).toBeLessThanOrEqual(d);
        },
      ),
    );
  });
});

describe("multiplyCents", () => {
  it("multiplies cents by an exact factor and rounds once", () => {
    expect(multiplyCents(100, 1.005)).toBe(101);
    expect(multiplyCents(1999, "0.9")).toBe(1799);
    expect(multiplyCents(-100, 0.005)).toBe(-1);
  });

  it("refuses cents that are not whole", () => {
    expect(() => multiplyCents(10.5, 2)).toThrow("Le montant doit être un nombre entier de centimes");
  });
});
