import { describe, expect, it } from "vitest";
import { formatAmount, formatPercentage, formatQuantity } from "./amounts";

describe("the writers' number formats", () => {
  it("writes cents as euros with two decimals, sign first", () => {
    expect(formatAmount(373_631)).toBe("3736.31");
    expect(formatAmount(0)).toBe("0.00");
    expect(formatAmount(-5)).toBe("-0.05");
    expect(formatAmount(-180_000)).toBe("-1800.00");
  });

  it("refuses a fraction of a cent", () => {
    expect(() => formatAmount(10.5)).toThrow();
  });

  it("writes rates with two decimals, as the French list of rates spells them", () => {
    expect(formatPercentage("20")).toBe("20.00");
    expect(formatPercentage("5.5")).toBe("5.50");
    expect(formatPercentage("2.10")).toBe("2.10");
    expect(formatPercentage("0.00")).toBe("0.00");
  });

  it("writes quantities exactly, without trailing zeros", () => {
    expect(formatQuantity("1.500")).toBe("1.5");
    expect(formatQuantity("2.000")).toBe("2");
    expect(formatQuantity("0.125")).toBe("0.125");
  });
});
