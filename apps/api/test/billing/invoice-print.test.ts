import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { invoices, triangleCompanies } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceModule } from "../../src/modules/billing/invoices";
import { createTestApp, type TestApp } from "../helpers";
import { pdfText } from "../proposals/print-pdf-text";
import {
  type BalanceScenario,
  CLIENT_SIREN,
  dressInvoiceIssuer,
  forgetKeptPdf,
  freezeParties,
  insertBalanceScenario,
} from "./invoice-print-helpers";
import { insertInvoice } from "./invoicing-fixtures";

let t: TestApp;
let issuerId: number;
let scenario: BalanceScenario;

beforeAll(async () => {
  t = await createTestApp({ modules: [invoiceModule] });
  issuerId = await dressInvoiceIssuer(t);
  scenario = await insertBalanceScenario(t, issuerId, "A");
  await freezeParties(t, scenario.balanceId);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function print(id: number | string, who: "user" | null = "user") {
  const headers = who ? { cookie: await t.login(who) } : undefined;
  return t.app.inject({ method: "GET", url: `/admin/print_invoice/${id}`, headers });
}

async function printedText(id: number): Promise<string> {
  const response = await print(id);
  expect(response.statusCode).toBe(200);
  return pdfText(response.rawPayload);
}

describe("GET /admin/print_invoice/{id}", () => {
  it("prints every mandatory mention of a validated balance invoice that deducts a deposit", async () => {
    const response = await print(scenario.balanceId);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/pdf");
    expect(response.headers["content-disposition"]).toContain('filename="facture-FA-TEV-2026-0A002.pdf"');
    mkdirSync("/tmp/shots-E", { recursive: true });
    writeFileSync("/tmp/shots-E/invoice-balance.pdf", response.rawPayload);
    execFileSync("pdftoppm", [
      "-png",
      "-r",
      "70",
      "/tmp/shots-E/invoice-balance.pdf",
      "/tmp/shots-E/invoice-balance",
    ]);
    const text = pdfText(response.rawPayload);
    for (const mention of [
      // issuer
      "Triangle",
      "SAS au capital de 10 000 €",
      "SIREN : 732829320 · SIRET : 73282932000074",
      "RCS Paris 732 829 320",
      "N° TVA intracommunautaire : FR44732829320",
      // client, number and dates
      "Dupont & Fils <SARL> A",
      "8 place Bellecour",
      "69002 Lyon",
      `SIREN : ${CLIENT_SIREN}`,
      "FACTURE",
      "Numéro FA-TEV-2026-0A002",
      "Date de facture 20/11/2026",
      "Date de livraison et prestation 13/11/2026",
      "Échéance 20/12/2026",
      "Nature de l'opération : Livraison de biens et prestation de services",
      // lines
      "Animation",
      "Deux jours animés",
      "2 jours",
      "1 200,00 €",
      "20 %",
      "Repas",
      "32,50 €",
      // the deposit deducted, by number and date, with its amounts (worked by hand in the helper)
      "Facture d'acompte FA-TEV-2026-0A001 du 05/10/2026 1 500,00 € 250,00 € 1 750,00 €",
      // VAT per rate, net of the deposit: 2 400 − 1 000 = 1 400 (VAT 280); 812,50 − 500 = 312,50 (VAT 31,25)
      "20 % 1 400,00 € 280,00 €",
      "10 % 312,50 € 31,25 €",
      "Total HT des lignes 3 212,50 €",
      "Total TVA des lignes 561,25 €",
      "Total TTC des lignes 3 773,75 €",
      "Déjà facturé TTC -1 750,00 €",
      "Total HT 1 712,50 €",
      "Total TVA 311,25 €",
      "Total TTC 2 023,75 €",
      "Net à payer 2 023,75 €",
      // payment
      "Date d'échéance : 20/12/2026",
      "Conditions de paiement : 30 jours",
      "Pénalités de retard : Taux de refinancement de la BCE majoré de 10 points",
      "Indemnité forfaitaire pour frais de recouvrement : 40 €",
      "Pas d'escompte pour paiement anticipé",
      "IBAN FR76 3000 4000 0500 0012 3456 789",
      "Conditions générales de vente",
      "Triangle Événements SAS au capital de 10 000 €",
    ]) {
      expect(text).toContain(mention);
    }
    expect(text).not.toContain("BROUILLON");
    expect(text).not.toContain("Option pour le paiement de la taxe d'après les débits");
    expect(text).not.toContain("ADRESSE DE LIVRAISON");
  });

  it("prints the frozen parties of a validated invoice, not the companies' later details", async () => {
    const [before] = await t.handle.db
      .select()
      .from(triangleCompanies)
      .where(eq(triangleCompanies.id, issuerId));
    await t.handle.db
      .update(triangleCompanies)
      .set({ rcs: "Lyon 999 999 999", vatOnDebits: true })
      .where(eq(triangleCompanies.id, issuerId));
    try {
      const text = await printedText(scenario.balanceId);
      expect(text).toContain("RCS Paris 732 829 320");
      expect(text).not.toContain("Lyon 999 999 999");
      expect(text).not.toContain("taxe d'après les débits");
    } finally {
      await t.handle.db
        .update(triangleCompanies)
        .set({ rcs: before?.rcs ?? "", vatOnDebits: false })
        .where(eq(triangleCompanies.id, issuerId));
    }
  });

  it("prints a draft with the watermark, no number and the due date it would get", async () => {
    const draftId = await insertInvoice(t.handle.db, {
      issuerId,
      companyId: scenario.companyId,
      quotationIds: [],
      invoiceDate: "2026-11-20",
      lines: [{ name: "Conseil", quantity: "1", unitPriceCents: toCents(10_000), vatRate: "20" }],
    });
    const response = await print(draftId);
    expect(response.headers["content-disposition"]).toContain(`filename="facture-brouillon-${draftId}.pdf"`);
    writeFileSync("/tmp/shots-E/invoice-draft.pdf", response.rawPayload);
    execFileSync("pdftoppm", [
      "-png",
      "-r",
      "70",
      "-f",
      "1",
      "-l",
      "1",
      "/tmp/shots-E/invoice-draft.pdf",
      "/tmp/shots-E/invoice-draft",
    ]);
    const text = pdfText(response.rawPayload);
    expect(text).toContain("BROUILLON");
    expect(text).toContain("Facture en cours de création");
    expect(text).toContain("Numéro Brouillon");
    expect(text).not.toMatch(/FA-[A-Z]+-2026-\d+/);
    // 20 November + 30 days, by hand
    expect(text).toContain("Échéance 20/12/2026");
    // 100,00 HT at 20 %: 20,00 VAT, 120,00 TTC
    expect(text).toContain("Total TTC 120,00 €");
  });

  it("prints the delivery address only when it differs from the billing address", async () => {
    const setDelivery = (deliveryAddress: string) =>
      t.handle.db.update(invoices).set({ deliveryAddress }).where(eq(invoices.id, scenario.balanceId));
    await setDelivery("8 place Bellecour\n69002  LYON");
    expect(await printedText(scenario.balanceId)).not.toContain("ADRESSE DE LIVRAISON");
    await setDelivery("Entrepôt 3, 12 quai Perrache\n69002 Lyon");
    // A validated invoice's PDF is kept once rendered: forgotten here, as if validated before PDFs were kept.
    await forgetKeptPdf(t, "invoice", scenario.balanceId);
    const text = await printedText(scenario.balanceId);
    expect(text).toContain("ADRESSE DE LIVRAISON");
    expect(text).toContain("Entrepôt 3, 12 quai Perrache");
    await setDelivery("");
    await forgetKeptPdf(t, "invoice", scenario.balanceId);
  });

  it("prints the débits option only when the issuer opted for it", async () => {
    const other = await insertBalanceScenario(t, issuerId, "B");
    expect(await printedText(other.balanceId)).not.toContain(
      "Option pour le paiement de la taxe d'après les débits",
    );
    await t.handle.db
      .update(triangleCompanies)
      .set({ vatOnDebits: true })
      .where(eq(triangleCompanies.id, issuerId));
    try {
      // Not among the frozen parties: the issuer's setting when the PDF is rendered (then kept as issued).
      await forgetKeptPdf(t, "invoice", other.balanceId);
      expect(await printedText(other.balanceId)).toContain(
        "Option pour le paiement de la taxe d'après les débits",
      );
    } finally {
      await t.handle.db
        .update(triangleCompanies)
        .set({ vatOnDebits: false })
        .where(eq(triangleCompanies.id, issuerId));
    }
  });

  it("answers 404 in French for an unknown id and 401 when not signed in", async () => {
    for (const id of ["999999", "abc", "0"]) {
      const response = await print(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()["hydra:description"]).toBe("Cette facture est introuvable");
    }
    expect((await print(scenario.balanceId, null)).statusCode).toBe(401);
  });
});
