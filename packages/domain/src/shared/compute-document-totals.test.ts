import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computePurchaseTotals } from "../proposals/compute-purchase-totals";
import { toCents } from "./cents";
import { computeDocumentTotals, computeLine, type DocumentLine } from "./compute-document-totals";
import { DomainError } from "./errors";

describe("computeLine", () => {
  it("multiplies exact decimals: 1,005 × 1,00 € is 1,01 €", () => {
    expect(computeLine({ quantity: 1.005, unitPriceCents: toCents(100), vatRate: 20 })).toEqual({
      baseHT: 101,
      totalHT: 101,
    });
  });

  it("applies the discount to the rounded base", () => {
    // 3 × 19,99 = 59,97 ; less 10 % = 53,973 → 53,97
    expect(
      computeLine({ quantity: 3, unitPriceCents: toCents(1999), vatRate: 20, discountPercent: 10 }),
    ).toEqual({
      baseHT: 5997,
      totalHT: 5397,
    });
    expect(
      computeLine({ quantity: "2", unitPriceCents: toCents(1000), vatRate: 20, discountPercent: 100 })
        .totalHT,
    ).toBe(0);
    expect(
      computeLine({ quantity: 1, unitPriceCents: toCents(1000), vatRate: 20, discountPercent: "12.5" })
        .totalHT,
    ).toBe(875);
    expect(computeLine({ quantity: 1, unitPriceCents: toCents(-5000), vatRate: 20 }).totalHT).toBe(-5000);
  });

  it("refuses a discount above 100, a negative quantity, an impossible VAT rate", () => {
    expect(() =>
      computeLine({ quantity: 1, unitPriceCents: toCents(100), vatRate: 20, discountPercent: 100.01 }),
    ).toThrow("La remise doit être comprise entre 0 et 100 %");
    expect(() =>
      computeLine({ quantity: 1, unitPriceCents: toCents(100), vatRate: 20, discountPercent: -1 }),
    ).toThrow(DomainError);
    expect(() => computeLine({ quantity: -1, unitPriceCents: toCents(100), vatRate: 20 })).toThrow(
      "La quantité ne peut pas être négative",
    );
    expect(() => computeLine({ quantity: 1, unitPriceCents: toCents(100), vatRate: 120 })).toThrow(
      "Le taux de TVA doit être compris entre 0 et 100 %",
    );
    expect(() => computeLine({ quantity: 1, unitPriceCents: toCents(10.5), vatRate: 20 })).toThrow(
      DomainError,
    );
    expect(() => computeLine({ quantity: Number.NaN, unitPriceCents: toCents(100), vatRate: 20 })).toThrow(
      DomainError,
    );
  });
});

describe("computeDocumentTotals", () => {
  it("totals by hand: two rates, a discount and a hidden pack line", () => {
    const totals = computeDocumentTotals([
      { quantity: 3, unitPriceCents: toCents(1999), vatRate: 20, discountPercent: 10 }, // 53,97
      { quantity: 2.5, unitPriceCents: toCents(1000), vatRate: 5.5 }, // 25,00
      { quantity: 1, unitPriceCents: toCents(333), vatRate: 20, hidden: true }, // 3,33, counted
    ]);
    // 20 %: base 57,30 → TVA 11,46 ; 5,5 %: base 25,00 → 1,375 → 1,38
    expect(totals).toEqual({
      totalHT: 8230,
      totalTVA: 1284,
      totalTTC: 9514,
      detailTVA: [
        { rate: 5.5, base: 2500, tva: 138 },
        { rate: 20, base: 5730, tva: 1146 },
      ],
    });
  });

  it("rounds VAT on the sum of a rate's lines, not line by line", () => {
    const lines = [1, 2, 3].map(() => ({ quantity: 1, unitPriceCents: toCents(5), vatRate: 10 }));
    // per line 0,5 ct → 1 each = 3 ; on the sum 15 ct × 10 % = 1,5 → 2
    expect(computeDocumentTotals(lines).totalTVA).toBe(2);
  });

  it("merges rates written differently and gives zeros for no lines", () => {
    const totals = computeDocumentTotals([
      { quantity: 1, unitPriceCents: toCents(1000), vatRate: 20 },
      { quantity: 1, unitPriceCents: toCents(1000), vatRate: "20.0" },
    ]);
    expect(totals.detailTVA).toEqual([{ rate: 20, base: 2000, tva: 400 }]);
    expect(computeDocumentTotals([])).toEqual({ totalHT: 0, totalTVA: 0, totalTTC: 0, detailTVA: [] });
  });

  const line = fc.record({
    quantity: fc.integer({ min: 0, max: 100_000 }).map((n) => n / 1000),
    unitPriceCents: fc.integer({ min: -1_000_000, max: 10_000_000 }).map(toCents),
    vatRate: fc.constantFrom(0, 2.1, 5.5, 10, 20),
    discountPercent: fc.option(
      fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
      { nil: undefined },
    ),
    hidden: fc.boolean(),
  });

  it("TTC = HT + TVA and the VAT detail sums to the totals", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines: DocumentLine[]) => {
        const totals = computeDocumentTotals(lines);
        expect(totals.totalTTC).toBe(totals.totalHT + totals.totalTVA);
        expect(totals.detailTVA.reduce((sum, d) => sum + d.base, 0)).toBe(totals.totalHT);
        expect(totals.detailTVA.reduce((sum, d) => sum + d.tva, 0)).toBe(totals.totalTVA);
        expect(totals.totalHT).toBe(lines.reduce((sum, l) => sum + computeLine(l).totalHT, 0));
      }),
    );
  });
});

describe("computePurchaseTotals", () => {
  it("adds each line's fees at their own rate", () => {
    const totals = computePurchaseTotals([
      {
        quantity: 10,
        unitPriceCents: toCents(250),
        vatRate: 5.5,
        discountPercent: 0,
        fees: [{ name: "Livraison", quantity: 1, unitPriceCents: toCents(1500), tva: 20 }],
      },
      { quantity: 1, unitPriceCents: toCents(10000), vatRate: 20, discountPercent: 5 },
    ]);
    // 5,5 %: 25,00 → 1,375 → 1,38 ; 20 %: 15,00 + 95,00 = 110,00 → 22,00
    expect(totals.lines).toEqual([
      { baseHT: 2500, totalHT: 2500, feesHT: 1500, fees: [{ name: "Livraison", totalHT: 1500 }] },
      { baseHT: 10000, totalHT: 9500, feesHT: 0, fees: [] },
    ]);
    expect(totals.totalHT).toBe(13500);
    expect(totals.totalTVA).toBe(138 + 2200);
    expect(totals.totalTTC).toBe(13500 + 2338);
  });

  it("refuses a fee with a negative quantity", () => {
    expect(() =>
      computePurchaseTotals([
        {
          quantity: 1,
          unitPriceCents: toCents(1),
          vatRate: 20,
          fees: [{ name: "x", quantity: -2, unitPriceCents: toCents(1), tva: 20 }],
        },
      ]),
    ).toThrow(DomainError);
  });
});
