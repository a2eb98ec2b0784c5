import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import { computeDocumentTotals } from "../shared/compute-document-totals";
import { baseForTtc, readCreditAmountTtc, spreadCreditAmount, ttcOfBase } from "./credit-amount";

describe("'Créditer un montant'", () => {
  it("reads an amount TTC typed the French way, or a percentage of the invoice's TTC", () => {
    expect(readCreditAmountTtc({ amount: "100,00" }, toCents(264_162))).toBe(10_000);
    expect(readCreditAmountTtc({ amount: 1234.5 }, toCents(264_162))).toBe(123_450);
    // By hand: 10 % of 1 132,13 = 113,213 → 113,21 (half-up).
    expect(readCreditAmountTtc({ percent: "10" }, toCents(113_213))).toBe(11_321);
    // 12,5 % of 1 132,13 = 141,51625 → 141,52.
    expect(readCreditAmountTtc({ percent: "12,5" }, toCents(113_213))).toBe(14_152);
    expect(readCreditAmountTtc({ percent: 100 }, toCents(113_213))).toBe(113_213);
  });

  it("refuses nothing, both, 'abc', 0, a negative amount and a percentage outside ]0, 100]", () => {
    const refused = (request: Parameters<typeof readCreditAmountTtc>[0]) => {
      try {
        readCreditAmountTtc(request, toCents(10_000));
      } catch (error) {
        return (error as Error).message;
      }
      return "accepted";
    };
    expect(refused({})).toBe("Saisissez le montant TTC à créditer ou un pourcentage de la facture");
    expect(refused({ amount: "5", percent: "5" })).toBe(
      "Saisissez un montant ou un pourcentage, pas les deux",
    );
    expect(refused({ amount: "abc" })).toBe(
      "Le montant à créditer « abc » n'est pas un montant positif (par exemple 100,00)",
    );
    expect(refused({ amount: "0" })).toBe(
      "Le montant à créditer « 0 » n'est pas un montant positif (par exemple 100,00)",
    );
    expect(refused({ amount: "-5" })).toMatch(/n'est pas un montant positif/);
    expect(refused({ percent: "0" })).toBe("Le pourcentage « 0 » n'est pas compris entre 0 (exclu) et 100");
    expect(refused({ percent: "120" })).toBe(
      "Le pourcentage « 120 » n'est pas compris entre 0 (exclu) et 100",
    );
    expect(refused({ percent: "dix" })).toBe(
      "Le pourcentage « dix » n'est pas compris entre 0 (exclu) et 100",
    );
  });

  it("finds the HT base of a TTC at one rate", () => {
    // By hand: 100,00 TTC at 20 % → 83,33 HT + 16,67 TVA (16,666 rounded half-up) = 100,00.
    expect(baseForTtc(toCents(10_000), 20)).toBe(8_333);
    // 110,00 TTC at 10 % → 100,00 HT + 10,00 TVA.
    expect(baseForTtc(toCents(11_000), 10)).toBe(10_000);
    // 0,06 TTC at 20 %: 0,05 HT gives 0,05 + 0,01 = 0,06.
    expect(baseForTtc(toCents(6), 20)).toBe(5);
    // 0,05 TTC at 20 % is reached by no base (0,04 → 0,05; 0,05 → 0,06): 0,04 HT, one cent below.
    expect(ttcOfBase(toCents(baseForTtc(toCents(5), 20)), 20)).toBe(5);
    expect(baseForTtc(toCents(1), 20)).toBe(1);
  });

  it("spreads 100,00 TTC over a balance invoice's two rates in proportion to each rate's TTC", () => {
    // The balance invoice: 20 % bucket 480,00 HT + 96,00 TVA = 576,00; 10 % bucket 568,75 + 56,87 = 625,62.
    // Shares of 100,00 by 576,00 : 625,62 → 47,93… and 52,06…: largest remainder gives 47,94 + 52,06.
    const parts = spreadCreditAmount(toCents(10_000), [
      { rate: 10, base: 56_875, tva: 5_687 },
      { rate: 20, base: 48_000, tva: 9_600 },
    ]);
    // 10 %: 52,06 TTC → 47,33 HT + 4,73 TVA = 52,06. 20 %: 47,94 TTC → 39,95 HT + 7,99 TVA = 47,94.
    expect(parts).toEqual([
      { rate: 10, baseCents: toCents(4_733), ttcCents: toCents(5_206) },
      { rate: 20, baseCents: toCents(3_995), ttcCents: toCents(4_794) },
    ]);
    const lines = parts.map((part) => ({
      quantity: "1",
      unitPriceCents: part.baseCents,
      vatRate: part.rate,
    }));
    expect(computeDocumentTotals(lines).totalTTC).toBe(10_000);
  });

  it("skips a rate with nothing to credit, and refuses an invoice with nothing at all", () => {
    expect(
      spreadCreditAmount(toCents(12_000), [
        { rate: 5.5, base: 0, tva: 0 },
        { rate: 20, base: 50_000, tva: 10_000 },
      ]),
    ).toEqual([{ rate: 20, baseCents: toCents(10_000), ttcCents: toCents(12_000) }]);
    expect(() => spreadCreditAmount(toCents(100), [])).toThrow(
      "Cette facture n'a aucun montant TTC positif à créditer",
    );
  });

  it("property: the credit's TTC is the amount asked, or one cent below; no base is negative", () => {
    const rate = fc.constantFrom(0, 2.1, 5.5, 10, 20);
    const detail = fc.record({ rate, base: fc.integer({ min: 0, max: 10_000_000 }) });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.uniqueArray(detail, { minLength: 1, maxLength: 4, selector: (entry) => entry.rate }),
        (ttc, details) => {
          const vat = details.map((entry) => ({
            ...entry,
            tva: ttcOfBase(toCents(entry.base), entry.rate) - entry.base,
          }));
          if (vat.every((entry) => entry.base === 0)) return;
          const parts = spreadCreditAmount(toCents(ttc), vat);
          const lines = parts.map((part) => ({
            quantity: "1",
            unitPriceCents: part.baseCents,
            vatRate: part.rate,
          }));
          const total = computeDocumentTotals(lines).totalTTC;
          expect(total).toBeLessThanOrEqual(ttc);
          expect(total).toBeGreaterThanOrEqual(ttc - 1);
          expect(parts.reduce((sum, part) => sum + part.ttcCents, 0)).toBe(total);
          for (const part of parts) expect(part.baseCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
