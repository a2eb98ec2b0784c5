import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purchaseOrderModule } from "../../src/modules/money-out/purchase-orders";
import { purchaseFeeModule } from "../../src/modules/proposals/purchase-fees";
import { purchaseLineModule } from "../../src/modules/proposals/purchase-lines";
import { quotationExpenseModule } from "../../src/modules/proposals/quotation-expenses";
import { insertSupplier, send } from "../catalogue/product-types-helpers";
import { PDF, PNG, uploadedId } from "../files-helpers";
import { createTestApp, type TestApp } from "../helpers";
import { insertOffer } from "./proposal-fixtures";
import { insertProposal } from "./purchases-helpers";

let t: TestApp;
let supplierId: number;
let productTypeId: number;

beforeAll(async () => {
  t = await createTestApp({
    modules: [purchaseFeeModule, purchaseLineModule, purchaseOrderModule, quotationExpenseModule],
  });
  supplierId = (await insertSupplier(t, "Cave Saint-Jean")).id;
  productTypeId = await insertOffer(t.handle.db, supplierId, {
    name: "Carton de vin",
    priceHtCents: toCents(4800),
  });
});
afterAll(() => t.close());

const EXPENSES = "/api/compta/quotation_expenses";
const LINES = "/api/compta/quotation_supplier_products";
const FEES = "/api/compta/quotation_supplier_product_expenses";

