import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { companyContacts, recommendationEvents, recommendations, triangleCompanies } from "@tronc/db";
import { parisLocalDateTimeToInstant, toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotationModule } from "../../src/modules/proposals/quotations";
import { BAD_PATH_IDS } from "../fuzz-values";
import { createTestApp, type TestApp } from "../helpers";
import { dressIssuer, insertRecommendation } from "./print-helpers";
import { pageCount, pdfText } from "./print-pdf-text";
import { insertQuotation } from "./proposal-fixtures";

let t: TestApp;
let quotationId: number;
let issuerId: number;
const REFERENCE = "DE-TEV-2026-09001";

beforeAll(async () => {
  t = await createTestApp({ modules: [quotationModule] });
  issuerId = await dressIssuer(t);
  const recommendationId = await insertRecommendation(t.handle.db, issuerId, {
    clientName: "Dupont & Fils <SARL>",
    validAt: "2026-12-31",
  });
  await t.handle.db
    .update(triangleCompanies)
    .set({ rcs: "Paris 732 829 320" })
    .where(eq(triangleCompanies.id, issuerId));
  const [recommendation] = await t.handle.db
    .select({ companyId: recommendations.companyId })
    .from(recommendations)
    .where(eq(recommendations.id, recommendationId));
  await t.handle.db.insert(companyContacts).values({
    companyId: recommendation?.companyId ?? 0,
    name: "Jeanne Roux",
    email: "jeanne.roux@dupont.test",
    phone: "04 78 00 00 01",
  });
  // Two dates in the delivery calendar, as Paris wall clocks: two days, then one.
  const paris = (wallClock: string) => new Date(parisLocalDateTimeToInstant(wallClock));
  await t.handle.db.insert(recommendationEvents).values([
    {
      recommendationId,
      startAt: paris("2027-04-16T09:00"),
      endAt: paris("2027-04-17T18:00"),
      location: "Lyon",
    },
    {
      recommendationId,
      startAt: paris("2027-04-24T00:30"),
      endAt: paris("2027-04-24T23:30"),
      location: "Lyon",
    },
  ]);
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
        unitPriceCents: toCents(125000),
        vatRate: "20.00",
        discountPercent: "10.00",
      },
      { name: "Location de salle", quantity: "1.000", unitPriceCents: toCents(80000), vatRate: "20.00" },
      { name: "Livret pédagogique", quantity: "30.000", unitPriceCents: toCents(1250), vatRate: "5.50" },
      {
        name: "Pack accueil café",
        description: "<p>Café, thé et viennoiseries</p>",
        quantity: "1.000",
        unitPriceCents: toCents(9999),
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

  it("prints the validity, the issuer's RCS, the client's contact and the service dates", async () => {
    const text = pdfText((await print(quotationId)).rawPayload);
    expect(text).toContain("Valable jusqu'au 31/12/2026");
    expect(text).toContain("RCS Paris 732 829 320");
    // the client's first contact, the lead having no request form
    expect(text).toContain("À l'attention de Jeanne Roux");
    expect(text).toContain("jeanne.roux@dupont.test · 04 78 00 00 01");
    // 24 April 00:30 in Paris is still 24 April (22:30 UTC the day before)
    expect(text).toContain("Dates de la prestation : du 16/04/2027 au 17/04/2027 ; le 24/04/2027");
  });

  it("prints the terms of sale under a short quotation, on its one page, with the footer", async () => {
    const bytes = (await print(quotationId)).rawPayload;
    writeFileSync("/tmp/print-quotation-one-page.pdf", bytes);
    expect(await pageCount(bytes)).toBe(1);
    const info = execFileSync("pdfinfo", ["/tmp/print-quotation-one-page.pdf"]).toString();
    expect(info).toMatch(/^Pages:\s+1$/m);
    const text = pdfText(bytes);
    expect(text).toContain("Conditions générales de vente");
    expect(text).toContain("Article 1 — Les présentes conditions générales de vente");
    expect(text).toContain(`Triangle Événements SAS au capital de 10 000 € — Devis ${REFERENCE} — page 1/1`);
  });

  it("puts long terms of sale after the quotation without leaving a page to a lone line", async () => {
    const article = (n: number) =>
      `<p>Article ${n} — ${"Le prestataire exécute la prestation avec soin et dans les délais convenus. ".repeat(6)}</p>`;
    const longTerms = Array.from({ length: 24 }, (_, index) => article(index + 1)).join("");
    const [issuer] = await t.handle.db
      .select({ cgv: triangleCompanies.cgv })
      .from(triangleCompanies)
      .where(eq(triangleCompanies.id, issuerId));
    await t.handle.db
      .update(triangleCompanies)
      .set({ cgv: longTerms })
      .where(eq(triangleCompanies.id, issuerId));
    try {
      const bytes = (await print(quotationId)).rawPayload;
      const pages = await pageCount(bytes);
      expect(pages).toBeGreaterThan(1);
      // every page past the first holds several lines of the terms, never a lone one
      for (let page = 2; page <= pages; page++) {
        const lines = execFileSync(
          "pdftotext",
          ["-layout", "-f", String(page), "-l", String(page), "-", "-"],
          {
            input: bytes,
          },
        )
          .toString("utf8")
          .split("\n")
          .filter((line) => line.trim() !== "" && !line.includes(" — page "));
        expect(lines.length).toBeGreaterThan(2);
      }
      expect(pdfText(bytes, { first: pages, last: pages })).toContain("Article 24");
    } finally {
      await t.handle.db
        .update(triangleCompanies)
        .set({ cgv: issuer?.cgv ?? "" })
        .where(eq(triangleCompanies.id, issuerId));
    }
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
