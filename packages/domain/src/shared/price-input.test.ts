import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_PRICE_CENTS, readPriceCents } from "./price-input";

const messages = {
  required: "GROUP_PRODUCT_PRICE_REQUIRED",
  invalid: "GROUP_PRODUCT_PRICE_INVALID",
  negative: "GROUP_PRODUCT_PRICE_NEGATIVE",
  tooPrecise: "GROUP_PRODUCT_PRICE_TOO_PRECISE",
  tooLarge: "GROUP_PRODUCT_PRICE_TOO_LARGE",
} as const;
const read = (value: number | string | null) => readPriceCents(value, "price", messages);

describe("readPriceCents", () => {
  it("reads French and numeric writings into cents (worked by hand)", () => {
    expect(read("1 200,50")).toBe(120_050);
    expect(read("12,5")).toBe(1_250);
    expect(read(12.5)).toBe(1_250);
    expect(read("0")).toBe(0);
    expect(read("12.500")).toBe(1_250);
    expect(read("999 999 999,99")).toBe(MAX_PRICE_CENTS);
  });

  it("refuses, on its field, what is missing, not a number, negative, too precise or too large", () => {
    const codeOf = (value: number | string | null) => {
      try {
        read(value);
        return "accepted";
      } catch (error) {
        return `${(error as { code: string }).code} ${(error as { field?: string }).field}`;
      }
    };
    expect(codeOf(null)).toBe("GROUP_PRODUCT_PRICE_REQUIRED price");
    expect(codeOf("  ")).toBe("GROUP_PRODUCT_PRICE_REQUIRED price");
    expect(codeOf("douze")).toBe("GROUP_PRODUCT_PRICE_INVALID price");
    expect(codeOf(Number.NaN)).toBe("GROUP_PRODUCT_PRICE_INVALID price");
    expect(codeOf("-1")).toBe("GROUP_PRODUCT_PRICE_NEGATIVE price");
    expect(codeOf("1,005")).toBe("GROUP_PRODUCT_PRICE_TOO_PRECISE price");
    expect(codeOf("1 000 000 000")).toBe("GROUP_PRODUCT_PRICE_TOO_LARGE price");
  });

  it("gives back the cents it was written from", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_PRICE_CENTS }), (cents) => {
        const euros = `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
        expect(read(euros)).toBe(cents);
      }),
    );
  });
});
