import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import {
  advanceInvoiceLines,
  advanceLinesTTC,
  exactVatSplit,
  isQuotationInvoiceable,
  planBilling,
} from "./billing";

// The sample quotation worked by hand: 2 400,00 HT at 20 % (VAT 480,00) and 812,50 HT at 10 %
// (VAT 81,25): TTC 2 880,00 + 893,75 = 3 773,75.
const SAMPLE = [
  { rate: 10, base: 81_250, tva: 8_125 },
  { rate: 20, base: 240_000, tva: 48_000 },
];

describe("exactVatSplit", () => {
  it("splits a 30 % deposit (1 132,13) in proportion to each rate's TTC", () => {
    // By hand: 1 132,13 × 893,75 / 3 773,75 = 268,129… and × 2 880 / 3 773,75 = 864,000…; the spare
    // cent goes to the larger remainder (10 %): 268,13 and 864,00. 268,13 / 1,1 = 243,75 (VAT 24,375
    // → 24,38); 864,00 / 1,2 = 720,00 (VAT 144,00).
    expect(exactVatSplit(SAMPLE, toCents(113_213))).toEqual([
      { rate: 10, baseCents: toCents(24_375), tvaCents: toCents(2_438) },
      { rate: 20, baseCents: toCents(72_000), tvaCents: toCents(14_400) },
    ]);
  });

  it("moves a cent between rates when a part has no base", () => {
    // 0,05 over TTC weights 1,20 (20 %) and 1,10 (10 %) → 0,03 and 0,02. At 20 % no base gives 0,03
    // (0,02 → 0,02; 0,03 → 0,03 + 0,006 → 0,04): 0,04 at 20 % (base 0,03) and 0,01 at 10 % (base 0,01).
    const detail = [
      { rate: 20, base: 100, tva: 20 },
      { rate: 10, base: 100, tva: 10 },
    ];
    expect(exactVatSplit(detail, toCents(5))).toEqual([
      { rate: 20, baseCents: toCents(3), tvaCents: toCents(1) },
      { rate: 10, baseCents: toCents(1), tvaCents: toCents(0) },
    ]);
  });

  it("bills a cent less, never more, when one rate alone cannot give the amount", () => {
    // At 20 %, 0,03 TTC has no base: the base 0,02 (TTC 0,02) is kept.
    expect(exactVatSplit([{ rate: 20, base: 1_000, tva: 200 }], toCents(3))).toEqual([
      { rate: 20, baseCents: toCents(2), tvaCents: toCents(0) },
    ]);
  });

  it("never passes the amount and misses it by at most a cent per rate", () => {
    const rates = fc.constantFrom(0, 2.1, 5.5, 10, 20);
    const detail = fc.uniqueArray(fc.record({ rate: rates, base: fc.integer({ min: 1, max: 10_000_000 }) }), {
      minLength: 1,
      maxLength: 4,
      selector: (d) => d.rate,
    });
    fc.assert(
      fc.property(detail, fc.integer({ min: 1, max: 50_000_000 }), (rows, amount) => {
        const details = rows.map((row) => ({ ...row, tva: Math.round((row.base * row.rate) / 100) }));
        const total = exactVatSplit(details, toCents(amount)).reduce(
          (sum, s) => sum + s.baseCents + s.tvaCents,
          0,
        );
        expect(total).toBeLessThanOrEqual(amount);
        expect(amount - total).toBeLessThanOrEqual(rows.length);
      }),
    );
  });
});

describe("advanceInvoiceLines", () => {
  it("names one line per rate after the type, the percent and the quotation", () => {
    const lines = advanceInvoiceLines({
      type: "TYPE_ADVANCE",
      percent: 30,
      quotationReference: "DE-TRI-2026-00001",
      detailTVA: SAMPLE,
      amountCents: toCents(113_213),
    });
    expect(lines).toEqual([
      {
        name: "Acompte de 30\u00a0% sur le devis DE-TRI-2026-00001 (TVA 10\u00a0%)",
        quantity: "1",
        unitPriceCents: toCents(24_375),
        vatRate: "10",
      },
      {
        name: "Acompte de 30\u00a0% sur le devis DE-TRI-2026-00001 (TVA 20\u00a0%)",
        quantity: "1",
        unitPriceCents: toCents(72_000),
        vatRate: "20",
      },
    ]);
    expect(advanceLinesTTC(lines)).toBe(113_213);
  });

  it("writes a partial invoice's line without the rate when the quotation has one", () => {
    const [line] = advanceInvoiceLines({
      type: "TYPE_MONTHLY",
      percent: 12.5,
      quotationReference: "DE-X-2026-00002",
      detailTVA: [{ rate: 20, base: 100_000, tva: 20_000 }],
      amountCents: toCents(15_000),
    });
    // 150,00 TTC at 20 % → 125,00 HT.
    expect(line).toEqual({
      name: "Facturation partielle de 12,5\u00a0% sur le devis DE-X-2026-00002",
      quantity: "1",
      unitPriceCents: toCents(12_500),
      vatRate: "20",
    });
  });
});

describe("isQuotationInvoiceable", () => {
  it("wants ACCEPTED or BILLED, a total HT above 0 and something left", () => {
    const open = {
      state: "QUOTATION_STATE_BILLED" as const,
      totalHtCents: toCents(100),
      leftCents: toCents(1),
    };
    expect(isQuotationInvoiceable(open)).toBe(true);
    expect(isQuotationInvoiceable({ ...open, state: "QUOTATION_STATE_DONE" })).toBe(false);
    expect(isQuotationInvoiceable({ ...open, totalHtCents: toCents(0) })).toBe(false);
    expect(isQuotationInvoiceable({ ...open, leftCents: toCents(0) })).toBe(false);
  });
});

describe("planBilling", () => {
  const quotation = {
    state: "QUOTATION_STATE_ACCEPTED" as const,
    totalTTCCents: toCents(377_375),
    billedCents: toCents(0),
  };

  it("plans a deposit by percent typed the French way, or by amount", () => {
    // 12,5 % of 3 773,75 = 471,71875 → 471,72.
    expect(planBilling(quotation, { type: "TYPE_ADVANCE", percent: "12,5" })).toEqual({
      type: "TYPE_ADVANCE",
      amountCents: toCents(47_172),
      percent: 12.5,
    });
    // 1 000,00 / 3 773,75 = 26,4988… % → 26,50 %.
    expect(
      planBilling(quotation, { type: "TYPE_ADVANCE", percent: "99", amountCents: toCents(100_000) }),
    ).toEqual({
      type: "TYPE_ADVANCE",
      amountCents: toCents(100_000),
      percent: 26.5,
    });
  });

  it("refuses a request without percent nor amount, and a deposit on a DONE quotation", () => {
    expect(() => planBilling(quotation, { type: "TYPE_MONTHLY", percent: " " })).toThrow(
      "Saisissez le pourcentage ou le montant à facturer",
    );
    expect(() =>
      planBilling(
        { ...quotation, state: "QUOTATION_STATE_DONE" },
        { type: "TYPE_ADVANCE", amountCents: toCents(100) },
      ),
    ).toThrow(/Une facture d'acompte ne peut pas être créée/);
  });
});
