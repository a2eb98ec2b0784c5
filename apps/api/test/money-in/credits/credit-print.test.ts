import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { companies, credits, triangleCompanies } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditModule } from "../../../src/modules/money-in/credits";
import { loadInvoiceParties } from "../../../src/services/billing/edit/parties";
import { insertClient } from "../../billing/invoice-list-helpers";
import { CLIENT_SIREN, CLIENT_SIRET, dressInvoiceIssuer } from "../../billing/invoice-print-helpers";
import { insertInvoice } from "../../billing/invoicing-fixtures";
import { createTestApp, type TestApp } from "../../helpers";
import { pdfText } from "../../proposals/print-pdf-text";
import type { LineInput } from "../../proposals/proposal-fixtures";
import { insertCredit, insertPayment } from "../money-in-fixtures";

const SHOTS = "/tmp/shots-H2";

/**
 * 2 days × 1 200,00 at 20 % = 2 400,00 HT (VAT 480,00); 25 × 32,50 = 812,50 less 10 % = 731,25 HT at
 * 10 % (VAT 73,125 → 73,13). HT 3 131,25, VAT 553,13, TTC 3 684,38.
 */
const LINES: LineInput[] = [
  {
    name: "Animation",
    description: "<p>Deux jours <strong>animés</strong></p>",
    quantity: "2",
    unity: "UNITY_DAY",
    unitPriceCents: toCents(120_000),
    vatRate: "20",
  },
  { name: "Repas", quantity: "25", unitPriceCents: toCents(3_250), vatRate: "10", discountPercent: "10" },
];

let t: TestApp;
let issuerId: number;
let companyId: number;
let invoiceId: number;
let validatedId: number;

