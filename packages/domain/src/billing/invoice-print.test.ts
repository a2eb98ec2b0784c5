import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import {
  buyerLines,
  deductionLabel,
  invoiceFileStem,
  invoiceHeading,
  invoiceMentions,
  invoiceTotalRows,
  printedDueDate,
  printedServiceDate,
  printsDeliveryAddress,
  RECOVERY_INDEMNITY_MENTION,
  sellerIdentityLines,
  VAT_ON_DEBITS_MENTION,
} from "./invoice-print";
import type { InvoiceParties } from "./parties";

const seller: InvoiceParties["seller"] = {
  name: "Triangle Événements",
  address: "12 rue de la Paix\n75002 Paris",
  siren: "732829320",
  siret: "73282932000074",
  vatNumber: "FR44732829320",
  legalForm: "SAS",
  shareCapital: "10 000 €",
  rcs: "Paris 732 829 320",
  vatOnDebits: false,
  bankDetails: "",
  latePenaltyTerms: "Taux BCE majoré de 10 points",
  earlyPaymentTerms: "Pas d'escompte pour paiement anticipé",
  terms: "",
  footer: "",
};

describe("invoice print texts", () => {
  it("heads a deposit 'FACTURE D'ACOMPTE' and any other invoice 'FACTURE'", () => {
    expect(invoiceHeading("TYPE_ADVANCE")).toBe("FACTURE D'ACOMPTE");
    expect(invoiceHeading("TYPE_SOLD")).toBe("FACTURE");
    expect(invoiceHeading("TYPE_MONTHLY")).toBe("FACTURE");
  });

  it("prints the seller's address, legal form and capital, SIREN/SIRET, RCS and VAT number", () => {
    expect(sellerIdentityLines(seller)).toEqual([
      "12 rue de la Paix",
      "75002 Paris",
      "SAS au capital de 10 000 €",
      "SIREN : 732829320 · SIRET : 73282932000074",
      "RCS Paris 732 829 320",
      "N° TVA intracommunautaire : FR44732829320",
    ]);
    const bare = {
      ...seller,
      legalForm: "",
      shareCapital: "",
      rcs: "",
      vatNumber: null,
      siren: null,
      siret: null,
    };
    expect(sellerIdentityLines(bare)).toEqual(["12 rue de la Paix", "75002 Paris"]);
    expect(sellerIdentityLines({ ...seller, rcs: "RCS Lyon 123" })).toContain("RCS Lyon 123");
  });

  it("prints the buyer's address and SIREN", () => {
    const buyer = {
      name: "Client",
      address: "1 place X\n69001 Lyon",
      siren: "552100554",
      siret: null,
      vatNumber: null,
    };
    expect(buyerLines(buyer)).toEqual(["1 place X", "69001 Lyon", "SIREN : 552100554"]);
  });

  it("prints the delivery address only when given and different from the billing address", () => {
    expect(printsDeliveryAddress("1 place X\n69001 Lyon", "")).toBe(false);
    expect(printsDeliveryAddress("1 place X\n69001 Lyon", "1 place x  69001 LYON ")).toBe(false);
    expect(printsDeliveryAddress("1 place X\n69001 Lyon", "Entrepôt 3\n69007 Lyon")).toBe(true);
  });

  it("dates: due date kept once validated, else the one validation would give; service date else invoice date", () => {
    expect(printedDueDate({ eligibleAt: "2026-12-31", invoiceDate: "2026-11-20", paymentMode: 30 })).toBe(
      "2026-12-31",
    );
    // 20 November + 30 days = 20 December, worked by hand
    expect(printedDueDate({ eligibleAt: null, invoiceDate: "2026-11-20", paymentMode: 30 })).toBe(
      "2026-12-20",
    );
    expect(printedServiceDate({ serviceDate: null, invoiceDate: "2026-11-20" })).toBe("2026-11-20");
    expect(printedServiceDate({ serviceDate: "2026-10-02", invoiceDate: "2026-11-20" })).toBe("2026-10-02");
  });

  it("lists the payment mentions, the 40 € indemnity always, the débits option only when chosen", () => {
    const input = { operationCategory: "GOODS" as const, paymentMode: 45, dueDate: "2027-01-04", seller };
    expect(invoiceMentions(input)).toEqual([
      ["Nature de l'opération", "Livraison de biens"],
      ["Date d'échéance", "04/01/2027"],
      ["Conditions de paiement", "45 jours"],
      ["Pénalités de retard", "Taux BCE majoré de 10 points"],
      ["", RECOVERY_INDEMNITY_MENTION],
      ["", "Pas d'escompte pour paiement anticipé"],
    ]);
    const opted = invoiceMentions({ ...input, seller: { ...seller, vatOnDebits: true } });
    expect(opted.at(-1)).toEqual(["", VAT_ON_DEBITS_MENTION]);
  });

  it("names a deducted invoice by kind, number and date", () => {
    const deposit = {
      type: "TYPE_ADVANCE" as const,
      reference: "FA-TEV-2026-00007",
      invoiceDate: "2026-11-02",
      totalHtCents: toCents(100_000),
      totalTvaCents: toCents(15_000),
      totalTtcCents: toCents(115_000),
    };
    expect(deductionLabel(deposit)).toBe("Facture d'acompte FA-TEV-2026-00007 du 02/11/2026");
  });

  it("totals: net only without deductions; lines, deducted, net and 'Net à payer' with them", () => {
    const invoice = {
      totalHtCents: toCents(200_000),
      totalTvaCents: toCents(30_000),
      totalTtcCents: toCents(230_000),
    };
    expect(invoiceTotalRows(invoice, [])).toEqual([
      { label: "Total HT", cents: 200_000 },
      { label: "Total TVA", cents: 30_000 },
      { label: "Total TTC", cents: 230_000, strong: true },
    ]);
    // Worked by hand: net 2 000,00 + 300,00 = 2 300,00 after a deposit of 1 000,00 + 150,00 = 1 150,00,
    // so the lines came to 3 000,00 HT, 450,00 VAT, 3 450,00 TTC.
    const deposit = {
      type: "TYPE_ADVANCE" as const,
      reference: "FA-1",
      invoiceDate: "2026-11-02",
      totalHtCents: toCents(100_000),
      totalTvaCents: toCents(15_000),
      totalTtcCents: toCents(115_000),
    };
    expect(invoiceTotalRows(invoice, [deposit])).toEqual([
      { label: "Total HT des lignes", cents: 300_000 },
      { label: "Total TVA des lignes", cents: 45_000 },
      { label: "Total TTC des lignes", cents: 345_000 },
      { label: "Déjà facturé TTC", cents: -115_000 },
      { label: "Total HT", cents: 200_000 },
      { label: "Total TVA", cents: 30_000 },
      { label: "Total TTC", cents: 230_000 },
      { label: "Net à payer", cents: 230_000, strong: true },
    ]);
  });

  it("property: the lines' TTC less what is deducted is always the net to pay", () => {
    const amount = fc.integer({ min: -10_000_000, max: 10_000_000 }).map(toCents);
    const deduction = fc.record({ ht: amount, tva: amount });
    fc.assert(
      fc.property(amount, amount, fc.array(deduction, { maxLength: 5 }), (ht, tva, deducted) => {
        const invoice = { totalHtCents: ht, totalTvaCents: tva, totalTtcCents: toCents(ht + tva) };
        const rows = invoiceTotalRows(
          invoice,
          deducted.map((d) => ({
            type: "TYPE_ADVANCE" as const,
            reference: "FA",
            invoiceDate: "2026-01-01",
            totalHtCents: d.ht,
            totalTvaCents: d.tva,
            totalTtcCents: toCents(d.ht + d.tva),
          })),
        );
        const cents = (label: string) => rows.find((row) => row.label === label)?.cents ?? 0;
        const gross = deducted.length
          ? cents("Total TTC des lignes") + cents("Déjà facturé TTC")
          : cents("Total TTC");
        expect(gross).toBe(ht + tva);
        expect(rows.at(-1)?.cents).toBe(ht + tva);
      }),
    );
  });

  it("names files by number, drafts by id", () => {
    expect(invoiceFileStem({ id: 12, reference: "FA-TEV-2026-00001" })).toBe("FA-TEV-2026-00001");
    expect(invoiceFileStem({ id: 12, reference: null })).toBe("brouillon-12");
  });
});
