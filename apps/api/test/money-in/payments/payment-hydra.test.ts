import type { Cents } from "@tronc/domain";
import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceModule } from "../../../src/modules/billing/invoices";
import { invoicePaymentModule } from "../../../src/modules/money-in/invoice-payments";
import { createTestApp, type TestApp } from "../../helpers";
import { hydraAs, trpcAs } from "../../input-helpers";
import {
  insertForecast,
  insertPayableInvoice,
  insertValidatedCredit,
  invoiceState,
  paymentRows,
} from "./payment-helpers";

let t: TestApp;
let send: ReturnType<typeof hydraAs>;
let trpc: ReturnType<typeof trpcAs>;
let issuer: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [invoiceModule, invoicePaymentModule] });
  send = hydraAs(t);
  trpc = trpcAs(t);
  issuer = t.demo.companyIds[0] ?? 0;
}, 60_000);
afterAll(() => t.close());

const PAYMENTS = "/compta/invoice_payments";
const BY_INVOICE = "/compta/invoice_payments-by-invoice";
const INVOICES = "/api/compta/invoices";
const CREDITS = "/api/compta/credits";
const FORECASTS = "/api/compta/financial-forecast/payments";

describe("/compta/invoice_payments over Hydra", () => {
  it("POST in euros with IRIs, GET, PUT, the invoice's list, the collection, DELETE", async () => {
    const invoice = await insertPayableInvoice(t.handle.db, issuer);
    const forecast = await insertForecast(t.handle.db, invoice.quotationId, "2026-12-01", toCents(50_000));
    const created = await send("compta", "POST", PAYMENTS, {
      invoice: `${INVOICES}/${invoice.invoiceId}`,
      amount: "500,00",
      paymentType: "TYPE_ADVANCE",
      paymentMode: "MODE_BANK_TRANSFER",
      comment: "Virement",
      paidAt: "2026-11-20T00:00:00+01:00",
      invoicePayment: `${FORECASTS}/${forecast}`,
    });
    expect(created.status).toBe(201);
    const iri = String(created.body["@id"]);
    expect(iri).toMatch(/^\/compta\/invoice_payments\/\d+$/);
    expect(created.body).toMatchObject({
      "@type": "InvoicePayment",
      amount: 500,
      paymentType: "TYPE_ADVANCE",
      paymentTypeTrad: "Acompte",
      paymentMode: "MODE_BANK_TRANSFER",
      paymentModeTrad: "Virement bancaire",
      comment: "Virement",
      paidAt: "2026-11-20",
      invoice: `${INVOICES}/${invoice.invoiceId}`,
      invoiceReference: invoice.reference,
      credit: null,
      invoicePayment: `${FORECASTS}/${forecast}`,
    });
    // 1 200,00 − 500,00 = 700,00 on the invoice, in euros on its own wire
    expect((await send("user", "GET", `${INVOICES}/${invoice.invoiceId}`)).body).toMatchObject({
      restAmount: 700,
    });
    expect(await send("user", "GET", iri)).toMatchObject({ status: 200, body: { amount: 500, "@id": iri } });

    const put = await send("compta", "PUT", iri, { amount: 700.5, paymentMode: "MODE_CHECK", comment: null });
    expect(put).toMatchObject({
      status: 200,
      body: {
        amount: 700.5,
        paymentModeTrad: "Chèque",
        comment: "",
        invoicePayment: `${FORECASTS}/${forecast}`,
      },
    });
    // 1 200,00 − 700,50 = 499,50
    expect(await invoiceState(t.handle.db, invoice.invoiceId)).toMatchObject({
      amountLeftCents: toCents(49_950),
    });

    const list = await send("user", "GET", `${BY_INVOICE}/${invoice.invoiceId}`);
    expect(list).toMatchObject({
      status: 200,
      body: {
        "@id": `${BY_INVOICE}/${invoice.invoiceId}`,
        "@type": "hydra:Collection",
        "hydra:totalItems": 1,
      },
    });
    expect((list.body["hydra:member"] as { "@id": string }[]).map((member) => member["@id"])).toEqual([iri]);

    const page = await send("user", "GET", `${PAYMENTS}?page=1&maxResults=1`);
    expect(page.status).toBe(200);
    expect(page.body["hydra:member"]).toHaveLength(1);
    expect((page.body["hydra:member"] as { "@id": string }[])[0]?.["@id"]).toBe(iri);
    expect(page.body["hydra:totalItems"]).toBeGreaterThanOrEqual(1);

    expect((await send("compta", "DELETE", iri)).status).toBe(204);
    expect((await send("user", "GET", iri)).status).toBe(404);
    expect(await invoiceState(t.handle.db, invoice.invoiceId)).toMatchObject({
      amountLeftCents: toCents(120_000),
    });
  });

  it("a credit by IRI pays the rest; the invoice reads 'Réglée' with its date", async () => {
    const invoice = await insertPayableInvoice(t.handle.db, issuer);
    // 1 000,00 HT → 1 200,00 TTC: the whole invoice
    const creditId = await insertValidatedCredit(t.handle.db, {
      issuerId: issuer,
      companyId: invoice.companyId,
      htCents: toCents(100_000),
    });
    const created = await send("admin", "POST", PAYMENTS, {
      invoice: invoice.invoiceId,
      amount: 1200,
      paymentType: "TYPE_SOLD",
      paymentMode: "MODE_CREDIT",
      paidAt: "2026-11-30",
      credit: `${CREDITS}/${creditId}`,
    });
    expect(created).toMatchObject({ status: 201, body: { credit: `${CREDITS}/${creditId}`, amount: 1200 } });
    expect((await send("user", "GET", `${INVOICES}/${invoice.invoiceId}`)).body).toMatchObject({
      state: "STATE_PAID",
      paidAt: "2026-11-30",
      restAmount: 0,
    });
  });

  it("refusals: 403 for a plain user, 400 and 422 in French, 404 for unknown rows; nothing written", async () => {
    const invoice = await insertPayableInvoice(t.handle.db, issuer);
    const body = {
      invoice: `${INVOICES}/${invoice.invoiceId}`,
      paymentType: "TYPE_SOLD",
      paymentMode: "MODE_MONEY",
    };
    const forbidden = await send("user", "POST", PAYMENTS, { ...body, amount: 10 });
    expect(forbidden).toMatchObject({
      status: 403,
      description: "Seule la comptabilité peut enregistrer, modifier ou supprimer un paiement",
    });
    expect(await send("compta", "POST", PAYMENTS, { ...body, amount: 0 })).toMatchObject({
      status: 400,
      description: "Le montant du paiement doit être supérieur à zéro",
    });
    expect(await send("compta", "POST", PAYMENTS, { ...body, amount: "1 200,01" })).toMatchObject({
      status: 422,
      description: "Le montant saisi (1\u202f200,01\u00a0€) dépasse le reste à régler (1\u202f200,00\u00a0€)",
    });
    expect(
      await send("compta", "POST", PAYMENTS, { ...body, amount: 10, paymentMode: "MODE_CREDIT" }),
    ).toMatchObject({
      status: 400,
      description: "Vous devez sélectionner un avoir dans la liste",
    });
    expect(
      await send("compta", "POST", PAYMENTS, { ...body, amount: 10, paidAt: "2026-13-01" }),
    ).toMatchObject({
      status: 400,
      description: "La date du paiement « 01/13/2026 » n'est pas une date valide",
    });
    const wrongIri = await send("compta", "POST", PAYMENTS, {
      ...body,
      amount: 10,
      invoice: "/api/companies/1",
    });
    expect(wrongIri.status).toBe(400);
    expect(String(wrongIri.description)).toMatch(/^invoice : la référence doit désigner une facture/);
    expect(
      await send("compta", "POST", PAYMENTS, { ...body, amount: 10, invoice: 99_999_999 }),
    ).toMatchObject({
      status: 404,
    });
    expect(await paymentRows(t.handle.db, invoice.invoiceId)).toEqual([]);
    expect((await send("compta", "PUT", `${PAYMENTS}/99999999`, { amount: 1 })).status).toBe(404);
    expect((await send("compta", "DELETE", `${PAYMENTS}/99999999`)).status).toBe(404);
    expect((await send("user", "GET", `${BY_INVOICE}/99999999`)).status).toBe(404);
    expect((await send("user", "GET", `${PAYMENTS}/abc`)).status).toBe(404);
  });
});

