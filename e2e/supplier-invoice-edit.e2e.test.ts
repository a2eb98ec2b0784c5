import { mkdirSync } from "node:fs";
import { toCents, toParisDate } from "@tronc/domain";
import { describe, expect, it } from "vitest";
import type { TestApp } from "../apps/api/test/helpers";
import { insertPurchaseOrder } from "../apps/api/test/money-out/money-out-fixtures";
import { insertSupplierInvoice } from "../apps/api/test/money-out/supplier-payments-fixtures";
import {
  ADMIN_BASE,
  clickByText,
  closeToasts,
  leaveUnsaved,
  loginAs,
  newPage,
  shotsDir,
  type TestPage,
  typeInto,
  untilStill,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();
const shots = shotsDir("P5");
/** The API fixtures take a TestApp; they only use its database. */
const fixtureApp = () => ({ handle: { db: t.app.db }, demo: t.app.demo }) as unknown as TestApp;

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const mainText = (page: TestPage) => page.$eval("main", (main) => main.textContent ?? "").then(plain);
const waitForMain = (page: TestPage, text: string) =>
  page.waitForFunction(
    (wanted: string) =>
      (document.querySelector("main")?.textContent ?? "").replace(/[\u00a0\u202f]/g, " ").includes(wanted),
    { timeout: 20_000 },
    text,
  );
const waitWithoutMain = (page: TestPage, text: string) =>
  page.waitForFunction(
    (gone: string) =>
      !(document.querySelector("main")?.textContent ?? "").replace(/[\u00a0\u202f]/g, " ").includes(gone),
    { timeout: 20_000 },
    text,
  );
const amountLeft = (page: TestPage) =>
  page.$eval('[data-testid="si-amount-left"]', (element) => element.textContent ?? "").then(plain);
const waitForLeft = (page: TestPage, wanted: string) =>
  page.waitForFunction(
    (text: string) =>
      (document.querySelector('[data-testid="si-amount-left"]')?.textContent ?? "").replace(
        /[\u00a0\u202f]/g,
        " ",
      ) === text,
    { timeout: 20_000 },
    wanted,
  );
async function settledDialog(page: TestPage) {
  const dialog = await page.waitForSelector(".modal");
  if (dialog) await untilStill(dialog);
}
const shoot = async (page: TestPage, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};
const modalButton = (page: TestPage, text: string) => clickByText(page, ".modal button", text);

async function pay(page: TestPage, amount: string, mode: string) {
  await clickByText(page, "button", "Ajouter un paiement");
  await page.waitForSelector("#payment-amount");
  await settledDialog(page);
  await typeInto(page, "#payment-amount", amount);
  await page.select("#payment-mode", mode);
  await modalButton(page, "Enregistrer");
  await waitForText(page, "Paiement enregistré");
  await closeToasts(page);
}

describe("the supplier invoice edit page", () => {
  it("warns, links an order from the picker, pays 415,00 twice ('Réglée'), removes one ('Acompte'), removes the file", async () => {
    mkdirSync(shots, { recursive: true });
    const issuerId = t.app.demo.companyIds[0] ?? 0;
    // An order of 830,00 TTC (HT 725,00 + VAT 105,00, worked in the fixture) and a second of the same supplier.
    const order = await insertPurchaseOrder(fixtureApp(), { issuerId, supplierName: "Traiteur Édition" });
    const other = await insertPurchaseOrder(fixtureApp(), { issuerId, supplierId: order.supplierId });
    const { supplierInvoiceId } = await insertSupplierInvoice(fixtureApp(), {
      supplierId: order.supplierId,
      amountCents: toCents(83_000),
    });
    const today = toParisDate(new Date());

    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", `${ADMIN_BASE}/supplier-invoice/${supplierInvoiceId}`);
    await waitForText(page, "Traiteur Édition");
    const start = await mainText(page);
    expect(start).toContain("pensez à ajouter un bon de commande dans cette facture");
    expect(start).toContain("Vous devez enregistrer la facture fournisseur");
    expect(start).toContain("Aucun bon de commande lié à cette facture.");
    expect(await amountLeft(page)).toBe("830,00 €");
    await page.waitForSelector("#si-order-picker option:nth-child(3)");
    await shoot(page, "si-edit-start");

    // The picker: nothing chosen is refused in the spec's words, then the order is linked with its lines.
    await clickByText(page, ".si-picker button", "Ajouter");
    await waitForText(page, "Sélectionnez un bon de commande");
    await page.select("#si-order-picker", String(order.purchaseOrderId));
    await clickByText(page, ".si-picker button", "Ajouter");
    await waitForText(page, "Le bon de commande est bien ajouté à la facture");
    await waitForMain(page, "Repas traiteur");
    await closeToasts(page);
    const linked = await mainText(page);
    expect(linked).not.toContain("pensez à ajouter un bon de commande dans cette facture");
    expect(linked).toContain(order.reference);
    expect(linked).toContain("Location de tables");
    // Only the other order is left to pick.
    const offered = await page.$$eval("#si-order-picker option", (options) =>
      options.map((option) => (option as HTMLOptionElement).value),
    );
    expect(offered).toEqual(["", String(other.purchaseOrderId)]);

    // 415,00 by transfer: 830,00 − 415,00 = 415,00 left, 'Acompte'.
    await clickByText(page, "button", "Ajouter un paiement");
    await page.waitForSelector("#payment-amount");
    await settledDialog(page);
    expect(plain(await page.$eval("#payment-amount", (input) => (input as HTMLInputElement).value))).toBe(
      "830,00",
    );
    expect(await page.$eval("#payment-date", (input) => (input as HTMLInputElement).value)).toBe(today);
    const modes = await page.$$eval("#payment-mode option", (options) => options.map((o) => o.textContent));
    expect(modes).toEqual(["Choisir…", "CB", "Espèce", "Chèque", "Virement bancaire", "Avoir"]);
    await typeInto(page, "#payment-amount", "415,00");
    await page.select("#payment-mode", "MODE_BANK_TRANSFER");
    await page.screenshot({ path: `${shots}/si-payment-modal.png` });
    await modalButton(page, "Enregistrer");
    await waitForText(page, "Paiement enregistré");
    await closeToasts(page);
    await waitForLeft(page, "415,00 €");
    expect(await page.$eval(".si-side .badge", (badge) => badge.textContent)).toBe("Acompte");

    // Too much is refused with the server's sentence.
    await clickByText(page, "button", "Ajouter un paiement");
    await page.waitForSelector("#payment-amount");
    await settledDialog(page);
    await typeInto(page, "#payment-amount", "415,01");
    await page.select("#payment-mode", "MODE_CHECK");
    await modalButton(page, "Enregistrer");
    await page.waitForSelector(".toast-error");
    expect(plain(await page.$eval(".toast-error", (toast) => toast.textContent ?? ""))).toContain(
      "Le montant saisi (415,01 €) dépasse le reste à régler (415,00 €)",
    );
    await closeToasts(page);
    await modalButton(page, "Annuler");
    await leaveUnsaved(page);

    // The other 415,00: 415,00 − 415,00 = 0,00, 'Réglée'.
    await pay(page, "415,00", "MODE_CHECK");
    await waitForLeft(page, "0,00 €");
    expect(await page.$eval(".si-side .badge", (badge) => badge.textContent)).toBe("Réglée");
    expect(await page.$eval("#si-state", (select) => (select as HTMLSelectElement).value)).toBe("STATE_PAID");
    await shoot(page, "si-edit-paid");

    // One removed after the confirmation: back to 'Acompte' with 415,00 left.
    await clickByText(page, ".payment-item button", "Supprimer");
    await settledDialog(page);
    await waitForText(page, "Etes-vous sûr de vouloir supprimer ce paiement ?");
    await modalButton(page, "Supprimer");
    await waitForLeft(page, "415,00 €");
    expect(await page.$eval(".si-side .badge", (badge) => badge.textContent)).toBe("Acompte");
    expect(await page.$$eval(".payment-item", (items) => items.length)).toBe(1);
    await closeToasts(page);
  });

  it("removes the invoice's PDF after the spec's question, and the warning comes back", async () => {
    const issuerId = t.app.demo.companyIds[0] ?? 0;
    const order = await insertPurchaseOrder(fixtureApp(), { issuerId });
    const { supplierInvoiceId } = await insertSupplierInvoice(fixtureApp(), {
      supplierId: order.supplierId,
      withFile: true,
    });
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", `${ADMIN_BASE}/supplier-invoice/${supplierInvoiceId}`);
    await page.waitForSelector(".pdf-file-field-file a");
    expect(await mainText(page)).not.toContain("Vous devez enregistrer la facture fournisseur");
    await clickByText(page, ".si-file button", "Effacer");
    await settledDialog(page);
    await waitForText(page, "Êtes-vous sûr de vouloir effacer cette facture fournisseur ?");
    await page.screenshot({ path: `${shots}/si-file-confirm.png` });
    await modalButton(page, "Effacer");
    await waitForMain(page, "Vous devez enregistrer la facture fournisseur");
    await waitForMain(page, "Aucune facture jointe");
    expect(await page.$(".pdf-file-field-file a")).toBeNull();
    await waitWithoutMain(page, "Effacer");
  });
});
