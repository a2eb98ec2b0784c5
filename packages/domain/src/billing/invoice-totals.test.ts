import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import { computeDocumentTotals } from "../shared/compute-document-totals";
import { exactVatSplit } from "./billing";
import { attributeInvoiceToQuotations, computeInvoiceTotals } from "./invoice-totals";

describe("computeInvoiceTotals", () => {
  it("is the lines' totals when nothing is deducted", () => {
    // 2 × 1 200,00 at 20 % and 25 × 32,50 at 10 %: HT 2 400 + 812,50 = 3 212,50; VAT 480 + 81,25.
    const lines = [
      { quantity: "2", unitPriceCents: toCents(120_000), vatRate: "20" },
      { quantity: "25", unitPriceCents: toCents(3_250), vatRate: "10" },
    ];
    expect(computeInvoiceTotals(lines)).toEqual({
      totalHT: 321_250,
      totalTVA: 56_125,
      totalTTC: 377_375,
      detailTVA: [
        { rate: 10, base: 81_250, tva: 8_125 },
        { rate: 20, base: 240_000, tva: 48_000 },
      ],
    });
  });

  it("deducts an earlier invoice's base and VAT rate by rate, as they were invoiced", () => {
    // The quotation above; a 30 % deposit was 1 132,13 TTC, split by hand over the rates'
    // TTC (2 880,00 and 893,75): 20 % → 864,00 TTC = 720,00 + 144,00; 10 % → 268,13 TTC = 243,75 + 24,38.
    const lines = [
      { quantity: "2", unitPriceCents: toCents(120_000), vatRate: "20" },
      { quantity: "25", unitPriceCents: toCents(3_250), vatRate: "10" },
    ];
    const deposit = [
      { rate: 10, base: 24_375, tva: 2_438 },
      { rate: 20, base: 72_000, tva: 14_400 },
    ];
    const balance = computeInvoiceTotals(lines, [deposit]);
    // 3 773,75 − 1 132,13 = 2 641,62 left, to the cent.
    expect(balance.totalTTC).toBe(264_162);
    expect(balance.detailTVA).toEqual([
      { rate: 10, base: 56_875, tva: 5_687 },
      { rate: 20, base: 168_000, tva: 33_600 },
    ]);
    expect(balance.totalHT).toBe(224_875);
  });

  it("bills exactly what is left, whatever the deposits (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }).map(toCents),
        fc.integer({ min: 1, max: 10_000_000 }).map(toCents),
        fc.integer({ min: 1, max: 99 }),
        (price20, price55, percent) => {
          const lines = [
            { quantity: "1", unitPriceCents: price20, vatRate: "20" },
            { quantity: "1", unitPriceCents: price55, vatRate: "5.5" },
          ];
          const quotation = computeDocumentTotals(lines);
          const depositTTC = Math.round((quotation.totalTTC * percent) / 100);
          const split = exactVatSplit(quotation.detailTVA, toCents(depositTTC));
          const deposit = computeDocumentTotals(
            split.map((part) => ({ quantity: "1", unitPriceCents: part.baseCents, vatRate: part.rate })),
          );
          const balance = computeInvoiceTotals(lines, [deposit.detailTVA]);
          expect(balance.totalTTC + deposit.totalTTC).toBe(quotation.totalTTC);
        },
      ),
    );
  });
});

describe("attributeInvoiceToQuotations", () => {
  it("gives one quotation the whole invoice", () => {
    expect(attributeInvoiceToQuotations(toCents(10_001), [5_000])).toEqual([10_001]);
  });

  it("spreads over several quotations in proportion to what was left, summing to the TTC", () => {
    // 100,00 over lefts 200 and 100: 66,67 and 33,33 (largest remainder gives the odd cent to the first).
    expect(attributeInvoiceToQuotations(toCents(10_000), [20_000, 10_000])).toEqual([6_667, 3_333]);
  });
});