describe("invoicePayment over tRPC (what the web app sends)", () => {
  it("options, create, byInvoice, update, delete", async () => {
    const invoice = await insertPayableInvoice(t.handle.db, issuer);
    const options = await trpc("compta", "query", "invoicePayment.options", { invoiceId: invoice.invoiceId });
    expect(options).toMatchObject({ status: 200, data: { canPay: true, amountLeftCents: toCents(120_000) } });
    const created = await trpc("compta", "mutation", "invoicePayment.create", {
      invoiceId: invoice.invoiceId,
      amount: "300,00",
      paymentType: "TYPE_ADVANCE",
      paymentMode: "MODE_CREDIT_CARD",
    });
    expect(created.status).toBe(200);
    const id = (created.data as { id: number }).id;
    const refused = await trpc("compta", "mutation", "invoicePayment.update", { id, amount: "1 200,01" });
    expect(refused).toMatchObject({
      status: 422,
      message: expect.stringMatching(/^Le montant saisi \(1\s200,01\s€\)/),
    });
    expect((await trpc("compta", "mutation", "invoicePayment.update", { id, amount: "400" })).status).toBe(
      200,
    );
    const list = await trpc("user", "query", "invoicePayment.byInvoice", { invoiceId: invoice.invoiceId });
    expect((list.data as { amountCents: Cents }[]).map((payment) => payment.amountCents)).toEqual([40_000]);
    expect(await trpc("user", "mutation", "invoicePayment.delete", { id })).toMatchObject({ status: 403 });
    expect((await trpc("compta", "mutation", "invoicePayment.delete", { id })).status).toBe(200);
    expect(await invoiceState(t.handle.db, invoice.invoiceId)).toMatchObject({
      amountLeftCents: toCents(120_000),
    });
    const typeError = await trpc("compta", "mutation", "invoicePayment.create", {
      invoiceId: invoice.invoiceId,
      amount: { euros: 3 },
    });
    expect(typeError).toMatchObject({ status: 400, message: expect.stringMatching(/^amount : /) });
  });
});
