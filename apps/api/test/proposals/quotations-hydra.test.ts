import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountingQuotationModule } from "../../src/modules/proposals/accounting-quotations";
import { quotationLineModule } from "../../src/modules/proposals/quotation-lines";
import { quotationModule } from "../../src/modules/proposals/quotations";
import { createTestApp, type TestApp } from "../helpers";
import { hydraAs } from "../input-helpers";
import { insertGroupProduct, insertLinkedPurchase, insertRecommendationWithLead } from "./proposal-fixtures";
import { quotationRowCounts } from "./quotations-helpers";

let t: TestApp;
let send: ReturnType<typeof hydraAs>;
let issuer: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [accountingQuotationModule, quotationLineModule, quotationModule] });
  send = hydraAs(t);
  issuer = t.demo.companyIds[0] ?? 0;
});
afterAll(() => t.close());

const QUOTATIONS = "/api/compta/quotations";
const LINES = "/api/compta/quotation_triangle_products";
const RECOMMENDATIONS = "/api/compta/recommandations";
const PRODUCTS = "/api/tronc-commun/tronc_commun_triangle_products";

describe("quotations over Hydra", () => {
  it("POST, GET, PUT, list and DELETE a quotation with the documented wire names", async () => {
    const recommendationId = (await insertRecommendationWithLead(t.handle.db, { issuerId: issuer })).id;
    const created = await send("user", "POST", QUOTATIONS, {
      recommandation: `${RECOMMENDATIONS}/${recommendationId}`,
    });
    expect(created.status).toBe(201);
    const iri = String(created.body["@id"]);
    expect(created.body).toMatchObject({
      "@type": "Quotation",
      state: "QUOTATION_STATE_DRAFT",
      advance: 0,
      paymentMode: 30,
      isRecurringPayment: false,
      totalHT: 0,
      totalTTC: 0,
      recommandation: `${RECOMMENDATIONS}/${recommendationId}`,
      quotationTriangleProducts: [],
    });
    const put = await send("user", "PUT", iri, {
      title: "Soirée de gala",
      advance: 40,
      paymentMode: "45",
      isRecurringPayment: 1,
      comment: "Acompte à la commande",
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      title: "Soirée de gala",
      advance: 40,
      paymentMode: 45,
      isRecurringPayment: true,
    });
    const bad = await send("user", "PUT", iri, { paymentMode: 15 });
    expect(bad.status).toBe(400);
    expect(bad.description).toBe("Le mode de paiement « 15 » n'existe pas (-1, 0, 30, 45 ou 60)");

    const list = await send("user", "GET", `${QUOTATIONS}?recommandation=${recommendationId}`);
    expect(list.body["hydra:totalItems"]).toBe(1);
    expect((await send("user", "DELETE", iri)).status).toBe(204);
    expect((await send("user", "GET", iri)).status).toBe(404);
  });

  it("lines: POST a product line and a free-text line, PUT, GET, list and DELETE, totals in euros", async () => {
    const recommendationId = (await insertRecommendationWithLead(t.handle.db, { issuerId: issuer })).id;
    const quotation = (await send("user", "POST", QUOTATIONS, { recommandation: recommendationId })).body;
    const productId = await insertGroupProduct(t.handle.db, {
      name: "Croisière",
      priceCents: toCents(1250),
      vatRate: "20",
      companyIds: [issuer],
    });
    const line = await send("user", "POST", LINES, {
      quotation: quotation["@id"],
      triangleProduct: `${PRODUCTS}/${productId}`,
      quantity: "3",
      discount: "10",
    });
    expect(line.status).toBe(201);
    expect(line.body).toMatchObject({
      "@type": "QuotationTriangleProduct",
      name: "Croisière",
      triangleProduct: `${PRODUCTS}/${productId}`,
      quantity: "3",
      unitPrice: 12.5,
      tva: 20,
      discount: "10",
      indexOrder: "1",
      hidden: false,
      baseHT: 37.5, // 3 × 12,50 €
      totalHT: 33.75, // − 10 %
      quotation: quotation["@id"],
    });
    const free = await send("user", "POST", LINES, {
      quotation: quotation.id,
      unitPrice: "20,00",
      tva: "5,5",
    });
    expect(free.body).toMatchObject({
      name: "Texte libre",
      quantity: "1",
      indexOrder: "2",
      triangleProduct: null,
    });
    const edited = await send("user", "PUT", String(free.body["@id"]), { quantity: 2, name: "Transport" });
    expect(edited.body).toMatchObject({ name: "Transport", totalHT: 40 }); // 2 × 20,00 €

    const item = (await send("user", "GET", String(quotation["@id"]))).body;
    // 20 %: 33,75 € → 6,75 €; 5,5 %: 40,00 € → 2,20 €; TTC 73,75 + 8,95 = 82,70 €.
    expect(item).toMatchObject({
      totalHT: 73.75,
      totalTVA: 8.95,
      totalTTC: 82.7,
      detailTVA: [
        { rate: 5.5, base: 40, tva: 2.2 },
        { rate: 20, base: 33.75, tva: 6.75 },
      ],
    });
    expect((item.quotationTriangleProducts as unknown[]).length).toBe(2);
    const list = await send("user", "GET", `${LINES}?quotation=${quotation.id}`);
    expect(list.body["hydra:totalItems"]).toBe(2);
    expect((await send("user", "GET", String(line.body["@id"]))).body.totalHT).toBe(33.75);
    expect((await send("user", "DELETE", String(free.body["@id"]))).status).toBe(204);
    expect((await send("user", "GET", String(quotation["@id"]))).body.totalTTC).toBe(40.5); // 33,75 + 6,75
  });

  it("bad input: a French message, a 4xx, nothing saved", async () => {
    const recommendationId = (await insertRecommendationWithLead(t.handle.db, { issuerId: issuer })).id;
    const quotation = (await send("user", "POST", QUOTATIONS, { recommandation: recommendationId })).body;
    const product = await insertGroupProduct(t.handle.db, {
      name: "Voilier",
      priceCents: toCents(100),
      vatRate: "20",
      companyIds: [issuer],
    });
    const { expenseId } = await insertLinkedPurchase(t.handle.db, product, "Skipper");
    const before = await quotationRowCounts(t.handle.db);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ discount: 101 }, 400, "La remise doit être comprise entre 0 et 100 %"],
      [{ discount: "-1" }, 400, "La remise doit être comprise entre 0 et 100 %"],
      [{ quantity: "abc" }, 400, "La quantité « abc » n'est pas un nombre valide"],
      [{ unitPrice: "x" }, 400, "Le prix unitaire HT « x » n'est pas un montant valide"],
      [
        { triangleProduct: product, linkedPurchases: [{ triangleProductExpense: expenseId }] },
        422,
        "Vous devez choisir un fournisseur pour Skipper.",
      ],
    ];
    for (const [fields, status, message] of cases) {
      const answer = await send("user", "POST", LINES, { quotation: quotation.id, ...fields });
      expect([answer.status, answer.description]).toEqual([status, message]);
    }
    expect((await send("user", "POST", LINES, { discount: 5 })).status).toBe(400);
    expect(await quotationRowCounts(t.handle.db)).toEqual(before);
  });
});
