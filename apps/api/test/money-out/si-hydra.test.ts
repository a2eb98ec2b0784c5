import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supplierInvoiceModule } from "../../src/modules/money-out/supplier-invoices";
import { insertSupplier } from "../catalogue/product-types-helpers";
import { createTestApp, type TestApp } from "../helpers";
import { hydraAs, trpcAs } from "../input-helpers";
import { insertPurchaseOrder } from "./money-out-fixtures";
import { nextNumber, orderState, paidMarks, uploadInvoicePdf } from "./si-helpers";

let t: TestApp;
let send: ReturnType<typeof hydraAs>;
let trpc: ReturnType<typeof trpcAs>;
let issuer: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [supplierInvoiceModule] });
  send = hydraAs(t);
  trpc = trpcAs(t);
  issuer = t.demo.companyIds[0] ?? 0;
}, 60_000);
afterAll(() => t.close());

const INVOICES = "/api/compta/supplier_invoices";
const LINKS = "/api/compta/supplier_invoice_purchase_orders";
const LINES = "/compta/supplier_invoice_products";
const SUPPLIERS = "/api/tronc-commun/tronc_commun_suppliers";
const ORDERS = "/api/compta/purchase_orders";

describe("/api/compta/supplier_invoices over Hydra", () => {
  it("POST with the supplier and file as IRIs and amounts in euros, GET, PUT, the collection, DELETE", async () => {
    const supplier = await insertSupplier(t, "Traiteur Hydra");
    const fileId = await uploadInvoicePdf(t);
    const number = nextNumber();
    const created = await send("compta", "POST", INVOICES, {
      supplier: `${SUPPLIERS}/${supplier.id}`,
      file: `/api/files/${fileId}`,
      invoiceNumber: number,
      amount: "1 200,00",
      amountTva: 200,
      paymentAt: "2026-12-31T00:00:00+01:00",
      invoiceReceivedAt: "2026-12-02",
      invoiceAt: "2026-12-01",
      comment: "Décembre",
    });
    expect(created.status).toBe(201);
    const iri = String(created.body["@id"]);
    expect(iri).toMatch(/^\/api\/compta\/supplier_invoices\/\d+$/);
    expect(created.body).toMatchObject({
      "@type": "SupplierInvoice",
      supplier: { "@id": `${SUPPLIERS}/${supplier.id}`, id: supplier.id, name: "Traiteur Hydra" },
      supplierName: "Traiteur Hydra",
      file: `/api/files/${fileId}`,
      state: "STATE_PENDING",
      stateTrad: "En cours",
      invoiceNumber: number,
      amount: 1200,
      amountTva: 200,
      paymentAt: "2026-12-31",
      invoiceReceivedAt: "2026-12-02",
      invoiceAt: "2026-12-01",
      comment: "Décembre",
      restAmount: 1200,
      incomplete: false,
      supplierInvoicePurchaseOrders: [],
      supplierPayments: [],
    });
    // a plain user reads it
    expect(await send("user", "GET", iri)).toMatchObject({ status: 200, body: { "@id": iri, amount: 1200 } });
    // the old client PUTs the whole object back with a change: 1 500,00 TTC, nothing paid → 1 500,00 left
    const put = await send("compta", "PUT", iri, {
      ...created.body,
      amount: 1500,
      amountTva: "250,00",
      state: "STATE_ADVANCE",
    });
    expect(put).toMatchObject({
      status: 200,
      body: { amount: 1500, amountTva: 250, restAmount: 1500, state: "STATE_ADVANCE" },
    });
    expect(await send("compta", "PUT", iri, { state: "STATE_LOST" })).toMatchObject({
      status: 400,
      description:
        "L'état « STATE_LOST » n'existe pas pour une facture fournisseur (En cours, Réglée ou Acompte)",
    });
    const list = await send("user", "GET", `${INVOICES}?maxResults=500`);
    expect(list.status).toBe(200);
    expect((list.body["hydra:member"] as { "@id": string }[]).map((member) => member["@id"])).toContain(iri);
    expect(await send("compta", "DELETE", iri)).toMatchObject({ status: 204 });
    expect(await send("compta", "GET", iri)).toMatchObject({
      status: 404,
      description: "Cette facture fournisseur est introuvable",
    });
  });

  it("answers the bad input list in French with 4xx", async () => {
    const supplier = await insertSupplier(t, "Fournisseur Refus");
    const fileId = await uploadInvoicePdf(t);
    const body = {
      supplier: `${SUPPLIERS}/${supplier.id}`,
      file: `/api/files/${fileId}`,
      invoiceNumber: nextNumber(),
      amount: "830,00",
      amountTva: "105,00",
      paymentAt: "2026-12-20",
      invoiceReceivedAt: "2026-11-22",
      invoiceAt: "2026-11-20",
    };
    expect(await send("compta", "POST", INVOICES, { ...body, amount: "abc" })).toMatchObject({
      status: 400,
      description: "Le montant TTC « abc » n'est pas un montant valide",
    });
    const above = await send("compta", "POST", INVOICES, { ...body, amountTva: 900 });
    expect(above.status).toBe(400);
    expect(String(above.description)).toContain("ne peut pas dépasser le montant TTC");
    expect(await send("compta", "POST", INVOICES, { ...body, invoiceReceivedAt: null })).toMatchObject({
      status: 400,
      description: "La date de réception est obligatoire une fois la facture fournisseur jointe",
    });
    expect(await send("compta", "POST", INVOICES, { ...body, file: undefined })).toMatchObject({
      status: 201,
    });
    expect(await send("compta", "POST", INVOICES, body)).toMatchObject({ status: 409 });
    expect(await send("user", "POST", INVOICES, body)).toMatchObject({
      status: 403,
      description: "Seule la comptabilité peut enregistrer, modifier ou supprimer une facture fournisseur",
    });
  });
});

