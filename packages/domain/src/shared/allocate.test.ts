import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocate } from "./allocate";
import { toCents } from "./cents";
import { DomainError } from "./errors";

describe("allocate", () => {
  it("hands the leftover cents to the largest remainders, earlier parts first on ties", () => {
    expect(allocate(toCents(100), [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(toCents(-100), [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(toCents(1000), [33.33, 33.33, 33.34])).toEqual([333, 333, 334]);
    expect(allocate(toCents(5), [70, 30])).toEqual([4, 1]); // 3.5 and 1.5: tie, the first gets it
    expect(allocate(toCents(10), [0, 1])).toEqual([0, 10]);
    expect(allocate(toCents(0), [1, 2])).toEqual([0, 0]);
  });

  it("refuses weights that cannot split anything", () => {
    expect(() => allocate(toCents(100), [])).toThrow(DomainError);
    expect(() => allocate(toCents(100), [0, 0])).toThrow("La répartition demande au moins une part positive");
    expect(() => allocate(toCents(100), [1, -1])).toThrow(
      "Une part de répartition ne peut pas être négative",
    );
    expect(() => allocate(toCents(1.5), [1])).toThrow(DomainError);
  });

  it("parts always sum to the whole, each within one cent of its exact share", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }),
        fc
          .array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 12 })
          .filter((w) => w.some((x) => x > 0)),
        (amount, weights) => {
          const parts = allocate(toCents(amount), weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
          const total = weights.reduce((a, b) => a + b, 0);
          parts.forEach((part, i) => {
            expect(Math.abs(part - (amount * (weights[i] ?? 0)) / total)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});
