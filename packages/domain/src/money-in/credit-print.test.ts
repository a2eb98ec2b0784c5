import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import {
  CREDIT_HEADING,
  correctedInvoiceLabel,
  creditFacts,
  creditFileStem,
  creditMentions,
  creditTotalRows,
} from "./credit-print";

const INVOICE = { reference: "FA-TEV-2026-00002", invoiceDate: "2026-11-20" };

describe("the credit note PDF's texts", () => {
  it("is headed 'AVOIR' and gives its number and date, then those of the invoice it corrects", () => {
    expect(CREDIT_HEADING).toBe("AVOIR");
    expect(creditFacts({ number: "AV-TEV-2026-00001", creditDate: "2026-12-01", invoice: INVOICE })).toEqual([
      ["Numéro", "AV-TEV-2026-00001"],
      ["Date de l'avoir", "01/12/2026"],
      ["Facture corrigée", "FA-TEV-2026-00002"],
      ["Date de la facture", "20/11/2026"],
    ]);
    expect(creditFacts({ number: "Brouillon", creditDate: "2026-12-01", invoice: null })).toEqual([
      ["Numéro", "Brouillon"],
      ["Date de l'avoir", "01/12/2026"],
    ]);
  });

  it("names the corrected invoice by number and date", () => {
    expect(correctedInvoiceLabel(INVOICE)).toBe("Facture FA-TEV-2026-00002 du 20/11/2026");
  });

  it("names the corrected invoice and the VAT-on-debits option; never a remaining amount (the PDF is kept as issued)", () => {
    expect(creditMentions({ invoice: INVOICE, seller: { vatOnDebits: false } })).toEqual([
      ["Avoir sur la facture", "Facture FA-TEV-2026-00002 du 20/11/2026"],
    ]);
    expect(creditMentions({ invoice: null, seller: { vatOnDebits: true } })).toEqual([
      ["", "Option pour le paiement de la taxe d'après les débits"],
    ]);
    expect(creditMentions({ invoice: null, seller: { vatOnDebits: false } })).toEqual([]);
  });

  it("totals HT, VAT and the TTC credited in bold", () => {
    // 100,00 HT + 20,00 VAT = 120,00 TTC
    expect(
      creditTotalRows({
        totalHtCents: toCents(10_000),
        totalTvaCents: toCents(2_000),
        totalTtcCents: toCents(12_000),
      }),
    ).toEqual([
      { label: "Total HT", cents: 10_000 },
      { label: "Total TVA", cents: 2_000 },
      { label: "Total TTC de l'avoir", cents: 12_000, strong: true },
    ]);
  });

  it("names the file by number, or as a draft by id", () => {
    expect(creditFileStem({ id: 7, reference: "AV-TEV-2026-00001" })).toBe("avoir-AV-TEV-2026-00001");
    expect(creditFileStem({ id: 7, reference: null })).toBe("avoir-brouillon-7");
  });
});