describe("links and lines over Hydra", () => {
  it("POST a link (purchaseOrder, supplierInvoice), PUT confirmed, GET, the lines' POST, PUT, GET, DELETE, DELETE the link", async () => {
    const order = await insertPurchaseOrder(t, { issuerId: issuer, supplierName: "Location Hydra" });
    const invoice = await send("compta", "POST", INVOICES, { supplier: `${SUPPLIERS}/${order.supplierId}` });
    const invoiceIri = String(invoice.body["@id"]);
    const invoiceId = Number(invoiceIri.split("/").pop());

    expect(await send("compta", "POST", LINKS, { supplierInvoice: invoiceIri })).toMatchObject({
      status: 400,
      description: "Sélectionnez un bon de commande",
    });
    const other = await insertPurchaseOrder(t, { issuerId: issuer, supplierName: "Autre Hydra" });
    const foreign = await send("compta", "POST", LINKS, {
      supplierInvoice: invoiceIri,
      purchaseOrder: `${ORDERS}/${other.purchaseOrderId}`,
    });
    expect(foreign).toMatchObject({
      status: 422,
      description: `Le bon de commande ${other.reference} est celui du fournisseur Autre Hydra : il ne peut pas être lié à une facture de Location Hydra`,
    });

    const link = await send("compta", "POST", LINKS, {
      supplierInvoice: invoiceIri,
      purchaseOrder: `${ORDERS}/${order.purchaseOrderId}`,
    });
    expect(link.status).toBe(201);
    const linkIri = String(link.body["@id"]);
    expect(link.body).toMatchObject({
      "@type": "SupplierInvoicePurchaseOrder",
      confirmed: false,
      supplierInvoice: invoiceIri,
      purchaseOrder: {
        "@id": `${ORDERS}/${order.purchaseOrderId}`,
        reference: order.reference,
        state: "STATE_INVOICE",
        quotationExpense: { totalHT: 725, totalTTC: 830 },
      },
    });
    const products = link.body.supplierInvoiceProducts as Record<string, unknown>[];
    // 40 × 10,00 = 400,00; 2 × 150,00 = 300,00; Livraison 25,00
    expect(products.map((line) => [line.name, line.unitPrice, line.tva, line.totalHT, line.paid])).toEqual([
      ["Repas traiteur", 10, 10, 400, true],
      ["Location de tables", 150, 20, 300, true],
      ["Livraison", 25, 20, 25, false],
    ]);
    expect(await send("compta", "PUT", linkIri, { confirmed: true })).toMatchObject({
      status: 200,
      body: { confirmed: true, purchaseOrder: { state: "STATE_FINISH" } },
    });
    expect(await send("user", "GET", linkIri)).toMatchObject({ status: 200, body: { confirmed: true } });
    expect(await send("user", "PUT", linkIri, { confirmed: false })).toMatchObject({ status: 403 });

    // lines: spec §7 update sends id, name, quantity, unitPrice, tva
    const line = await send("compta", "POST", LINES, {
      supplierInvoicePurchaseOrder: linkIri,
      name: "Nappes",
      quantity: 3,
      unitPrice: "4,50",
    });
    // 3 × 4,50 = 13,50 at the default 20 %
    expect(line).toMatchObject({
      status: 201,
      body: { "@type": "SupplierInvoiceProduct", name: "Nappes", unitPrice: 4.5, tva: 20, totalHT: 13.5 },
    });
    const lineIri = String(line.body["@id"]);
    const lineId = Number(lineIri.split("/").pop());
    // 2 × 7,25 = 14,50
    expect(
      await send("compta", "PUT", lineIri, {
        id: lineId,
        name: "Nappes blanches",
        quantity: "2",
        unitPrice: 7.25,
        tva: 10,
      }),
    ).toMatchObject({
      status: 200,
      body: { name: "Nappes blanches", totalHT: 14.5, tva: 10 },
    });
    expect(await send("user", "GET", lineIri)).toMatchObject({
      status: 200,
      body: { name: "Nappes blanches" },
    });
    expect(await send("compta", "DELETE", lineIri)).toMatchObject({ status: 204 });
    // the paid check through PUT on a copied line
    const copied = products[1]?.["@id"] as string;
    expect(await send("compta", "PUT", copied, { paid: false })).toMatchObject({
      status: 200,
      body: { paid: false },
    });
    expect(await paidMarks(t, order.expenseId)).toEqual([invoiceId, null]);

    expect(await send("compta", "DELETE", linkIri)).toMatchObject({ status: 204 });
    expect(await orderState(t, order.purchaseOrderId)).toBe("STATE_PENDING");
    expect(await paidMarks(t, order.expenseId)).toEqual([null, null]);
    expect(await send("compta", "GET", linkIri)).toMatchObject({ status: 404 });
  });

  it("tRPC over HTTP: a plain user is answered 403 in French on every change", async () => {
    const supplier = await insertSupplier(t, "Fournisseur tRPC");
    const created = await trpc("compta", "mutation", "supplierInvoice.create", { supplierId: supplier.id });
    expect(created.status).toBe(200);
    const { id, version } = created.data as { id: number; version: number };
    for (const [path, input] of [
      ["supplierInvoice.create", { supplierId: supplier.id }],
      ["supplierInvoice.update", { id, version, comment: "x" }],
      ["supplierInvoice.delete", { id }],
      ["supplierInvoice.removeFile", { id }],
      ["supplierInvoice.linkOrder", { supplierInvoiceId: id, purchaseOrderId: 1 }],
    ] as const) {
      expect(await trpc("user", "mutation", path, input)).toMatchObject({
        status: 403,
        message: "Seule la comptabilité peut enregistrer, modifier ou supprimer une facture fournisseur",
      });
    }
    expect(await trpc("user", "query", "supplierInvoice.get", { id })).toMatchObject({ status: 200 });
  });
});
