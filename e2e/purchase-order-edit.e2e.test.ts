import { mkdirSync } from "node:fs";
import { purchaseOrders } from "@tronc/db";
import { describe, expect, it } from "vitest";
import type { TestApp } from "../apps/api/test/helpers";
import { insertPurchaseOrder } from "../apps/api/test/money-out/money-out-fixtures";
import { insertBilledInvoice } from "../apps/api/test/money-out/po-edit-fixtures";
import {
  ADMIN_BASE,
  clickByText,
  closeToasts,
  loginAs,
  newPage,
  shotsDir,
  type TestPage,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();
const shots = shotsDir("P2");

/** The fixtures write through `t.handle.db`: the running app's database. */
const fixtureApp = () => ({ handle: { db: t.app.db }, demo: t.app.demo }) as unknown as TestApp;

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const mainText = (page: TestPage) => page.$eval("main", (main) => main.textContent ?? "").then(plain);

async function shootPage(page: TestPage, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** The order's state as stored (the e2e package reads tables without drizzle's operators). */
const stateOf = async (id: number) =>
  (await t.app.db.select({ id: purchaseOrders.id, state: purchaseOrders.state }).from(purchaseOrders)).find(
    (row) => row.id === id,
  )?.state;

describe("the purchase order edit page", () => {
  it("shows the order, its purchase and billed invoice, saves a state, prints, and opens the supplier invoice creation", async () => {
    mkdirSync(shots, { recursive: true });
    const issuerId = t.app.demo.companyIds[0] ?? 0;
    const order = await insertPurchaseOrder(fixtureApp(), { issuerId, supplierName: "Traiteur Bellevue" });
    await insertBilledInvoice(fixtureApp(), {
      purchaseOrderId: order.purchaseOrderId,
      supplierId: order.supplierId,
      number: "FAC-BEL-77",
    });

    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", `${ADMIN_BASE}/purchase-order/${order.purchaseOrderId}`);
    await waitForText(page, `Bon de commande ${order.reference}`);
    const text = await mainText(page);
    expect(text).toContain("Fournisseur : Traiteur Bellevue");
    // The purchase editor: both lines and the fee, totals 725,00 HT / 105,00 VAT / 830,00 TTC.
    expect(text).toContain("Repas traiteur");
    expect(text).toContain("↳ Livraison");
    expect(text).toContain("Total HT725,00 €");
    expect(text).toContain("Total TVA105,00 €");
    expect(text).toContain("Total TTC830,00 €");
    // The invoice billed on it, with its lines, linking to its page.
    expect(text).toContain("Facture FAC-BEL-77");
    const invoiceLink = await page.$$eval("a", (links) =>
      links.find((link) => link.textContent?.includes("Facture FAC-BEL-77"))?.getAttribute("href"),
    );
    expect(invoiceLink).toMatch(/\/tronc-commun\/admin\/supplier-invoice\/\d+$/);
    const leadLink = await page.$$eval("a", (links) =>
      links.find((link) => link.textContent?.trim() === "Voir le lead")?.getAttribute("href"),
    );
    expect(leadLink).toMatch(/\/tronc-commun\/admin\/lead\/edit\/\d+$/);
    await shootPage(page, "purchase-order-edit");

    // The print link answers a PDF.
    const printHref = await page.$$eval("a", (links) =>
      links.find((link) => link.textContent?.trim() === "Imprimer le bon de commande")?.getAttribute("href"),
    );
    expect(printHref).toBe(`/admin/print_purchase_order/${order.purchaseOrderId}`);
    const pdf = await page.evaluate(async (href: string) => {
      const response = await fetch(href);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {
        status: response.status,
        type: response.headers.get("content-type"),
        head: String.fromCharCode(...bytes.slice(0, 5)),
      };
    }, printHref ?? "");
    expect(pdf).toEqual({ status: 200, type: "application/pdf", head: "%PDF-" });

    // Finished: saved with the spec's sentence, and the creation button goes.
    await page.select("#purchase-order-state", "STATE_FINISH");
    await clickByText(page, "aside button", "Enregistrer");
    await waitForText(page, "L'état est bien modifié");
    expect(await stateOf(order.purchaseOrderId)).toBe("STATE_FINISH");
    expect(await mainText(page)).not.toContain("Créer une facture fournisseur");
    await closeToasts(page);

    // Back to pending: 'Créer une facture fournisseur' lands on the supplier invoice list with the order.
    await page.select("#purchase-order-state", "STATE_PENDING");
    await clickByText(page, "aside button", "Enregistrer");
    await waitForText(page, "L'état est bien modifié");
    expect(await stateOf(order.purchaseOrderId)).toBe("STATE_PENDING");
    await clickByText(page, "aside a", "Créer une facture fournisseur");
    await page.waitForFunction(() => window.location.pathname.endsWith("/supplier-invoice"));
    const landed = await page.evaluate(() => `${window.location.pathname}${window.location.search}`);
    expect(landed).toBe(`${ADMIN_BASE}/supplier-invoice?purchaseOrder=${order.purchaseOrderId}`);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("shows a reader the state without the save or the creation, and an unknown order in French", async () => {
    const issuerId = t.app.demo.companyIds[0] ?? 0;
    const order = await insertPurchaseOrder(fixtureApp(), { issuerId, state: "STATE_CANCELED" });
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", `${ADMIN_BASE}/purchase-order/${order.purchaseOrderId}`);
    await waitForText(page, `Bon de commande ${order.reference}`);
    expect(
      await page.$eval("#purchase-order-state", (select) => (select as HTMLSelectElement).disabled),
    ).toBe(true);
    const buttons = await page.$$eval("aside button, aside a", (items) =>
      items.map((item) => item.textContent?.trim()),
    );
    expect(buttons).not.toContain("Enregistrer");
    expect(buttons).not.toContain("Créer une facture fournisseur");
    expect(buttons).toContain("Imprimer le bon de commande");
    await shootPage(page, "purchase-order-edit-reader");

    await page.goto(`${t.app.baseUrl}${ADMIN_BASE}/purchase-order/999999`, { waitUntil: "domcontentloaded" });
    await waitForText(page, "Ce bon de commande est introuvable");
    await page.close();
  });
});
