import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLineModule } from "../../../src/modules/money-in/credit-lines";
import { creditModule } from "../../../src/modules/money-in/credits";
import { createTestApp, type TestApp } from "../../helpers";
import { hydraAs } from "../../input-helpers";
import { insertGroupProduct } from "../../proposals/proposal-fixtures";
import { insertPayment } from "../money-in-fixtures";
import {
  counterOf,
  creditCounter,
  insertInvoiceableClient,
  insertNumberedInvoice,
  today,
} from "./credit-helpers";

let t: TestApp;
let send: ReturnType<typeof hydraAs>;
let issuer: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [creditLineModule, creditModule] });
  send = hydraAs(t);
  issuer = t.demo.companyIds[0] ?? 0;
});
afterAll(() => t.close());

const CREDITS = "/api/compta/credits";
const FROM_INVOICE = "/api/compta/credits-from-invoice";
const LINES = "/compta/credit_triangle_products";
const PRODUCTS = "/api/tronc-commun/tronc_commun_triangle_products";
const ISSUERS = "/api/tronc-commun/triangle_companies";

describe("credit notes over Hydra", () => {
  it("POST with IRIs, GET in euros, PUT the header, validate with confirmed, list, refuse DELETE", async () => {
    const client = await insertInvoiceableClient(t.handle.db, issuer, "Client Hydra");
    const created = await send("user", "POST", CREDITS, {
      company: `/api/companies/${client.companyId}`,
      triangleCompany: `${ISSUERS}/${issuer}`,
    });
    expect(created.status).toBe(201);
    const iri = String(created.body["@id"]);
    expect(iri).toMatch(/^\/api\/compta\/credits\/\d+$/);
    expect(created.body).toMatchObject({
      "@type": "Credit",
      reference: null,
      displayReference: "Avoir en cours de création",
      state: "CREDIT_STATE_CREATED",
      createdAt: today(),
      companyName: "Client Hydra",
      company: { "@id": `/api/companies/${client.companyId}`, id: client.companyId },
      triangleCompany: { "@id": `${ISSUERS}/${issuer}`, id: issuer },
      invoiceHeadName: "Client Hydra",
      invoiceAddress: "12 rue des Lilas\n69003 Lyon",
      totalTTC: 0,
      restAmount: 0,
      creditTriangleProducts: [],
      invoicePayments: [],
    });
    expect(created.body.creatorFullname).not.toBe("");
    expect(created.body.triangleCompanyName).not.toBe("");

    const line = await send("user", "POST", LINES, { credit: iri, name: "Geste", unitPrice: "100,00" });
    expect(line.status).toBe(201);
    expect(await send("user", "GET", iri)).toMatchObject({
      status: 200,
      // 100,00 HT + 20,00 VAT.
      body: {
        totalHT: 100,
        totalTVA: 20,
        totalTTC: 120,
        restAmount: 120,
        detailTVA: [{ rate: 20, base: 100, tva: 20 }],
      },
    });

    const tooLong = await send("user", "PUT", iri, { invoiceAddress: "a".repeat(301) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.description).toBe("L'adresse de facturation ne doit pas dépasser 300 caractères");
    const badDate = await send("user", "PUT", iri, { createdAt: "2026-13-01" });
    expect(badDate.status).toBe(400);
    expect(badDate.description).toBe("La date de l'avoir « 01/13/2026 » n'est pas une date");
    const put = await send("user", "PUT", iri, {
      id: 1,
      title: "Geste",
      comment: "Retard",
      createdAt: `${today()}T00:00:00+01:00`,
    });
    expect(put).toMatchObject({
      status: 200,
      body: { title: "Geste", comment: "Retard", createdAt: today() },
    });

    const before = await creditCounter(t.handle.db, issuer);
    const unconfirmed = await send("compta", "PUT", iri, { state: "CREDIT_STATE_VALIDATED" });
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.description).toBe("Confirmez la création définitive de l'avoir");
    const plainUser = await send("user", "PUT", iri, { state: "CREDIT_STATE_VALIDATED", confirmed: true });
    expect(plainUser.status).toBe(403);
    expect(plainUser.description).toBe(
      "Seule la comptabilité peut valider un avoir ou changer l'état d'un avoir validé",
    );
    const unknown = await send("compta", "PUT", iri, { state: "CREDIT_STATE_LOST", confirmed: true });
    expect(unknown.status).toBe(400);
    const validated = await send("compta", "PUT", iri, { state: "CREDIT_STATE_VALIDATED", confirmed: true });
    expect(validated.status).toBe(200);
    expect(counterOf(String(validated.body.reference))).toBe(before + 1);
    expect(validated.body.canEditLines).toBe(false);

    const locked = await send("user", "PUT", String(line.body["@id"]), { quantity: "2" });
    expect(locked.status).toBe(422);
    expect(locked.description).toBe("Cet avoir est validé : ses lignes ne peuvent plus être modifiées");
    const refused = await send("compta", "DELETE", iri);
    expect(refused.status).toBe(422);
    expect(refused.description).toBe("Seul un avoir en cours de création peut être supprimé");

    const list = await send("user", "GET", `${CREDITS}?maxResults=2`);
    expect(list.status).toBe(200);
    expect(list.body["@type"]).toBe("hydra:Collection");
    const members = list.body["hydra:member"] as Record<string, unknown>[];
    expect(members.length).toBeGreaterThan(0);
    expect(members.length).toBeLessThanOrEqual(2);
    // Newest first: the credit just made is on the first page.
    expect(members[0]).toMatchObject({ "@type": "Credit", "@id": iri, totalTTC: 120 });
  });

  it("POST with ids; a missing or wrong reference is a 400; an unknown id a 404", async () => {
    const client = await insertInvoiceableClient(t.handle.db, issuer);
    const created = await send("user", "POST", CREDITS, {
      company: client.companyId,
      triangleCompany: String(issuer),
    });
    expect(created.status).toBe(201);
    const missing = await send("user", "POST", CREDITS, { company: client.companyId });
    expect(missing.status).toBe(400);
    expect(missing.description).toMatch(/^triangleCompany : /);
    const wrong = await send("user", "POST", CREDITS, {
      company: `/api/compta/invoices/${client.companyId}`,
      triangleCompany: issuer,
    });
    expect(wrong.status).toBe(400);
    expect((await send("user", "GET", `${CREDITS}/99999999`)).status).toBe(404);
    expect((await send("user", "DELETE", String(created.body["@id"]))).status).toBe(204);
    expect((await send("user", "GET", String(created.body["@id"]))).status).toBe(404);
  });

  it("lines: POST a catalogue line, PUT, DELETE, totals in euros", async () => {
    const client = await insertInvoiceableClient(t.handle.db, issuer);
    const credit = await send("user", "POST", CREDITS, {
      company: client.companyId,
      triangleCompany: issuer,
    });
    const productId = await insertGroupProduct(t.handle.db, {
      name: "Navette",
      priceCents: toCents(1250),
      vatRate: "20",
      companyIds: [issuer],
    });
    const line = await send("user", "POST", LINES, {
      credit: credit.body["@id"],
      triangleProduct: `${PRODUCTS}/${productId}`,
      quantity: "2",
    });
    expect(line.status).toBe(201);
    expect(line.body).toMatchObject({
      "@type": "CreditTriangleProduct",
      credit: credit.body["@id"],
      triangleProduct: `${PRODUCTS}/${productId}`,
      name: "Navette",
      unitPrice: 12.5,
      baseHT: 25,
      totalHT: 25,
      tva: 20,
      quantity: "2",
    });
    const put = await send("user", "PUT", String(line.body["@id"]), { discount: "50" });
    expect(put.body).toMatchObject({ totalHT: 12.5, baseHT: 25, discount: "50" });
    // 12,50 HT + 2,50 VAT = 15,00.
    const view = await send("user", "GET", String(credit.body["@id"]));
    expect(view.body.totalTTC).toBe(15);
    expect(view.body.creditTriangleProducts).toEqual([expect.objectContaining({ "@id": line.body["@id"] })]);
    expect((await send("user", "PUT", String(line.body["@id"]), { tva: "130" })).status).toBe(400);
    expect((await send("user", "POST", LINES, { name: "Sans avoir" })).status).toBe(400);
    expect((await send("user", "DELETE", String(line.body["@id"]))).status).toBe(204);
    expect((await send("user", "GET", String(credit.body["@id"]))).body.totalTTC).toBe(0);
  });

  it("POST credits-from-invoice {invoice} answers the new credit; its uses are listed once paid with it", async () => {
    const db = t.handle.db;
    const invoice = await insertNumberedInvoice(db, issuer);
    const created = await send("user", "POST", FROM_INVOICE, {
      invoice: `/api/compta/invoices/${invoice.invoiceId}`,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      "@type": "Credit",
      title: `Avoir sur la facture ${invoice.reference}`,
      invoice: { "@id": `/api/compta/invoices/${invoice.invoiceId}`, reference: invoice.reference },
      // 1 132,13 € given back, the invoice's two lines copied.
      totalTTC: 1132.13,
      restAmount: 1132.13,
    });
    expect(created.body.creditTriangleProducts).toHaveLength(2);
    expect((await send("user", "POST", FROM_INVOICE, { invoice: "/api/compta/quotations/1" })).status).toBe(
      400,
    );
    expect((await send("user", "POST", FROM_INVOICE, {})).status).toBe(400);
    expect((await send("user", "POST", FROM_INVOICE, { invoice: 99_999_999 })).status).toBe(404);

    const iri = String(created.body["@id"]);
    await send("compta", "PUT", iri, { state: "CREDIT_STATE_VALIDATED", confirmed: true });
    // Drafts reserve nothing (issue 25); once validated, the credit covers the whole invoice.
    const again = await send("user", "POST", FROM_INVOICE, { invoice: invoice.invoiceId });
    expect(again.status).toBe(422);
    expect(again.description).toMatch(/^Cette facture est déjà entièrement couverte par ses avoirs/);
    const other = await insertNumberedInvoice(db, issuer);
    // The credit pays 500,00 of another invoice (a fixture: the payment API is another part).
    await insertPayment(db, {
      invoiceId: other.invoiceId,
      amountCents: toCents(50_000),
      creditId: Number(iri.split("/").pop()),
      paidAt: "2026-11-24",
    });
    const used = await send("user", "GET", iri);
    expect(used.body).toMatchObject({
      state: "CREDIT_STATE_PARTIALY_USED",
      // 1 132,13 − 500,00 = 632,13 left.
      restAmount: 632.13,
      invoicePayments: [
        {
          "@type": "InvoicePayment",
          amount: 500,
          paymentMode: "MODE_CREDIT",
          paymentModeTrad: "Avoir",
          paymentTypeTrad: "Solde",
          paidAt: "2026-11-24",
          invoice: { "@id": `/api/compta/invoices/${other.invoiceId}`, reference: other.reference },
        },
      ],
    });
  });
});
