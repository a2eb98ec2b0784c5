import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import {
  canonicalDecimal,
  canonicalInvoiceContent,
  type InvoiceContent,
  stableStringify,
} from "./canonical-content";

const party = {
  name: "Triangle",
  address: "1 rue A\n75001 Paris",
  siren: null,
  siret: null,
  vatNumber: null,
};

// The sample quotation billed whole, worked by hand: HT 3 212,50; VAT 480,00 + 81,25; TTC 3 773,75.
const content: InvoiceContent = {
  reference: "FA-TRI-2026-00001",
  type: "TYPE_SOLD",
  state: "STATE_VALIDATED",
  invoiceDate: "2026-11-20",
  serviceDate: null,
  eligibleAt: "2026-12-20",
  paymentMode: 30,
  operationCategory: "SERVICES",
  title: "Séminaire",
  invoiceHeadName: "Client",
  invoiceAddress: "2 rue B",
  deliveryAddress: "",
  comment: "",
  totalHtCents: toCents(321_250),
  totalTvaCents: toCents(56_125),
  totalTtcCents: toCents(377_375),
  detailTva: [
    { rate: 20, base: 240_000, tva: 48_000 },
    { rate: 5.5, base: 81_250, tva: 8_125 },
  ],
  lines: [
    {
      name: "Animation",
      description: "",
      quantity: "2.000",
      unity: "UNITY_UNITY",
      unitPriceCents: toCents(120_000),
      vatRate: "20.00",
      discountPercent: "0.00",
      indexOrder: "1.00",
      hidden: false,
      baseHtCents: toCents(240_000),
      totalHtCents: toCents(240_000),
    },
  ],
  deductions: [
    { reference: "FA-TRI-2026-00002", totalTtcCents: toCents(100) },
    { reference: "FA-TRI-2026-00001", totalTtcCents: toCents(200) },
  ],
  quotations: [{ reference: "DE-TRI-2026-00001", amountCents: toCents(377_375) }],
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

describe("canonicalInvoiceContent", () => {
  it("sorts keys, rates and deductions, writes decimals without trailing zeros and cents as integers", () => {
    const text = canonicalInvoiceContent(content);
    expect(text.startsWith('{"comment":"","deductions":[{"reference":"FA-TRI-2026-00001"')).toBe(true);
    expect(text).toContain('"detailTva":[{"baseCents":81250,"rate":"5.5","tvaCents":8125},');
    expect(text).toContain('"quantity":"2"');
    expect(text).toContain('"vatRate":"20"');
    expect(text).toContain('"totalTtcCents":377375');
    expect(JSON.parse(text).lines[0].indexOrder).toBe("1");
  });

  it("gives the same text whatever the order of deductions and rates", () => {
    const reordered = {
      ...content,
      deductions: [...content.deductions].reverse(),
      detailTva: [...content.detailTva].reverse(),
    };
    expect(canonicalInvoiceContent(reordered)).toBe(canonicalInvoiceContent(content));
  });

  it("changes when one cent changes", () => {
    expect(canonicalInvoiceContent({ ...content, totalTtcCents: toCents(377_376) })).not.toBe(
      canonicalInvoiceContent(content),
    );
  });

  it("refuses a float amount", () => {
    expect(() => stableStringify({ amount: 12.5 })).toThrow();
  });

  it("normalises decimals", () => {
    expect(canonicalDecimal("2.500")).toBe("2.5");
    expect(canonicalDecimal("20.00")).toBe("20");
    expect(canonicalDecimal("100")).toBe("100");
  });

  it("is independent of key order (property)", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.integer(), fc.string(), fc.boolean())), (record) => {
        const reversed = Object.fromEntries(Object.entries(record).reverse());
        expect(stableStringify(reversed)).toBe(stableStringify(record));
        expect(JSON.parse(stableStringify(record))).toEqual(JSON.parse(JSON.stringify(record)));
      }),
    );
  });
});
