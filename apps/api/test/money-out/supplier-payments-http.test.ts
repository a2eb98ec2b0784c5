import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supplierPaymentModule } from "../../src/modules/money-out/supplier-payments";
import { createTestApp, type TestApp } from "../helpers";
import { hydraAs, trpcAs } from "../input-helpers";
import {
  insertSupplierInvoice,
  supplierInvoiceState,
  supplierPaymentRows,
} from "./supplier-payments-fixtures";

let t: TestApp;
let send: ReturnType<typeof hydraAs>;
let trpc: ReturnType<typeof trpcAs>;
beforeAll(async () => {
  t = await createTestApp({ modules: [supplierPaymentModule] });
  send = hydraAs(t);
  trpc = trpcAs(t);
}, 60_000);
afterAll(() => t.close());

const PAYMENTS = "/compta/supplier_payments";
const BY_INVOICE = "/compta/supplier_payments-by-invoice";
const INVOICES = "/api/compta/supplier_invoices";

describe("/compta/supplier_payments over Hydra", () => {
  it("POST in euros with the invoice's IRI, GET, PUT, the invoice's list, DELETE", async () => {
    const { supplierInvoiceId } = await insertSupplierInvoice(t);
    const created = await send("compta", "POST", PAYMENTS, {
      supplierInvoice: `${INVOICES}/${supplierInvoiceId}`,
      amount: "415,00",
      paymentType: "TYPE_ADVANCE",
      paymentMode: "MODE_BANK_TRANSFER",
      comment: "Virement",
      paidAt: "2026-11-20T00:00:00+01:00",
    });
    expect(created.status).toBe(201);
    const iri = String(created.body["@id"]);
    expect(iri).toMatch(/^\/compta\/supplier_payments\/\d+$/);
    expect(created.body).toMatchObject({
      "@type": "SupplierPayment",
      amount: 415,
      paymentType: "TYPE_ADVANCE",
      paymentTypeTrad: "Acompte",
      paymentMode: "MODE_BANK_TRANSFER",
      paymentModeTrad: "Virement bancaire",
      comment: "Virement",
      paidAt: "2026-11-20",
      supplierInvoice: `${INVOICES}/${supplierInvoiceId}`,
    });
    // 830,00 − 415,00 = 415,00
    expect(await supplierInvoiceState(t, supplierInvoiceId)).toEqual({
      amountLeftCents: toCents(41_500),
      state: "STATE_ADVANCE",
    });
    expect(await send("user", "GET", iri)).toMatchObject({ status: 200, body: { amount: 415, "@id": iri } });

    // the whole 830,00 in one payment: 415,00 left + its own 415,00
    const put = await send("compta", "PUT", iri, { amount: 830, paymentMode: "MODE_CREDIT", comment: null });
    expect(put).toMatchObject({ status: 200, body: { amount: 830, paymentModeTrad: "Avoir", comment: "" } });
    expect(await supplierInvoiceState(t, supplierInvoiceId)).toEqual({
      amountLeftCents: toCents(0),
      state: "STATE_PAID",
    });

    const list = await send("user", "GET", `${BY_INVOICE}/${supplierInvoiceId}`);
    expect(list).toMatchObject({
      status: 200,
      body: {
        "@id": `${BY_INVOICE}/${supplierInvoiceId}`,
        "hydra:totalItems": 1,
        "hydra:member": [{ "@id": iri, amount: 830 }],
      },
    });

    expect((await send("compta", "DELETE", iri)).status).toBe(204);
    expect(await send("user", "GET", iri)).toMatchObject({ status: 404 });
    expect(await supplierInvoiceState(t, supplierInvoiceId)).toEqual({
      amountLeftCents: toCents(83_000),
      state: "STATE_PENDING",
    });
  });

  it("refuses in French with 4xx and writes nothing: too much, not an amount, no invoice, not accounting", async () => {
    const { supplierInvoiceId } = await insertSupplierInvoice(t);
    const body = {
      supplierInvoice: `${INVOICES}/${supplierInvoiceId}`,
      paymentType: "TYPE_SOLD",
      paymentMode: "MODE_CHECK",
    };
    expect(await send("compta", "POST", PAYMENTS, { ...body, amount: "830,01" })).toMatchObject({
      status: 422,
      description: "Le montant saisi (830,01\u00a0€) dépasse le reste à régler (830,00\u00a0€)",
    });
    expect(await send("compta", "POST", PAYMENTS, { ...body, amount: "beaucoup" })).toMatchObject({
      status: 400,
      description: "Le montant du paiement « beaucoup » n'est pas un montant valide",
    });
    expect((await send("compta", "POST", PAYMENTS, { ...body, amount: [1] })).status).toBe(400);
    expect((await send("compta", "POST", PAYMENTS, { amount: 10, paymentType: "TYPE_SOLD" })).status).toBe(
      400,
    );
    expect(
      await send("compta", "POST", PAYMENTS, { ...body, supplierInvoice: `${INVOICES}/999999`, amount: 10 }),
    ).toMatchObject({ status: 404, description: "Cette facture fournisseur est introuvable" });
    expect(await send("user", "POST", PAYMENTS, { ...body, amount: 10 })).toMatchObject({
      status: 403,
      description: "Seule la comptabilité peut enregistrer, modifier ou supprimer un paiement",
    });
    expect((await send("user", "GET", `${BY_INVOICE}/999999`)).status).toBe(404);
    expect((await send("user", "GET", `${BY_INVOICE}/abc`)).status).toBe(404);
    expect(await supplierPaymentRows(t, supplierInvoiceId)).toEqual([]);
  });
});

describe("supplierPayment over tRPC HTTP (what the edit page sends)", () => {
  it("create, byInvoice, update, delete; 403 for a plain user", async () => {
    const { supplierInvoiceId } = await insertSupplierInvoice(t);
    const fields = { amount: "415,00", paymentType: "TYPE_ADVANCE", paymentMode: "MODE_CREDIT_CARD" };
    const created = await trpc("compta", "mutation", "supplierPayment.create", {
      supplierInvoiceId,
      ...fields,
    });
    expect(created).toMatchObject({
      status: 200,
      data: { amountCents: toCents(41_500), paymentModeLabel: "CB" },
    });
    const id = (created.data as { id: number }).id;
    expect(await trpc("user", "query", "supplierPayment.byInvoice", { supplierInvoiceId })).toMatchObject({
      status: 200,
      data: [{ id, amountCents: toCents(41_500) }],
    });
    expect(await trpc("user", "mutation", "supplierPayment.delete", { id })).toMatchObject({
      status: 403,
      message: "Seule la comptabilité peut enregistrer, modifier ou supprimer un paiement",
    });
    expect(
      await trpc("compta", "mutation", "supplierPayment.update", { id, amount: "830,01" }),
    ).toMatchObject({ status: 422 }); // 415,00 left + its own 415,00 = 830,00 at most
    expect(
      await trpc("compta", "mutation", "supplierPayment.update", { id, amount: "400,00" }),
    ).toMatchObject({
      status: 200,
      data: { amountCents: toCents(40_000) },
    });
    // 830,00 − 400,00 = 430,00
    expect(await supplierInvoiceState(t, supplierInvoiceId)).toEqual({
      amountLeftCents: toCents(43_000),
      state: "STATE_ADVANCE",
    });
    expect(await trpc("compta", "mutation", "supplierPayment.delete", { id })).toMatchObject({ status: 200 });
    expect(await supplierPaymentRows(t, supplierInvoiceId)).toEqual([]);
  });
});
