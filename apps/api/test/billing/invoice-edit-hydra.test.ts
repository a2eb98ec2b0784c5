import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceLineModule } from "../../src/modules/billing/invoice-lines";
import { invoiceModule } from "../../src/modules/billing/invoices";
import { quotationBillingModule } from "../../src/modules/billing/quotation-billing";
import { invoicePaymentModule } from "../../src/modules/money-in/invoice-payments";
import { createTestApp, type TestApp } from "../helpers";
import { hydraAs } from "../input-helpers";
import { insertPayableInvoice } from "../money-in/payments/payment-helpers";
import { insertGroupProduct } from "../proposals/proposal-fixtures";
import { counterOf, insertDraft, invoiceCounter } from "./invoice-edit-helpers";
import { insertAcceptedQuotation } from "./invoicing-fixtures";

let t: TestApp;
let send: ReturnType<typeof hydraAs>;
let issuer: number;
beforeAll(async () => {
  t = await createTestApp({
    modules: [invoiceLineModule, invoiceModule, invoicePaymentModule, quotationBillingModule],
  });
  send = hydraAs(t);
  issuer = t.demo.companyIds[0] ?? 0;
});
afterAll(() => t.close());

const INVOICES = "/api/compta/invoices";
const LINES = "/compta/invoice_triangle_products";
const QUOTATIONS = "/api/compta/quotations";
const PRODUCTS = "/api/tronc-commun/tronc_commun_triangle_products";
const PAYMENTS = "/compta/invoice_payments";