describe("supplier purchases over Hydra", () => {
  it("POST, GET, PUT and DELETE a purchase, a line and a fee with euros on the wire", async () => {
    const proposal = await insertProposal(t.handle.db, {
      issuerId: t.demo.companyIds[0] ?? 0,
      managerId: t.demo.userIds.chef,
      recommendationState: "RECO_STATE_ACCEPTED",
      quotationStates: ["QUOTATION_STATE_ACCEPTED"],
    });
    const created = await send(t, "POST", EXPENSES, "user", {
      quotation: `/api/compta/quotations/${proposal.quotationId}`,
      supplier: `/api/tronc-commun/tronc_commun_suppliers/${supplierId}`,
      title: "Vins du dîner",
    });
    expect(created.statusCode).toBe(201);
    const expense = created.json();
    expect(expense).toMatchObject({
      "@type": "QuotationExpense",
      "@id": `${EXPENSES}/${expense.id}`,
      title: "Vins du dîner",
      supplier: { name: "Cave Saint-Jean" },
      purchaseOrder: null,
      totalHT: 0,
      canGenerateTask: true,
    });

    const line = await send(t, "POST", LINES, "user", {
      quotationExpense: `${EXPENSES}/${expense.id}`,
      supplierProduct: `/api/tronc-commun/tronc_commun_product_types/${productTypeId}`,
      quantity: "3",
      unitPrice: 45.5,
    });
    expect(line.statusCode).toBe(201);
    // 3 × 45,50 = 136,50
    expect(line.json()).toMatchObject({
      name: "Carton de vin",
      unitPrice: 45.5,
      tva: 20,
      totalHT: 136.5,
      delivery: 2,
    });
    const lineId = line.json().id;

    const fee = await send(t, "POST", FEES, "user", {
      quotationSupplierProduct: `${LINES}/${lineId}`,
      name: "Livraison",
      unitPrice: "12,00",
      tva: 20,
    });
    expect(fee.statusCode).toBe(201);
    expect(fee.json()).toMatchObject({ name: "Livraison", quantity: 1, totalHT: 12 });
    const feeId = fee.json().id;
    expect((await send(t, "PUT", `${FEES}/${feeId}`, "user", { quantity: 2 })).json()).toMatchObject({
      totalHT: 24,
    });

    // 136,50 + 24,00 = 160,50 HT; VAT 32,10; TTC 192,60
    const read = await send(t, "GET", `${EXPENSES}/${expense.id}`, "user");
    expect(read.json()).toMatchObject({ totalHT: 160.5, totalTVA: 32.1, totalTTC: 192.6 });
    expect(read.json().quotationSupplierProducts[0].expenses).toHaveLength(1);

    const list = await send(t, "GET", `${LINES}?quotationExpense=${expense.id}`, "user");
    expect(list.json()["hydra:totalItems"]).toBe(1);
    const purchases = await send(t, "GET", `${EXPENSES}?quotation=${proposal.quotationId}`, "user");
    expect(purchases.json()["hydra:member"].map((member: { title: string }) => member.title)).toEqual([
      "Vins du dîner",
    ]);

    const renamed = await send(t, "PUT", `${EXPENSES}/${expense.id}`, "user", { title: "Vins et champagne" });
    expect(renamed.json().title).toBe("Vins et champagne");
    const short = await send(t, "PUT", `${EXPENSES}/${expense.id}`, "user", { title: "Vin" });
    expect(short.statusCode).toBe(400);
    expect(short.json()["hydra:description"]).toBe(
      "Le titre de l'achat est obligatoire (plus de 3 caractères)",
    );

    expect((await send(t, "DELETE", `${EXPENSES}/${expense.id}`, "user")).statusCode).toBe(422);
    expect((await send(t, "DELETE", `${FEES}/${feeId}`, "user")).statusCode).toBe(204);
    expect((await send(t, "DELETE", `${LINES}/${lineId}`, "user")).statusCode).toBe(204);
    expect((await send(t, "GET", `${LINES}/${lineId}`, "user")).statusCode).toBe(404);

    // The per-purchase task generation answers the toast's message.
    const generated = await send(t, "GET", `/api/tronc-commun/task-generate/${expense.id}`, "user");
    expect(generated.statusCode).toBe(200);
    expect(generated.json()).toMatchObject({
      created: 1,
      message: "La tâche d'achat et son bon de commande sont générés",
    });
    const again = await send(t, "GET", `/api/tronc-commun/task-generate/${expense.id}`, "user");
    expect(again.json()).toMatchObject({ created: 0 });
  });

  it("generates purchase lines from linked purchases; an unknown product type is refused", async () => {
    const proposal = await insertProposal(t.handle.db, {
      issuerId: t.demo.companyIds[0] ?? 0,
      managerId: null,
    });
    const answer = await send(t, "POST", "/api/compta/quotation_expenses-generate", "user", {
      quotation_id: `/api/compta/quotations/${proposal.quotationId}`,
      productName: "Apéritif",
      quantity: 2,
      expenses: [
        {
          productType: `/api/tronc-commun/tronc_commun_product_types/${productTypeId}`,
          supplier: `/api/tronc-commun/tronc_commun_suppliers/${supplierId}`,
          quantity: "1,5",
        },
      ],
    });
    expect(answer.statusCode).toBe(200);
    // 2 × 1,5 = 3 cartons at 48,00 € = 144,00 HT
    expect(answer.json()["hydra:member"][0]).toMatchObject({
      title: `${proposal.clientName} - Apéritif`,
      totalHT: 144,
    });
    const other = (await insertSupplier(t, "Boulangerie Pain Doré")).id;
    const refused = await send(t, "POST", "/api/compta/quotation_expenses-generate", "user", {
      quotation_id: proposal.quotationId,
      productName: "Apéritif",
      quantity: 1,
      expenses: [{ productType: productTypeId, supplier: other, quantity: 1 }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()["hydra:description"]).toBe(
      "Le fournisseur Boulangerie Pain Doré ne propose pas le produit Carton de vin",
    );
    expect((await send(t, "GET", `/api/tronc-commun/task-generate/99999999`, "user")).statusCode).toBe(404);
    expect((await send(t, "GET", EXPENSES, "user")).statusCode).toBe(400);
  });

  it("links the supplier quotation PDF, refuses another kind of file, and removes it with null", async () => {
    const proposal = await insertProposal(t.handle.db, {
      issuerId: t.demo.companyIds[0] ?? 0,
      managerId: null,
    });
    const created = await send(t, "POST", EXPENSES, "user", {
      quotation: proposal.quotationId,
      supplier: supplierId,
      title: "Vins de l'apéritif",
    });
    const url = `${EXPENSES}/${created.json().id}`;
    const pdfId = await uploadedId(t, "user", "/compta/recommandation/expense/pdf", PDF);
    const linked = await send(t, "PUT", url, "user", { supplierQuotationFile: `/api/files/${pdfId}` });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().supplierQuotationFile).toMatchObject({ "@id": `/api/files/${pdfId}`, id: pdfId });
    expect(linked.json().canDelete).toBe(false);
    const refusedDelete = await send(t, "DELETE", url, "user");
    expect(refusedDelete.statusCode).toBe(422);
    expect(refusedDelete.json()["hydra:description"]).toBe(
      "Cet achat ne peut pas être supprimé : il a un devis fournisseur (PDF). Retirez-les d'abord.",
    );

    const imageId = await uploadedId(t, "user", "/tronc-commun/task/upload/file", PNG);
    const image = await send(t, "PUT", url, "user", { supplierQuotationFile: imageId });
    expect(image.statusCode).toBe(400);
    expect(image.json()["hydra:description"]).toBe("Le devis fournisseur doit être un fichier PDF");
    expect((await send(t, "GET", url, "user")).json().supplierQuotationFile.id).toBe(pdfId);

    const cleared = await send(t, "PUT", url, "user", { supplierQuotationFile: null });
    expect(cleared.json()).toMatchObject({ supplierQuotationFile: null, canDelete: true });
    expect((await send(t, "DELETE", url, "user")).statusCode).toBe(204);
  });
});
