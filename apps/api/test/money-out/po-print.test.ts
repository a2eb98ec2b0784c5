import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { purchaseOrders, suppliers, triangleCompanies } from "@tronc/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purchaseOrderModule } from "../../src/modules/money-out/purchase-orders";
import { dressInvoiceIssuer } from "../billing/invoice-print-helpers";
import { insertSupplier } from "../catalogue/product-types-helpers";
import { createTestApp, type TestApp } from "../helpers";
import { pdfText } from "../proposals/print-pdf-text";
import { insertPurchaseOrder } from "./money-out-fixtures";
import { giveProject } from "./po-edit-fixtures";

const SHOTS = "/tmp/shots-P2";
const SUPPLIER_SIRET = "44306184100047";

let t: TestApp;
let order: Awaited<ReturnType<typeof insertPurchaseOrder>>;
let issuerName: string;

beforeAll(async () => {
  t = await createTestApp({ modules: [purchaseOrderModule] });
  const issuerId = await dressInvoiceIssuer(t);
  const [issuer] = await t.handle.db
    .select({ name: triangleCompanies.name })
    .from(triangleCompanies)
    .where(eq(triangleCompanies.id, issuerId));
  issuerName = issuer?.name ?? "";
  const supplier = await insertSupplier(t, "Traiteur Dupré & Fils");
  await t.handle.db.update(suppliers).set({ siret: SUPPLIER_SIRET }).where(eq(suppliers.id, supplier.id));
  order = await insertPurchaseOrder(t, { issuerId, supplierId: supplier.id });
  await t.handle.db
    .update(purchaseOrders)
    .set({ createdAt: new Date("2026-11-25T09:00:00Z") })
    .where(eq(purchaseOrders.id, order.purchaseOrderId));
  await giveProject(t, order.purchaseOrderId, { name: "Gala de fin d'année", deliveryDate: "2026-12-18" });
  mkdirSync(SHOTS, { recursive: true });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function print(id: number | string, who: "user" | null = "user", query = "") {
  const headers = who ? { cookie: await t.login(who) } : undefined;
  return t.app.inject({ method: "GET", url: `/admin/print_purchase_order/${id}${query}`, headers });
}

describe("GET /admin/print_purchase_order/{id}", () => {
  it("prints the order for the supplier: issuer, supplier with SIRET, lines with delays, fee, totals, project", async () => {
    const response = await print(order.purchaseOrderId);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      `inline; filename="bon-de-commande-${order.reference}.pdf"`,
    );
    writeFileSync(`${SHOTS}/purchase-order.pdf`, response.rawPayload);
    execFileSync("pdftoppm", ["-png", "-r", "70", `${SHOTS}/purchase-order.pdf`, `${SHOTS}/purchase-order`]);
    const text = pdfText(response.rawPayload);
    for (const mention of [
      "BON DE COMMANDE",
      `Numéro ${order.reference}`,
      "Date de commande 25/11/2026",
      issuerName,
      "SAS au capital de 10 000 €",
      "FOURNISSEUR",
      "Traiteur Dupré & Fils",
      "1 rue du Test",
      "69001 Lyon",
      `SIRET : ${SUPPLIER_SIRET}`,
      "Désignation Quantité P.U. HT TVA Délai de livraison Total HT",
      // 40 × 10,00 at 10 % = 400,00, delivered in 3 working days
      "Repas traiteur 40 unités 10,00 € 10 % 3 jours ouvrés 400,00 €",
      // 2 × 150,00 at 20 % = 300,00, in 5 working days, and its fee 1 × 25,00 at 20 %
      "Location de tables 2 unités 150,00 € 20 % 5 jours ouvrés 300,00 €",
      "Frais : Livraison 1 25,00 € 20 % 25,00 €",
      // VAT by rate: 10 % on 400,00 = 40,00; 20 % on 300,00 + 25,00 = 325,00 → 65,00
      "10 % 400,00 € 40,00 €",
      "20 % 325,00 € 65,00 €",
      // 400,00 + 300,00 + 25,00 = 725,00 HT; 40,00 + 65,00 = 105,00 VAT; 830,00 TTC
      "Total HT 725,00 €",
      "Total TVA 105,00 €",
      "Total TTC 830,00 €",
      "Projet : Gala de fin d'année",
      "Date de livraison du projet : 18/12/2026",
      `Bon de commande ${order.reference} — page 1/1`,
    ]) {
      expect(text).toContain(mention);
    }
  });

  it("offers the same PDF as a download with ?download=1", async () => {
    const response = await print(order.purchaseOrderId, "user", "?download=1");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="bon-de-commande-${order.reference}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("answers an unknown order and a signed-out visitor in French", async () => {
    for (const id of [999_999, "abc"]) {
      const missing = await print(id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()["hydra:description"]).toBe("Ce bon de commande est introuvable");
    }
    const anonymous = await print(order.purchaseOrderId, null);
    expect(anonymous.statusCode).toBe(401);
  });
});
