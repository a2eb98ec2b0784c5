import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import { EINVOICE_SAMPLES } from "./samples";
import type { EInvoiceSource } from "./source";
import {
  CREDIT_NOTE_PAYMENT_TERMS,
  DEFAULT_ZERO_RATE,
  NO_EARLY_PAYMENT_DISCOUNT,
  toEInvoice,
} from "./to-einvoice";

const {
  threeRatesWithDiscount,
  firstDeposit,
  balanceAfterTwoDeposits,
  exemptLine,
  creditNote,
  reverseChargeWithDeduction,
} = EINVOICE_SAMPLES;

describe("an invoice with three VAT rates and a discount as EN 16931", () => {
  const model = toEInvoice(threeRatesWithDiscount);

  it("is a commercial invoice (380) of mixed goods and services (BT-23 M1), in euros", () => {
    expect(model.typeCode).toBe("380");
    expect(model.businessProcess).toBe("M1");
    expect(model.specificationId).toBe("urn:cen.eu:en16931:2017");
    expect(model.currency).toBe("EUR");
    expect(model.number).toBe("FA-TEV-2026-00010");
    expect(model.dueDate).toBe("2026-12-20");
    expect(model.paymentTerms).toBe("30 jours");
    expect(model.deliveryDate).toBe("2026-11-18");
    expect(model.buyerReference).toBe("SERVICE-ACHATS-42");
    expect(model.orderReference).toBe("BC-2026-0917");
  });

  it("carries the discount as a line allowance: 2 × 1 250.00 = 2 500.00 less 10 % = 2 250.00", () => {
    // Worked out by hand: base 2 500.00, allowance 250.00, net 2 250.00; the price stays 1 250.00.
    expect(model.lines[0]).toEqual({
      id: "1",
      name: "Audit de sécurité",
      quantity: "2",
      unitCode: "DAY",
      netPriceCents: 125_000,
      netAmountCents: 225_000,
      allowance: {
        amountCents: 25_000,
        baseAmountCents: 250_000,
        percent: "10",
        reasonCode: "95",
        reason: "Remise",
      },
      vatCategory: "S",
      vatRate: "20",
    });
    // 1.5 days × 480.00 = 720.00, no allowance; a plain unit is C62.
    expect(model.lines[1]).toMatchObject({ quantity: "1.5", netAmountCents: 72_000, allowance: null });
    expect(model.lines[2]?.unitCode).toBe("C62");
  });

  it("breaks the VAT down per rate, each rounded on its base as the PDF does", () => {
    // By hand: 5.5 % of 74.70 = 4.1085 → 4.11; 10 % of 85.00 = 8.50; 20 % of 2 970.00 = 594.00.
    expect(
      model.vatBreakdown.map((b) => [b.category, b.rate, b.taxableAmountCents, b.taxAmountCents]),
    ).toEqual([
      ["S", "5.5", 7_470, 411],
      ["S", "10", 8_500, 850],
      ["S", "20", 297_000, 59_400],
    ]);
    // HT 3 129.70, VAT 606.61, TTC 3 736.31, nothing prepaid.
    expect(model.totals).toEqual({
      lineNetTotalCents: 312_970,
      taxExclusiveCents: 312_970,
      taxTotalCents: 60_661,
      taxInclusiveCents: 373_631,
      prepaidCents: 0,
      payableCents: 373_631,
    });
  });

  it("identifies both parties by SIREN, SIRET, VAT number and a SIREN-based electronic address", () => {
    expect(model.seller).toMatchObject({
      siren: "732829320",
      siret: "73282932000074",
      vatNumber: "FR44732829320",
      electronicAddress: { value: "732829320", scheme: "0225" },
      address: {
        lines: ["12 rue des Lilas", "Bâtiment B"],
        postalCode: "75011",
        city: "Paris",
        countryCode: "FR",
      },
    });
    expect(model.buyer.electronicAddress).toEqual({ value: "552081317", scheme: "0225" });
  });

  it("gives the delivery address when it differs from the billing one, and the bank details", () => {
    expect(model.deliverTo).toEqual({
      lines: ["Site de Saint-Denis", "5 rue du Port"],
      postalCode: "93200",
      city: "Saint-Denis",
      countryCode: "FR",
    });
    expect(model.paymentMeans).toEqual({
      typeCode: "58",
      iban: "FR7630006000011234567890189",
      bic: "AGRIFRPP",
    });
  });

  it("writes the notes the French rules require, the comment first", () => {
    expect(model.notes.map((note) => note.subjectCode)).toEqual(["AAI", "PMT", "PMD", "AAB", "BAR"]);
    expect(model.notes[1]?.text).toBe("Indemnité forfaitaire pour frais de recouvrement : 40 €");
    expect(model.notes[2]?.text).toBe("Taux des pénalités de retard : 3 fois le taux d'intérêt légal");
    expect(model.notes[3]?.text).toBe(NO_EARLY_PAYMENT_DISCOUNT);
    expect(model.notes[4]?.text).toBe("B2B");
    expect(model.vatPointDateCode).toBeNull();
  });
});

