import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { supplierInvoicePurchaseOrders, supplierInvoices } from "@tronc/db";
import { toCents } from "@tronc/domain";
import type { ElementHandle } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { insertSupplier } from "../apps/api/test/catalogue/product-types-helpers";
import type { TestApp } from "../apps/api/test/helpers";
import { insertPurchaseOrder } from "../apps/api/test/money-out/money-out-fixtures";
import { insertSupplierInvoiceListScenario } from "../apps/api/test/money-out/si-list-fixtures";
import {
  ADMIN_BASE,
  clickByText,
  closeToasts,
  loginAs,
  newPage,
  selectWhenOffered,
  setValue,
  shotsDir,
  type TestPage,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();
const LIST = `${ADMIN_BASE}/supplier-invoice`;
const SHOTS = shotsDir("P4");

/** The API test fixtures read the database and demo data through a TestApp's two fields. */
const fixtureApp = () => ({ handle: { db: t.app.db }, demo: t.app.demo }) as unknown as TestApp;

const shot = (page: TestPage, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** The text of each card, one string per invoice, spaces collapsed. */
const cardTexts = (page: TestPage) =>
  page.$$eval(".supplier-invoice-card", (cards) =>
    cards.map((card) => {
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? "");
      return parts.join(" ").replace(/\s+/g, " ").trim();
    }),
  );

const totalOf = (page: TestPage, id: string) =>
  page.$eval(`[data-testid="${id}"]`, (element) => (element.textContent ?? "").replace(/\s/g, " "));

async function waitForCards(page: TestPage, count: number) {
  await page.waitForFunction(
    (n: number) =>
      document.querySelectorAll(".supplier-invoice-card").length === n &&
      !document.querySelector('.supplier-invoice-list[aria-busy="true"]'),
    { timeout: 15_000 },
    count,
  );
}

/** The supplier invoices of a supplier, read straight from the table. */
async function invoicesOf(supplierId: number) {
  return (await t.app.db.select().from(supplierInvoices)).filter((row) => row.supplierId === supplierId);
}

/** A small real PDF file on disk, to upload through the page. */
function pdfFile(name: string): string {
  const path = join(mkdtempSync(join(tmpdir(), "si-e2e-")), name);
  writeFileSync(path, "%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
  return path;
}

describe("the supplier invoice list", () => {
  it("filters, counts, totals everything matching and shows each card's fields and warning", async () => {
    const s = await insertSupplierInvoiceListScenario(fixtureApp(), "sile");
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", LIST);
    await waitForText(page, "Liste des Factures des fournisseurs");
    await typeInto(page, "#supplier-invoice-search", "sile");
    // Pending by default: the complete one and the draft.
    await waitForCards(page, 2);
    await waitForText(page, "2 factures");
    // 1 200,00 TTC + nothing typed; VAT 200,00.
    expect(await totalOf(page, "supplier-invoice-total-tva")).toBe("200,00 €");
    expect(await totalOf(page, "supplier-invoice-total-ttc")).toBe("1 200,00 €");
    const [draft, complete] = await cardTexts(page);
    expect(draft).toContain("Traiteur sile");
    expect(draft).toContain("Sans numéro");
    expect(draft).toContain("Informations manquantes, en cours de rédaction");
    expect(draft).toContain("En cours");
    // Nothing typed yet: no amount, and nothing to say about what is left.
    expect(draft).toContain("Total TTC — Reste à payer —");
    expect(complete).toContain("Facture n° F-sile-1001");
    expect(complete).toContain("Échéance : 10/04/2026");
    expect(complete).toContain("Total TVA 200,00 €");
    expect(complete).toContain("Total TTC 1 200,00 €");
    expect(complete).toContain("Reste à payer 1 200,00 €");
    expect(complete).not.toContain("Informations manquantes");
    expect(await page.$$eval("a.btn", (links) => links.map((link) => link.textContent))).toEqual(
      expect.arrayContaining(["Export Excel", "Export Détail"]),
    );
    await shot(page, "list-pending");

    // Every state (chips): 4 invoices, VAT 200 + 105 + 83,33 = 388,33, TTC 1 200 + 830 + 500 = 2 530,00.
    await clickByText(page, ".toggle-chip, button", "Réglée");
    await clickByText(page, ".toggle-chip, button", "Acompte");
    await waitForCards(page, 4);
    await waitForText(page, "4 factures");
    expect(await totalOf(page, "supplier-invoice-total-tva")).toBe("388,33 €");
    expect(await totalOf(page, "supplier-invoice-total-ttc")).toBe("2 530,00 €");
    const [advance, paid] = await cardTexts(page);
    expect(advance).toContain("Acompte");
    expect(advance).toContain("Reste à payer 300,00 €");
    expect(paid).toContain("Réglée");
    expect(paid).toContain(`Bons de commande : ${s.order.reference}`);
    await shot(page, "list-every-state");

    // Invoice date from 2026-04-01 to 2026-04-30: the paid one only, '1 facture'.
    await setValue(page, "#supplier-invoice-filter-from", "2026-04-01");
    await setValue(page, "#supplier-invoice-filter-to", "2026-04-30");
    await waitForCards(page, 1);
    await waitForText(page, "1 facture");
    expect(await totalOf(page, "supplier-invoice-total-ttc")).toBe("830,00 €");
    await shot(page, "list-dates");

    // A card opens the invoice.
    await page.click(".supplier-invoice-card-link");
    await page.waitForFunction(
      (id: number) => location.pathname.endsWith(`/supplier-invoice/${id}`),
      {},
      s.paid,
    );
    await page.close();
  });

  it("hides the exports and the creation from a user who is not accounting", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", LIST);
    await waitForText(page, "Liste des Factures des fournisseurs");
    const actions = await page.$$eval(".page-header a, .page-header button", (elements) =>
      elements.map((element) => element.textContent?.trim()),
    );
    expect(actions).not.toContain("Export Excel");
    expect(actions).not.toContain("Ajouter une facture fournisseur");
    await page.close();
  });

  it("records a supplier invoice: supplier, then its PDF, then every field required", async () => {
    const supplier = await insertSupplier(fixtureApp(), "Imprimerie Silmodal");
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", LIST);
    await clickByText(page, "button", "Ajouter une facture fournisseur");
    await waitForText(page, "Enregistrement d'une facture fournisseur");
    // The PDF is offered once a supplier is chosen.
    expect(await page.$("#supplier-invoice-create-pdf")).toBeNull();
    await selectWhenOffered(page, "#supplier-invoice-create-supplier", String(supplier.id));
    await page.waitForSelector("#supplier-invoice-create-pdf");
    expect(await page.$("#supplier-invoice-create-number")).toBeNull();
    await shot(page, "create-supplier-chosen");
    const input = await page.$("#supplier-invoice-create-pdf");
    await (input as ElementHandle<HTMLInputElement> | null)?.uploadFile(pdfFile("facture-silmodal.pdf"));
    await waitForText(page, "facture-silmodal.pdf", 15_000);
    await page.waitForSelector("#supplier-invoice-create-number");
    await closeToasts(page);

    // Saved empty: every field is asked for, in French, under it.
    await clickByText(page, ".modal button", "Enregistrer");
    await waitForText(page, "Le numéro de facture est obligatoire une fois la facture fournisseur jointe");
    await waitForText(page, "La date de facture est obligatoire une fois la facture fournisseur jointe");
    await shot(page, "create-required");

    await page.type("#supplier-invoice-create-number", "IMP-2026-042");
    await page.type("#supplier-invoice-create-amount", "600");
    // VAT above the TTC: the server refuses it under the field and in a toast.
    await page.type("#supplier-invoice-create-tva", "700");
    await setValue(page, "#supplier-invoice-create-payment-at", "2026-07-31");
    await setValue(page, "#supplier-invoice-create-received-at", "2026-07-02");
    await setValue(page, "#supplier-invoice-create-invoice-at", "2026-07-01");
    await clickByText(page, ".modal button", "Enregistrer");
    await waitForText(page, "ne peut pas dépasser le montant TTC");
    await shot(page, "create-refused");
    expect(await invoicesOf(supplier.id)).toEqual([]);

    await typeInto(page, "#supplier-invoice-create-tva", "100");
    await clickByText(page, ".modal button", "Enregistrer");
    await page.waitForFunction(() => /\/supplier-invoice\/\d+$/.test(location.pathname), { timeout: 15_000 });
    const [saved] = await invoicesOf(supplier.id);
    expect(saved).toMatchObject({
      invoiceNumber: "IMP-2026-042",
      amountCents: toCents(60_000),
      amountTvaCents: toCents(10_000),
      amountLeftCents: toCents(60_000),
      paymentAt: "2026-07-31",
      invoiceReceivedAt: "2026-07-02",
      invoiceAt: "2026-07-01",
      state: "STATE_PENDING",
    });
    expect(saved?.fileId).not.toBeNull();
    await page.close();
  });

  it("opens the creation with an order's supplier chosen from ?purchaseOrder= and links it", async () => {
    const supplier = await insertSupplier(fixtureApp(), "Traiteur Silordre");
    const order = await insertPurchaseOrder(fixtureApp(), {
      issuerId: t.app.demo.companyIds[0] ?? 0,
      supplierId: supplier.id,
    });
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", `${LIST}?purchaseOrder=${order.purchaseOrderId}`);
    await waitForText(page, "Enregistrement d'une facture fournisseur");
    await waitForText(page, `Bon de commande lié à la création : ${order.reference}`);
    expect(
      await page.$eval("#supplier-invoice-create-supplier", (el) => (el as HTMLInputElement).value),
    ).toBe("Traiteur Silordre");
    await page.waitForSelector("#supplier-invoice-create-pdf");
    await shot(page, "create-from-order");
    // Saved before the PDF: a draft of that supplier, the order linked.
    await clickByText(page, ".modal button", "Enregistrer");
    await page.waitForFunction(() => /\/supplier-invoice\/\d+$/.test(location.pathname), { timeout: 15_000 });
    const [saved] = await invoicesOf(supplier.id);
    expect(saved).toMatchObject({ invoiceNumber: null, fileId: null, state: "STATE_PENDING" });
    const links = (await t.app.db.select().from(supplierInvoicePurchaseOrders)).filter(
      (link) => link.supplierInvoiceId === saved?.id,
    );
    expect(links.map((link) => link.purchaseOrderId)).toEqual([order.purchaseOrderId]);
    await page.close();
  });
});
