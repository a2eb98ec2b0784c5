import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BAD_PATH_IDS } from "../fuzz-values";
import { createTestApp, type TestApp } from "../helpers";
import { dressIssuer, insertRecommendation } from "./print-helpers";
import { pageCount, pdfText } from "./print-pdf-text";
import { insertQuotation } from "./proposal-fixtures";

let t: TestApp;
let quotationId: number;
const REFERENCE = "DE-TEV-2026-09001";

beforeAll(async () => {
  t = await createTestApp();
  const issuerId = await dressIssuer(t);
  const recommendationId = await insertRecommendation(t.handle.db, issuerId, {
    clientName: "Dupont & Fils <SARL>",
    validAt: "2026-12-31",
  });
  quotationId = await insertQuotation(t.handle.db, {
    recommendationId,
    issuerId,
    reference: REFERENCE,
    title: "Séminaire de direction",
    advancePercent: "30.00",
    paymentMode: 45,
    lines: [
      {
        name: "Animation séminaire",
        description: "<p>Deux jours <strong>animés</strong> sur site</p>",
        quantity: "2.000",
        unity: "UNITY_DAY",
        unitPriceCents: 125000,
        vatRate: "20.00",
        discountPercent: "10.00",
      },
      { name: "Location de salle", quantity: "1.000", unitPriceCents: 80000, vatRate: "20.00" },
      { name: "Livret pédagogique", quantity: "30.000", unitPriceCents: 1250, vatRate: "5.50" },
      {
        name: "Pack accueil café",
        description: "<p>Café, thé et viennoiseries</p>",
        quantity: "1.000",
        unitPriceCents: 9999,
        vatRate: "20.00",
        hidden: true,
      },
    ],
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function print(id: number | string, who: "user" | null = "user") {
  const headers = who ? { cookie: await t.login(who) } : undefined;
  return t.app.inject({ method: "GET", url: `/admin/print_quotation/${id}`, headers });
}

describe("GET /admin/print_quotation/{id}", () => {
  it("prints a French quotation: issuer, client, lines, VAT detail, totals, deposit, terms", async () => {
    const response = await print(quotationId);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`inline; filename="devis-${REFERENCE}.pdf"`);
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    writeFileSync("/tmp/print-quotation-test.pdf", bytes);
    const text = pdfText(bytes);
    expect(text).toContain("DEVIS");
    expect(text).toContain(REFERENCE);
    expect(text).toContain("Valable jusqu'au 31/12/2026");
    expect(text).toContain("Triangle Événements");
    expect(text).toContain("SIRET : 73282932000074");
    expect(text).toContain("N° TVA intracommunautaire : FR");
    expect(text).toContain("12 rue de la République");
    // the client's name, printed as typed (escaped in the HTML, not interpreted)
    expect(text).toContain("Dupont & Fils <SARL>");
    expect(text).toContain("8 place Bellecour");
    expect(text).toContain("Objet : Séminaire de direction");
    // 2 days × 1 250,00 € = 2 500,00 € struck, less 10 % = 2 250,00 €
    expect(text).toContain(
      "Animation séminaire 2 jours 1 250,00 € 20 % - 10 % 2 500,00 € Deux jours animés sur site 2 250,00 €",
    );
    // 30 × 12,50 € = 375,00 € at 5,5 %
    expect(text).toContain("Livret pédagogique 30 unités 12,50 € 5,5 % 375,00 €");
    // VAT 20 %: 2 250,00 + 800,00 + 99,99 (pack) = 3 149,99 € → 629,998 → 630,00 €
    expect(text).toContain("20 % 3 149,99 € 630,00 €");
    // VAT 5,5 %: 375,00 € → 20,625 → 20,63 €
    expect(text).toContain("5,5 % 375,00 € 20,63 €");
    // HT 3 149,99 + 375,00 = 3 524,99 €; TVA 630,00 + 20,63 = 650,63 €; TTC 4 175,62 €
    expect(text).toContain("Total HT 3 524,99 €");
    expect(text).toContain("Total TVA 650,63 €");
    expect(text).toContain("Total TTC 4 175,62 €");
    // 30 % of 4 175,62 € = 1 252,686 € → 1 252,69 €
    expect(text).toContain("Acompte demandé : 30 % soit 1 252,69 € TTC");
    expect(text).toContain("Conditions de paiement : 45 jours");
    expect(text).toContain("IBAN FR76 3000 4000 0500 0012 3456 789");
    expect(text).toContain("Bon pour accord");
  });

  it("prints a pack line's name and description but not its price", async () => {
    const text = pdfText((await print(quotationId)).rawPayload);
    expect(text).toContain("Pack accueil café");
    expect(text).toContain("Café, thé et viennoiseries");
    expect(text).not.toContain("99,99");
  });

  it("puts the terms of sale on a page of their own, and the footer with page numbers on every page", async () => {
    const bytes = (await print(quotationId)).rawPayload;
    const pages = await pageCount(bytes);
    expect(pages).toBe(2);
    const first = pdfText(bytes, { first: 1, last: 1 });
    const last = pdfText(bytes, { first: pages, last: pages });
    expect(first).not.toContain("Conditions générales de vente");
    expect(last).toContain("Conditions générales de vente");
    expect(last).toContain("Article 1 — Les présentes conditions générales de vente");
    expect(first).toContain(`Triangle Événements SAS au capital de 10 000 € — Devis ${REFERENCE} — page 1/2`);
    expect(last).toContain("page 2/2");
  });

  it("embeds the issuer's logo (the PDF's browser loads nothing from outside)", async () => {
    writeFileSync("/tmp/print-quotation-logo.pdf", (await print(quotationId)).rawPayload);
    const images = execFileSync("pdfimages", ["-list", "/tmp/print-quotation-logo.pdf"]).toString();
    // the 180 × 48 PNG stored as the company's logo
    expect(images).toMatch(/^\s*1\s+0\s+image\s+180\s+48\s/m);
  });

  it("prints documents asked at the same time each with its own content", async () => {
    const [a, b, c] = await Promise.all([print(quotationId), print(quotationId), print(quotationId)]);
    for (const response of [a, b, c]) {
      expect(response?.statusCode).toBe(200);
      expect(pdfText(response?.rawPayload ?? Buffer.alloc(0))).toContain("Total TTC 4 175,62 €");
    }
  });

  it("asks to sign in first", async () => {
    const response = await print(quotationId, null);
    expect(response.statusCode).toBe(401);
    expect(response.json()["hydra:description"]).toBe("Vous devez être connecté.");
  });

  it("answers 404 in French for an id that names no quotation", async () => {
    for (const id of ["2147483647", "0", "abc", "1e3"]) {
      const response = await print(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()["hydra:description"]).toBe("Ce devis est introuvable");
    }
    // whatever the path holds, a 4xx (an undecodable or NUL path is refused before the route)
    for (const id of BAD_PATH_IDS) {
      const response = await print(id);
      expect([400, 404]).toContain(response.statusCode);
    }
  });
});