describe("deposits and the balance that deducts them", () => {
  it("a deposit is a prepayment invoice (386)", () => {
    const model = toEInvoice(firstDeposit);
    expect(model.typeCode).toBe("386");
    expect(model.businessProcess).toBe("S1");
    expect(model.precedingInvoices).toEqual([]);
    expect(model.totals.payableCents).toBe(108_000);
  });

  it("a balance lists the deposits (BG-3) and their TTC as paid, so that 4 200.00 is due as printed", () => {
    const model = toEInvoice(balanceAfterTwoDeposits);
    expect(model.typeCode).toBe("380");
    // A final invoice after deposits: S4.
    expect(model.businessProcess).toBe("S4");
    expect(model.precedingInvoices).toEqual([
      { number: "FA-TEV-2026-00008", issueDate: "2026-10-01" },
      { number: "FA-TEV-2026-00009", issueDate: "2026-10-15" },
    ]);
    // By hand: 5 000.00 + 20 % = 6 000.00; deposits 1 080.00 + 720.00 = 1 800.00; due 4 200.00.
    expect(model.totals).toEqual({
      lineNetTotalCents: 500_000,
      taxExclusiveCents: 500_000,
      taxTotalCents: 100_000,
      taxInclusiveCents: 600_000,
      prepaidCents: 180_000,
      payableCents: 420_000,
    });
  });

  it("refuses to write an amount due that differs from the printed TTC", () => {
    const wrong: EInvoiceSource = { ...balanceAfterTwoDeposits, printedTotalTtcCents: toCents(600_000) };
    expect(() => toEInvoice(wrong)).toThrow("amount due 420000 differs from the printed TTC 600000");
  });
});

describe("a credit note as EN 16931", () => {
  const model = toEInvoice(creditNote);

  it("is a 381 that references the invoice it corrects", () => {
    expect(model.typeCode).toBe("381");
    expect(model.precedingInvoices).toEqual([{ number: "FA-TEV-2026-00010", issueDate: "2026-11-20" }]);
    expect(model.dueDate).toBeNull();
    expect(model.paymentTerms).toBe(CREDIT_NOTE_PAYMENT_TERMS);
    expect(model.paymentMeans).toBeNull();
    // 250.00 + 20 % = 300.00, positive as a credit note's amounts are.
    expect(model.totals.payableCents).toBe(30_000);
  });

  it("states VAT on debits (BT-8 code 3 and its mention) when the issuer opted for it", () => {
    expect(model.vatPointDateCode).toBe("3");
    expect(model.notes.find((note) => note.subjectCode === "TXD")?.text).toBe(
      "Option pour le paiement de la taxe d'après les débits",
    );
  });
});

describe("a 0 % line", () => {
  it("is exempt (E) with the issuer's reason in the VAT breakdown", () => {
    const model = toEInvoice(exemptLine);
    expect(model.lines[0]).toMatchObject({ vatCategory: "E", vatRate: "0" });
    expect(model.vatBreakdown[0]).toEqual({
      category: "E",
      rate: "0",
      taxableAmountCents: 150_000,
      taxAmountCents: 0,
      exemptionReason: "Exonération de TVA, article 261-4-4° a du CGI (formation professionnelle continue)",
      exemptionReasonCode: null,
    });
    // 1 500.00 exempt + 40.00 + 8.00 VAT = 1 548.00.
    expect(model.totals.payableCents).toBe(154_800);
  });

  it("is exempt with a generic reason when the issuer gave none", () => {
    const model = toEInvoice({ ...exemptLine, zeroRate: null });
    expect(model.vatBreakdown[0]).toMatchObject({ category: "E", exemptionReason: DEFAULT_ZERO_RATE.reason });
  });

  it("is reverse-charged (AE) with its VATEX code when the issuer says so, goods framework B1", () => {
    const model = toEInvoice(reverseChargeWithDeduction);
    expect(model.businessProcess).toBe("B1");
    expect(model.lines.map((l) => [l.vatCategory, l.quantity, l.netPriceCents, l.netAmountCents])).toEqual([
      ["AE", "1", 800_000, 800_000],
      ["AE", "-1", 50_000, -50_000],
    ]);
    // By hand: 8 000.00 − 500.00 = 7 500.00, no VAT charged.
    expect(model.vatBreakdown).toEqual([
      {
        category: "AE",
        rate: "0",
        taxableAmountCents: 750_000,
        taxAmountCents: 0,
        exemptionReason: "Autoliquidation, article 283-2 nonies du CGI",
        exemptionReasonCode: "VATEX-EU-AE",
      },
    ]);
    expect(model.totals.payableCents).toBe(750_000);
  });

  it("carries no exemption reason when read as zero-rated (Z)", () => {
    const model = toEInvoice({
      ...exemptLine,
      zeroRate: { category: "Z", reason: "ignored", reasonCode: null },
    });
    expect(model.vatBreakdown[0]).toMatchObject({
      category: "Z",
      exemptionReason: null,
      exemptionReasonCode: null,
    });
  });
});

describe("lines and parties out of the ordinary", () => {
  it("a negative price becomes a negative quantity at a positive price (BR-27)", () => {
    const model = toEInvoice({
      ...firstDeposit,
      lines: [
        { ...firstDeposit.lines[0], unitPriceCents: toCents(100_000) },
        { ...firstDeposit.lines[0], name: "Reprise", quantity: "2.000", unitPriceCents: toCents(-5_000) },
      ],
      // By hand: 1 000.00 − 2 × 50.00 = 900.00 HT, + 180.00 VAT = 1 080.00.
      printedTotalTtcCents: toCents(108_000),
    });
    expect(model.lines[1]).toMatchObject({ quantity: "-2", netPriceCents: 5_000, netAmountCents: -10_000 });
  });

  it("a party without SIREN has no electronic address, and no B2B note for such a buyer", () => {
    const buyer = { ...firstDeposit.parties.buyer, siren: null, siret: null };
    const model = toEInvoice({ ...firstDeposit, parties: { ...firstDeposit.parties, buyer } });
    expect(model.buyer.electronicAddress).toBeNull();
    expect(model.notes.some((note) => note.subjectCode === "BAR")).toBe(false);
  });
});
