import { purchaseOrders, quotationExpenses } from "@tronc/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purchaseOrderModule } from "../../src/modules/money-out/purchase-orders";
import { quotationExpenseModule } from "../../src/modules/proposals/quotation-expenses";
import { insertSupplier } from "../catalogue/product-types-helpers";
import { createTestApp, type TestApp } from "../helpers";
import { hydraAs } from "../input-helpers";
import { insertPurchaseOrder } from "./money-out-fixtures";
import { insertBilledInvoice } from "./po-edit-fixtures";

let t: TestApp;
let send: ReturnType<typeof hydraAs>;
let issuerId: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [purchaseOrderModule, quotationExpenseModule] });
  send = hydraAs(t);
  issuerId = t.demo.companyIds[0] ?? 0;
});
afterAll(() => t.close());

const ORDERS = "/api/compta/purchase_orders";
const BY_SUPPLIER = "/api/compta/purchase_orders-by-supplier";

describe("GET and PUT /api/compta/purchase_orders/{id}", () => {
  it("GET answers spec §3's fields in euros with the invoices billed on it", async () => {
    const order = await insertPurchaseOrder(t, { issuerId, supplierName: "Traiteur Hydra" });
    const billed = await insertBilledInvoice(t, {
      purchaseOrderId: order.purchaseOrderId,
      supplierId: order.supplierId,
      number: "FH-1",
    });
    const answer = await send("user", "GET", `${ORDERS}/${order.purchaseOrderId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      "@id": `${ORDERS}/${order.purchaseOrderId}`,
      "@type": "PurchaseOrder",
      reference: order.reference,
      state: "STATE_PENDING",
      // 725,00 HT + 105,00 VAT = 830,00 TTC (the fixture's hand-worked totals)
      quotationExpense: {
        "@id": `/api/compta/quotation_expenses/${order.expenseId}`,
        totalHT: 725,
        totalTVA: 105,
        totalTTC: 830,
      },
      supplierName: "Traiteur Hydra",
      supplier: { "@id": `/api/tronc-commun/tronc_commun_suppliers/${order.supplierId}` },
      canEdit: false,
      supplierInvoicePurchaseOrders: [
        {
          "@id": `/api/compta/supplier_invoice_purchase_orders/${billed.linkId}`,
          supplierInvoice: {
            "@id": `/api/compta/supplier_invoices/${billed.supplierInvoiceId}`,
            invoiceNumber: "FH-1",
            amount: 830,
          },
          supplierInvoiceProducts: [
            { name: "Repas traiteur", quantity: 40, unitPrice: 10, tva: 10, totalHT: 400 },
            { name: "Location de tables", quantity: 2, unitPrice: 150, tva: 20, totalHT: 300 },
          ],
        },
      ],
    });
    expect(typeof answer.body.triangleCompanyName).toBe("string");
    expect(typeof answer.body.leadId).toBe("number");
    const missing = await send("user", "GET", `${ORDERS}/999999`);
    expect(missing.status).toBe(404);
    expect(missing.description).toBe("Ce bon de commande est introuvable");
  });

  it("PUT reads the state only (the embedded expense and invoices are ignored), accounting only", async () => {
    const order = await insertPurchaseOrder(t, { issuerId });
    const iri = `${ORDERS}/${order.purchaseOrderId}`;
    const full = (await send("compta", "GET", iri)).body;
    const saved = await send("compta", "PUT", iri, {
      ...full,
      state: "STATE_FINISH",
      quotationExpense: { title: "Changé par le client", totalHT: 1 },
      supplierInvoicePurchaseOrders: [],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ state: "STATE_FINISH", canCreateSupplierInvoice: false });
    const [expense] = await t.handle.db
      .select({ title: quotationExpenses.title, ht: quotationExpenses.totalHtCents })
      .from(quotationExpenses)
      .where(eq(quotationExpenses.id, order.expenseId));
    expect(expense).toEqual({ title: expect.stringMatching(/^Achat /), ht: 72_500 });

    const refused = await send("user", "PUT", iri, { state: "STATE_PENDING" });
    expect(refused.status).toBe(403);
    expect(refused.description).toBe("Seule la comptabilité peut modifier un bon de commande");
    const unknownState = await send("compta", "PUT", iri, { state: "STATE_PAID" });
    expect(unknownState.status).toBe(400);
    expect(unknownState.description).toContain("Cet état n'existe pas pour un bon de commande.");
    const [row] = await t.handle.db
      .select({ state: purchaseOrders.state })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, order.purchaseOrderId));
    expect(row?.state).toBe("STATE_FINISH");
  });
});

describe("POST /api/compta/purchase_orders", () => {
  it("refuses a purchase that already has its order, naming it (409), and a missing purchase (400)", async () => {
    const order = await insertPurchaseOrder(t, { issuerId });
    const again = await send("compta", "POST", ORDERS, {
      quotationExpense: `/api/compta/quotation_expenses/${order.expenseId}`,
    });
    expect(again.status).toBe(409);
    expect(again.description).toBe(`Cet achat fournisseur a déjà son bon de commande ${order.reference}`);
    const none = await send("compta", "POST", ORDERS, {});
    expect(none.status).toBe(400);
    const count = await t.handle.db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.quotationExpenseId, order.expenseId));
    expect(count).toHaveLength(1);
  });
});

describe("GET /api/compta/purchase_orders-by-supplier/{id}", () => {
  it("lists the supplier's open orders not already on the invoice given by idSupplierInvoice", async () => {
    const supplier = await insertSupplier(t, "Loueur Hydra");
    const first = await insertPurchaseOrder(t, { issuerId, supplierId: supplier.id });
    const second = await insertPurchaseOrder(t, {
      issuerId,
      supplierId: supplier.id,
      state: "STATE_INVOICE",
    });
    await insertPurchaseOrder(t, { issuerId, supplierId: supplier.id, state: "STATE_FINISH" });
    const billed = await insertBilledInvoice(t, {
      purchaseOrderId: second.purchaseOrderId,
      supplierId: supplier.id,
    });
    const all = await send("user", "GET", `${BY_SUPPLIER}/${supplier.id}`);
    expect(all.status).toBe(200);
    expect(all.body["hydra:totalItems"]).toBe(2);
    expect(all.body["hydra:member"]).toMatchObject([
      {
        "@id": `${ORDERS}/${first.purchaseOrderId}`,
        reference: first.reference,
        quotationExpense: { totalHT: 725 },
      },
      { "@id": `${ORDERS}/${second.purchaseOrderId}`, reference: second.reference },
    ]);
    for (const idSupplierInvoice of [
      String(billed.supplierInvoiceId),
      `/api/compta/supplier_invoices/${billed.supplierInvoiceId}`,
    ]) {
      const open = await send(
        "user",
        "GET",
        `${BY_SUPPLIER}/${supplier.id}?idSupplierInvoice=${encodeURIComponent(idSupplierInvoice)}`,
      );
      expect(open.body["hydra:member"]).toMatchObject([{ reference: first.reference }]);
    }
    const unknown = await send("user", "GET", `${BY_SUPPLIER}/999999`);
    expect(unknown.status).toBe(404);
    expect(unknown.description).toBe("Ce fournisseur est introuvable");
  });
});
