import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import { type CreditContent, canonicalCreditContent } from "./credit-content";

const party = {
  name: "Triangle",
  address: "1 rue A\n75001 Paris",
  siren: null,
  siret: null,
  vatNumber: null,
};

// 2 × 100,00 HT at 20 % and 1 × 50,00 at 5,5 %: HT 250,00; VAT 40,00 + 2,75; TTC 292,75.
const content: CreditContent = {
  reference: "AV-TRI-2026-00001",
  state: "CREDIT_STATE_VALIDATED",
  creditDate: "2026-11-20",
  title: "Avoir sur la facture FA-TRI-2026-00042",
  comment: "",
  invoiceHeadName: "Client",
  invoiceAddress: "2 rue B",
  totalHtCents: toCents(25_000),
  totalTvaCents: toCents(4_275),
  totalTtcCents: toCents(29_275),
  detailTva: [
    { rate: 20, base: 20_000, tva: 4_000 },
    { rate: 5.5, base: 5_000, tva: 275 },
  ],
  lines: [
    {
      name: "Remise",
      description: "",
      quantity: "2.000",
      unity: "UNITY_UNITY",
      unitPriceCents: toCents(10_000),
      vatRate: "20.00",
      discountPercent: "0.00",
      indexOrder: "1.00",
      hidden: false,
      baseHtCents: toCents(20_000),
      totalHtCents: toCents(20_000),
    },
  ],
  invoice: { reference: "FA-TRI-2026-00042", invoiceDate: "2026-11-02" },
  parties: {
    seller: {
      ...party,
      legalForm: "SAS",
      shareCapital: "10 000 €",
      rcs: "Paris",
      vatOnDebits: false,
      bankDetails: "",
      latePenaltyTerms: "",
      earlyPaymentTerms: "",
      terms: "",
      footer: "",
    },
    buyer: party,
  },
};

describe("canonicalCreditContent", () => {
  it("sorts keys and rates, writes decimals without trailing zeros, cents as integers, the invoice by number", () => {
    const text = canonicalCreditContent(content);
    expect(
      text.startsWith('{"comment":"","creditDate":"2026-11-20","detailTva":[{"baseCents":5000,"rate":"5.5"'),
    ).toBe(true);
    expect(text).toContain('"invoice":{"invoiceDate":"2026-11-02","reference":"FA-TRI-2026-00042"}');
    expect(text).toContain('"quantity":"2"');
    expect(text).toContain('"totalTtcCents":29275');
    expect(JSON.parse(text).lines[0]).toMatchObject({ vatRate: "20", discountPercent: "0", indexOrder: "1" });
  });

  it("gives the same text whatever the order of the rates, another when one cent or one word changes", () => {
    const same = canonicalCreditContent({ ...content, detailTva: [...content.detailTva].reverse() });
    expect(same).toBe(canonicalCreditContent(content));
    expect(canonicalCreditContent({ ...content, totalTtcCents: toCents(29_276) })).not.toBe(same);
    expect(canonicalCreditContent({ ...content, title: "Avoir" })).not.toBe(same);
    expect(canonicalCreditContent({ ...content, invoice: null })).toContain('"invoice":null');
  });

  it("is the same for any decimal spelling of a quantity (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 3 }), (units, zeros) => {
        const spelled = `${units}.${"0".repeat(zeros)}`.replace(/\.$/, "");
        const withQuantity = (quantity: string) =>
          canonicalCreditContent({
            ...content,
            lines: [{ ...content.lines[0], quantity } as CreditContent["lines"][0]],
          });
        expect(withQuantity(spelled)).toBe(withQuantity(String(units)));
      }),
    );
  });
});
