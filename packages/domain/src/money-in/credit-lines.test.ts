import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import { formatEuros } from "../shared/french-format";
import {
  type CopiedLine,
  computeCreditTotals,
  creditLinesFromInvoice,
  creditTitleForInvoice,
} from "./credit-lines";
import { creditSearchText } from "./credit-search-text";

const line = (overrides: Partial<CopiedLine>): CopiedLine => ({
  triangleProductId: null,
  name: "Animation",
  description: "",
  quantity: "1",
  unitPriceCents: toCents(0),
  unity: "UNITY_UNITY",
  vatRate: "20",
  discountPercent: "0",
  indexOrder: "1",
  hidden: false,
  ...overrides,
});

// The sample quotation billed whole: 2 × 1 200,00 at 20 % and 25 × 32,50 at 10 % →
// HT 2 400,00 + 812,50; VAT 480,00 + 81,25; TTC 3 773,75.
const SAMPLE = [
  line({
    name: "Animation",
    quantity: "2",
    unitPriceCents: toCents(120_000),
    vatRate: "20",
    indexOrder: "1",
  }),
  line({
    name: "Repas",
    quantity: "25",
    unitPriceCents: toCents(3_250),
    vatRate: "10",
    indexOrder: "2",
    hidden: true,
  }),
];

describe("a credit created from an invoice", () => {
  it("is titled after the invoice's number", () => {
    expect(creditTitleForInvoice("FA-TRI-2026-00042")).toBe("Avoir sur la facture FA-TRI-2026-00042");
  });

  it("copies every line when nothing else was credited on the invoice", () => {
    const copy = creditLinesFromInvoice(
      { totalTtcCents: toCents(377_375), lines: SAMPLE, deductions: [] },
      [],
    );
    expect(copy).toEqual(SAMPLE);
    expect(computeCreditTotals(copy).totalTTC).toBe(377_375);
  });

  it("gives a balance invoice's deductions back as negative lines, one per invoice and rate", () => {
    // A 30 % deposit deducted: 720,00 at 20 % and 243,75 at 10 %; the balance's VAT at 10 % is
    // 81,25 − 24,38 = 56,87 while 568,75 × 10 % rounds to 56,88: the copy passes by a cent.
    const deposit = {
      reference: "FA-TRI-2026-00001",
      detailTva: [
        { rate: 20, base: 72_000, tva: 14_400 },
        { rate: 10, base: 24_375, tva: 2_438 },
      ],
    };
    const balanceTtc = 377_375 - 113_213;
    const copy = creditLinesFromInvoice(
      { totalTtcCents: toCents(balanceTtc + 1), lines: SAMPLE, deductions: [deposit] },
      [],
    );
    expect(copy.slice(2)).toEqual([
      expect.objectContaining({
        name: "Déduction de la facture FA-TRI-2026-00001 (TVA 20 %)",
        unitPriceCents: toCents(-72_000),
        vatRate: "20",
        quantity: "1",
        indexOrder: "3",
      }),
      expect.objectContaining({ unitPriceCents: toCents(-24_375), vatRate: "10", indexOrder: "4" }),
    ]);
    // 1 680,00 + 336,00 + 568,75 + 56,88 = 2 641,63.
    expect(computeCreditTotals(copy).totalTTC).toBe(264_163);
    // At the invoice's real TTC (2 641,62) the cent does not fit: every quantity comes as 0.
    const zeroed = creditLinesFromInvoice(
      { totalTtcCents: toCents(balanceTtc), lines: SAMPLE, deductions: [deposit] },
      [],
    );
    expect(zeroed.map((copied) => copied.quantity)).toEqual(["0", "0", "0", "0"]);
    expect(zeroed.map((copied) => copied.name)).toEqual(copy.map((copied) => copied.name));
  });

  it("copies the lines with quantity 0 when earlier credits leave less than the whole", () => {
    const copy = creditLinesFromInvoice({ totalTtcCents: toCents(377_375), lines: SAMPLE, deductions: [] }, [
      toCents(10_000),
    ]);
    expect(copy.map((copied) => copied.quantity)).toEqual(["0", "0"]);
    expect(copy.map((copied) => copied.unitPriceCents)).toEqual([120_000, 3_250]);
  });

  it("is refused when the invoice is already wholly credited", () => {
    expect(() =>
      creditLinesFromInvoice({ totalTtcCents: toCents(377_375), lines: SAMPLE, deductions: [] }, [
        toCents(300_000),
        toCents(77_375),
      ]),
    ).toThrow(
      `Cette facture est déjà entièrement couverte par ses avoirs (${formatEuros(377_375)}) : il ne reste rien à créditer`,
    );
  });

  it("never gives back more than the invoice still carries (property)", () => {
    const arbitraryLine = fc.record({
      quantity: fc.integer({ min: 0, max: 50 }).map(String),
      unitPriceCents: fc.integer({ min: 0, max: 500_000 }).map(toCents),
      vatRate: fc.constantFrom("0", "5.5", "10", "20"),
      discountPercent: fc.constantFrom("0", "10", "33.33"),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryLine, { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 200_000 }).map(toCents), { maxLength: 3 }),
        (drawn, others) => {
          const lines = drawn.map((fields, index) => line({ ...fields, indexOrder: String(index + 1) }));
          const invoiceTtc = computeCreditTotals(lines).totalTTC;
          const left = invoiceTtc - others.reduce((sum, ttc) => sum + ttc, 0);
          if (left <= 0) {
            expect(() =>
              creditLinesFromInvoice({ totalTtcCents: toCents(invoiceTtc), lines, deductions: [] }, others),
            ).toThrow();
            return;
          }
          const copy = creditLinesFromInvoice(
            { totalTtcCents: toCents(invoiceTtc), lines, deductions: [] },
            others,
          );
          expect(copy).toHaveLength(lines.length);
          expect(computeCreditTotals(copy).totalTTC).toBeLessThanOrEqual(left);
        },
      ),
    );
  });
});

describe("a credit's search text", () => {
  it("holds the reference, title, billing name, client, issuer and invoice, lower case and without accents", () => {
    expect(
      creditSearchText({
        reference: "AV-TRI-2026-00003",
        title: "Geste Commercial",
        invoiceHeadName: "Société Générale d'Événements",
        clientName: "SGE",
        issuerName: "Triangle Évasion",
        invoiceReference: "FA-TRI-2026-00042",
      }),
    ).toBe(
      "av-tri-2026-00003 geste commercial societe generale d'evenements sge triangle evasion fa-tri-2026-00042",
    );
    expect(
      creditSearchText({
        reference: null,
        title: "",
        invoiceHeadName: "",
        clientName: "Lumière",
        issuerName: "Tri",
        invoiceReference: null,
      }),
    ).toBe("lumiere tri");
  });
});