describe("invoices over Hydra", () => {
  it("POST a 30 % deposit, GET it in euros, PUT the header, validate with confirm, list, refuse DELETE", async () => {
    const q = await insertAcceptedQuotation(t.handle.db, { issuerId: issuer });
    const created = await send("user", "POST", INVOICES, {
      type: "TYPE_ADVANCE",
      company: `/api/companies/${q.companyId}`,
      triangleCompany: `/api/tronc-commun/triangle_companies/${issuer}`,
      quotations: [`${QUOTATIONS}/${q.quotationId}`],
      state: "STATE_CREATED",
      advance: 30,
    });
    expect(created.status).toBe(201);
    const iri = String(created.body["@id"]);
    // 30 % of 3 773,75 = 1 132,13 TTC (worked by hand).
    expect(created.body).toMatchObject({
      "@type": "Invoice",
      type: "TYPE_ADVANCE",
      state: "STATE_CREATED",
      reference: null,
      totalTTC: 1132.13,
      restAmount: 1132.13,
    });
    expect(await send("user", "GET", iri)).toMatchObject({ status: 200, body: { totalTTC: 1132.13 } });

    const tooLong = await send("user", "PUT", iri, { invoiceAddress: "a".repeat(301) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.description).toBe("L'adresse de facturation ne doit pas dépasser 300 caractères");
    const put = await send("user", "PUT", iri, {
      title: "Acompte",
      invoiceAddress: "1 rue A",
      paymentMode: "45",
      eligibleAt: "2030-01-01",
    });
    expect(put).toMatchObject({
      status: 200,
      body: { title: "Acompte", invoiceAddress: "1 rue A", paymentMode: 45, eligibleAt: null },
    });

    const before = await invoiceCounter(t.handle.db, issuer);
    const unconfirmed = await send("compta", "PUT", iri, { state: "STATE_VALIDATED" });
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.description).toBe("Vous devez confirmer la validation définitive de la facture");
    expect((await send("user", "PUT", iri, { state: "STATE_VALIDATED", confirm: true })).status).toBe(403);
    const validated = await send("compta", "PUT", iri, { state: "STATE_VALIDATED", confirm: true });
    expect(validated.status).toBe(200);
    expect(counterOf(String(validated.body.reference))).toBe(before + 1);

    const list = await send("user", "GET", `${INVOICES}?maxResults=5`);
    expect(list.status).toBe(200);
    expect((list.body["hydra:member"] as unknown[]).length).toBeGreaterThan(0);
    const refused = await send("compta", "DELETE", iri);
    expect(refused.status).toBe(422);
    expect(refused.description).toBe("Seule une facture en cours de rédaction peut être supprimée");
  });

  it("lines: POST a catalogue line and a free-text line, PUT, DELETE, totals in euros", async () => {
    const draft = await insertDraft(t.handle.db, issuer);
    const productId = await insertGroupProduct(t.handle.db, {
      name: "Navette",
      priceCents: toCents(1250),
      vatRate: "20",
      companyIds: [issuer],
    });
    const line = await send("user", "POST", LINES, {
      invoice: `${INVOICES}/${draft.invoiceId}`,
      triangleProduct: `${PRODUCTS}/${productId}`,
      quantity: "2",
    });
    expect(line.status).toBe(201);
    expect(line.body).toMatchObject({
      "@type": "InvoiceTriangleProduct",
      name: "Navette",
      unitPrice: 12.5,
      totalHT: 25,
      tva: 20,
    });
    const text = await send("user", "POST", LINES, {
      invoice: `${INVOICES}/${draft.invoiceId}`,
      triangleProduct: null,
    });
    expect(text.body).toMatchObject({
      description: "Saisissez votre texte",
      quantity: "0",
      triangleProduct: null,
    });
    const put = await send("user", "PUT", String(line.body["@id"]), { discount: "50" });
    expect(put.body).toMatchObject({ totalHT: 12.5, baseHT: 25 });
    // 1 132,13 + 12,50 HT + 2,50 VAT = 1 147,13.
    expect((await send("user", "GET", `${INVOICES}/${draft.invoiceId}`)).body.totalTTC).toBe(1147.13);
    expect((await send("user", "DELETE", String(text.body["@id"]))).status).toBe(204);
    const bad = await send("user", "PUT", String(line.body["@id"]), { tva: "130" });
    expect(bad.status).toBe(400);
  });

  it("duplicates by GET invoices-duplicate/{invoice}/{quotation}?title= and deletes a draft", async () => {
    const draft = await insertDraft(t.handle.db, issuer);
    const copy = await send(
      "user",
      "GET",
      `/api/compta/invoices-duplicate/${draft.invoiceId}/${draft.quotationId}?title=Copie`,
    );
    expect(copy.status).toBe(200);
    expect(copy.body).toMatchObject({
      title: "Copie",
      isDuplicated: true,
      state: "STATE_CREATED",
      totalTTC: 1132.13,
    });
    expect((await send("user", "DELETE", String(copy.body["@id"]))).status).toBe(204);
    expect((await send("user", "GET", String(copy.body["@id"]))).status).toBe(404);
    expect((await send("user", "GET", "/api/compta/invoices-duplicate/0/1")).status).toBe(404);
  });

  it("GET and PUT list the invoice's payments as /compta/invoice_payments members; none: []", async () => {
    const unpaid = await insertPayableInvoice(t.handle.db, issuer);
    expect((await send("user", "GET", `${INVOICES}/${unpaid.invoiceId}`)).body).toMatchObject({
      restAmount: 1200,
      payments: [],
    });

    // 1 000,00 HT at 20 %: 1 200,00 TTC, paid 500,00 by transfer then 700,00 by cheque.
    const invoice = await insertPayableInvoice(t.handle.db, issuer);
    const invoiceIri = `${INVOICES}/${invoice.invoiceId}`;
    const pay = (fields: Record<string, string>) =>
      send("compta", "POST", PAYMENTS, { invoice: invoiceIri, ...fields });
    const transfer = await pay({
      amount: "500,00",
      paymentType: "TYPE_ADVANCE",
      paymentMode: "MODE_BANK_TRANSFER",
      comment: "Virement reçu",
      paidAt: "2026-11-20",
    });
    expect(transfer.status).toBe(201);
    const transferMember = {
      "@id": transfer.body["@id"],
      "@type": "InvoicePayment",
      id: transfer.body.id,
      amount: 500,
      paymentType: "TYPE_ADVANCE",
      paymentTypeTrad: "Acompte",
      paymentMode: "MODE_BANK_TRANSFER",
      paymentModeTrad: "Virement bancaire",
      comment: "Virement reçu",
      paidAt: "2026-11-20",
      invoice: invoiceIri,
      invoiceReference: invoice.reference,
      credit: null,
      creditReference: null,
      invoicePayment: null,
      createdBy: { id: t.demo.userIds.compta, fullname: expect.any(String) },
    };
    // 1 200,00 − 500,00 = 700,00 left; the PUT answer keeps the payment.
    const put = await send("compta", "PUT", invoiceIri, { internalComment: "Relance faite" });
    expect(put).toMatchObject({ status: 200, body: { restAmount: 700, state: "STATE_VALIDATED" } });
    expect(put.body.payments).toEqual([transferMember]);

    const cheque = await pay({
      amount: "700,00",
      paymentType: "TYPE_SOLD",
      paymentMode: "MODE_CHECK",
      comment: "",
      paidAt: "2026-12-05",
    });
    expect(cheque.status).toBe(201);
    // 700,00 − 700,00 = 0: paid on the cheque's date.
    const paid = await send("user", "GET", invoiceIri);
    expect(paid).toMatchObject({
      status: 200,
      body: { restAmount: 0, state: "STATE_PAID", paidAt: "2026-12-05" },
    });
    expect(paid.body.payments).toEqual([
      transferMember,
      {
        ...transferMember,
        "@id": cheque.body["@id"],
        id: cheque.body.id,
        amount: 700,
        paymentType: "TYPE_SOLD",
        paymentTypeTrad: "Solde",
        paymentMode: "MODE_CHECK",
        paymentModeTrad: "Chèque",
        comment: "",
        paidAt: "2026-12-05",
      },
    ]);
    const byInvoice = await send("user", "GET", `/compta/invoice_payments-by-invoice/${invoice.invoiceId}`);
    expect(paid.body.payments).toEqual(byInvoice.body["hydra:member"]);
  });
});