beforeAll(async () => {
  t = await createTestApp({ modules: [creditModule] });
  const db = t.handle.db;
  issuerId = await dressInvoiceIssuer(t);
  companyId = await insertClient(db, "Dupont et Fils");
  await db.update(companies).set({ siret: CLIENT_SIRET }).where(eq(companies.id, companyId));
  invoiceId = await insertInvoice(db, {
    issuerId,
    companyId,
    quotationIds: [],
    state: "STATE_VALIDATED",
    reference: "FA-TEV-2026-00042",
    invoiceDate: "2026-11-20",
    lines: LINES,
  });
  validatedId = await insertCredit(db, {
    issuerId,
    companyId,
    invoiceId,
    state: "CREDIT_STATE_VALIDATED",
    reference: "AV-TEV-2026-00001",
    title: "Avoir sur la facture FA-TEV-2026-00042",
    creditDate: "2026-12-01",
    lines: LINES,
  });
  await db
    .update(credits)
    .set({
      invoiceHeadName: "Dupont & Fils <SARL>",
      invoiceAddress: "8 place Bellecour\n69002 Lyon",
      comment: "<p>Geste commercial suite au retard</p>",
    })
    .where(eq(credits.id, validatedId));
  // Frozen as validation does, from the companies' rows as they are now.
  const [credit] = await db.select().from(credits).where(eq(credits.id, validatedId));
  if (!credit) throw new Error("no credit");
  await db
    .update(credits)
    .set({ parties: await loadInvoiceParties(db, credit) })
    .where(eq(credits.id, validatedId));
  // 1 000,00 drawn on it to pay the invoice: 3 684,38 − 1 000,00 = 2 684,38 left.
  await insertPayment(db, {
    invoiceId,
    amountCents: toCents(100_000),
    creditId: validatedId,
    paidAt: "2026-12-02",
  });
  mkdirSync(SHOTS, { recursive: true });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function print(id: number | string, who: "user" | null = "user") {
  const headers = who ? { cookie: await t.login(who) } : undefined;
  return t.app.inject({ method: "GET", url: `/admin/print_credit/${id}`, headers });
}

async function printedText(id: number): Promise<string> {
  const response = await print(id);
  expect(response.statusCode).toBe(200);
  return pdfText(response.rawPayload);
}

function keepShot(name: string, bytes: Buffer) {
  writeFileSync(`${SHOTS}/${name}.pdf`, bytes);
  execFileSync("pdftoppm", ["-png", "-r", "70", `${SHOTS}/${name}.pdf`, `${SHOTS}/${name}`]);
}

describe("GET /admin/print_credit/{id}", () => {
  it("prints a validated credit note with every mention and the invoice it corrects, as issued (not what is left)", async () => {
    const response = await print(validatedId);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/pdf");
    expect(response.headers["content-disposition"]).toContain('filename="avoir-AV-TEV-2026-00001.pdf"');
    keepShot("credit-validated", response.rawPayload);
    const text = pdfText(response.rawPayload);
    for (const mention of [
      // heading, number and date, the corrected invoice's number and date
      "AVOIR",
      "Numéro AV-TEV-2026-00001",
      "Date de l'avoir 01/12/2026",
      "Facture corrigée FA-TEV-2026-00042",
      "Date de la facture 20/11/2026",
      // issuer
      "SAS au capital de 10 000 €",
      "SIREN : 732829320 · SIRET : 73282932000074",
      "RCS Paris 732 829 320",
      "N° TVA intracommunautaire : FR44732829320",
      // client: billing name and address, SIREN
      "Dupont & Fils <SARL>",
      "8 place Bellecour",
      "69002 Lyon",
      `SIREN : ${CLIENT_SIREN}`,
      "Objet : Avoir sur la facture FA-TEV-2026-00042",
      // lines: designation, quantity, unit price, VAT, discount
      "Animation",
      "Deux jours animés",
      "2 jours",
      "1 200,00 €",
      "2 400,00 €",
      "Repas",
      "32,50 €",
      "- 10 %",
      "812,50 €",
      "731,25 €",
      // VAT per rate and totals (worked out above)
      "10 % 731,25 € 73,13 €",
      "20 % 2 400,00 € 480,00 €",
      "Total HT 3 131,25 €",
      "Total TVA 553,13 €",
      "Total TTC de l'avoir 3 684,38 €",
      "Geste commercial suite au retard",
      "Avoir sur la facture : Facture FA-TEV-2026-00042 du 20/11/2026",
      // the issuer's footer on every page
      "Triangle Événements SAS au capital de 10 000 €",
    ]) {
      expect(text).toContain(mention);
    }
    expect(text).not.toContain("BROUILLON");
    expect(text).not.toContain("Avoir en cours de création");
    // 1 000,00 has been drawn on it since: the PDF is kept as issued, the amount left is on the screen.
    expect(text).not.toContain("Montant restant à utiliser");
    expect(text).not.toContain("Option pour le paiement de la taxe d'après les débits");
  });

  it("prints the parties frozen at validation, not the companies' later details", async () => {
    const [before] = await t.handle.db
      .select()
      .from(triangleCompanies)
      .where(eq(triangleCompanies.id, issuerId));
    await t.handle.db
      .update(triangleCompanies)
      .set({ rcs: "Lyon 999 999 999" })
      .where(eq(triangleCompanies.id, issuerId));
    try {
      const text = await printedText(validatedId);
      expect(text).toContain("RCS Paris 732 829 320");
      expect(text).not.toContain("Lyon 999 999 999");
    } finally {
      await t.handle.db
        .update(triangleCompanies)
        .set({ rcs: before?.rcs ?? "" })
        .where(eq(triangleCompanies.id, issuerId));
    }
  });

  it("prints a draft with the 'BROUILLON' watermark, no number and nothing left to use yet", async () => {
    // 1 × 100,00 HT at 20 %: 20,00 VAT, 120,00 TTC.
    const draftId = await insertCredit(t.handle.db, {
      issuerId,
      companyId,
      creditDate: "2026-12-03",
      lines: [{ name: "Conseil", quantity: "1", unitPriceCents: toCents(10_000), vatRate: "20" }],
    });
    await t.handle.db
      .update(triangleCompanies)
      .set({ vatOnDebits: true })
      .where(eq(triangleCompanies.id, issuerId));
    try {
      const response = await print(draftId);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-disposition"]).toContain(`filename="avoir-brouillon-${draftId}.pdf"`);
      keepShot("credit-draft", response.rawPayload);
      const text = pdfText(response.rawPayload);
      expect(text).toContain("BROUILLON");
      expect(text).toContain("Avoir en cours de création");
      expect(text).toContain("Numéro Brouillon");
      expect(text).toContain("Date de l'avoir 03/12/2026");
      expect(text).not.toMatch(/AV-[A-Z]+-2026-\d+/);
      expect(text).not.toContain("Facture corrigée");
      expect(text).not.toContain("Montant restant à utiliser");
      // a draft prints the issuer as it is now: the option it just chose, the client's own name
      expect(text).toContain("Option pour le paiement de la taxe d'après les débits");
      expect(text).toContain("Dupont et Fils");
      expect(text).toContain("Total TTC de l'avoir 120,00 €");
    } finally {
      await t.handle.db
        .update(triangleCompanies)
        .set({ vatOnDebits: false })
        .where(eq(triangleCompanies.id, issuerId));
    }
  });

  it("answers 404 in French for an unknown or malformed id, 401 to anonymous callers", async () => {
    for (const id of ["999999", "abc", "0x10"]) {
      const response = await print(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()["hydra:description"]).toBe("Cet avoir est introuvable");
    }
    expect((await print(validatedId, null)).statusCode).toBe(401);
  });
});
