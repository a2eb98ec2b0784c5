import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  purchaseOrders,
  quotationSupplierProducts,
  recommendations,
  supplierInvoices,
  supplierPayments,
} from "@tronc/db";
import { PURCHASE_ORDER_STATE_LABELS, SUPPLIER_INVOICE_STATE_LABELS, toCents } from "@tronc/domain";
import type { ElementHandle } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import type { TestApp } from "../apps/api/test/helpers";
import { insertPurchaseOrder } from "../apps/api/test/money-out/money-out-fixtures";
import {
  ADMIN_BASE,
  clickByText,
  closeToasts,
  loginAs,
  newPage,
  setValue,
  shotsDir,
  type TestPage,
  typeInto,
  untilStill,
  useBrowserApp,
  useScratchDir,
  waitForText,
} from "./harness";
import { openFirstRecommendation, WAIT } from "./proposals-steps";

/**
 * Issue 15's must show: from a generated purchase order, the accountant records the supplier's
 * invoice with its PDF (the order linked), checks a line, pays half then the rest, finishes the
 * order, and the quotation's purchase line shows the invoice's paid badge.
 */
const t = useBrowserApp();
const scratch = useScratchDir("po-journey-");
const SHOTS = shotsDir("Q2");
const stamp = String(Date.now()).slice(-6);
const SUPPLIER = `Traiteur Parcours ${stamp}`;
const NUMBER = `FT-${stamp}-01`;

/** The API fixtures take a TestApp; they only use its database and demo data. */
const fixtureApp = () => ({ handle: { db: t.app.db }, demo: t.app.demo }) as unknown as TestApp;

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const mainText = (page: TestPage) => page.$eval("main", (main) => main.textContent ?? "").then(plain);
/** Waits until `text` shows in the first element matching `selector`, whatever the spaces (euros' NBSP). */
const waitIn = (page: TestPage, selector: string, text: string) =>
  page.waitForFunction(
    (css: string, wanted: string) =>
      (document.querySelector(css)?.textContent ?? "").replace(/[\u00a0\u202f]/g, " ").includes(wanted),
    WAIT,
    selector,
    text,
  );
const waitForMain = (page: TestPage, text: string) => waitIn(page, "main", text);
const waitForLeft = (page: TestPage, wanted: string) =>
  page.waitForFunction(
    (text: string) =>
      (document.querySelector('[data-testid="si-amount-left"]')?.textContent ?? "").replace(
        /[\u00a0\u202f]/g,
        " ",
      ) === text,
    WAIT,
    wanted,
  );
const paymentsBadge = (page: TestPage) => page.$eval(".si-side h3 .badge", (badge) => badge.textContent);

async function shoot(page: TestPage, name: string, fullPage = true) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

async function settledDialog(page: TestPage) {
  const dialog = await page.waitForSelector(".modal");
  if (dialog) await untilStill(dialog);
}

/** A small valid PDF, as a supplier would send one. */
function supplierPdf(): string {
  const path = join(scratch.path, `facture-${stamp}.pdf`);
  writeFileSync(path, "%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
  return path;
}

/** The 'Payée' switch of an invoice line (its label says 'Payée' or 'Non payée'). */
const paidSwitch = (name: string) => `input[aria-label="Ligne « ${name} » payée"]`;
const switchState = (page: TestPage, name: string) =>
  page.$eval(paidSwitch(name), (input) => ({
    checked: (input as HTMLInputElement).checked,
    label: input.closest("label")?.textContent?.trim(),
  }));
const waitForSwitch = (page: TestPage, name: string, checked: boolean) =>
  page.waitForFunction(
    (css: string, wanted: boolean) =>
      (document.querySelector(css) as HTMLInputElement | null)?.checked === wanted,
    WAIT,
    paidSwitch(name),
    checked,
  );

/**
 * How far each purchase line's last button sticks out of its card, in pixels (0 when inside): a paid
 * badge widens the product column, and a button hidden under the side panel cannot be clicked.
 */
const actionsOverflow = (page: TestPage) =>
  page.$$eval(".purchase-lines tr[data-line-id] .purchase-row-actions", (cells) =>
    cells.map((cell) => {
      const card = cell.closest(".purchase-card")?.getBoundingClientRect();
      const wrap = cell.closest(".table-wrap")?.getBoundingClientRect();
      const button = cell.lastElementChild?.getBoundingClientRect();
      const right = Math.min(card?.right ?? 0, wrap?.right ?? Number.POSITIVE_INFINITY);
      return Math.max(0, Math.round((button?.right ?? Number.POSITIVE_INFINITY) - right));
    }),
  );

/** 'Ajouter un paiement': the amount, type and mode chosen, saved; the modal says it is saved. */
async function pay(page: TestPage, fields: { amount: string; type: string; mode: string; hint: string }) {
  await clickByText(page, "button", "Ajouter un paiement");
  await page.waitForSelector("#payment-amount");
  await settledDialog(page);
  // The hint reminds what is left before anything is typed.
  await waitIn(page, ".modal", fields.hint);
  await typeInto(page, "#payment-amount", fields.amount);
  await page.select("#payment-type", fields.type);
  await page.select("#payment-mode", fields.mode);
  await clickByText(page, ".modal button", "Enregistrer");
  await waitForText(page, "Paiement enregistré");
  await closeToasts(page);
}

describe("the purchasing journey", () => {
  it("records the supplier invoice of a generated order, checks a line, pays it in two, finishes the order and shows the paid badge", async () => {
    mkdirSync(SHOTS, { recursive: true });
    const issuerId = t.app.demo.companyIds[0] ?? 0;
    // HT 725,00, VAT 105,00, TTC 830,00 (worked in the fixture): 40 × 10,00 at 10 % + 2 × 150,00 at
    // 20 % + the 25,00 delivery fee at 20 %.
    const order = await insertPurchaseOrder(fixtureApp(), { issuerId, supplierName: SUPPLIER });
    const [recommendation] = (await t.app.db.select().from(recommendations)).filter(
      (row) => row.id === order.recommendationId,
    );
    if (!recommendation) throw new Error("the fixture's recommendation is missing");

    const page = await newPage(t.browser);

    // 1. The order in the list (pending by default), opened from its card.
    await loginAs(page, t.app.baseUrl, "compta", `${ADMIN_BASE}/purchase-order`);
    await waitForText(page, "Liste des bons de commande fournisseur");
    await typeInto(page, "#purchase-order-search", order.reference);
    await page.waitForFunction(
      () =>
        document.querySelectorAll(".purchase-order-item").length === 1 &&
        !document.querySelector('.purchase-order-list[aria-busy="true"]'),
      WAIT,
    );
    await waitForText(page, "1 bon de commande");
    const card = plain(await page.$eval(".purchase-order-item", (item) => item.textContent ?? ""));
    expect(card).toContain(PURCHASE_ORDER_STATE_LABELS.STATE_PENDING);
    expect(card).toContain(SUPPLIER);
    expect(card).toContain("725,00 €");
    await page.click(".purchase-order-item-link");
    await waitForText(page, `Bon de commande ${order.reference}`);
    const opened = await mainText(page);
    expect(opened).toContain("Total TTC830,00 €");
    expect(opened).toContain("Aucune facture fournisseur n'est encore liée à ce bon de commande.");
    await shoot(page, "1-order-pending");
    await clickByText(page, "aside a", "Créer une facture fournisseur");

    // 2. The creation modal, supplier chosen and the order linked; the PDF, then the fields.
    await waitForText(page, "Enregistrement d'une facture fournisseur");
    await waitForText(page, `Bon de commande lié à la création : ${order.reference}`);
    expect(
      await page.$eval("#supplier-invoice-create-supplier", (input) => (input as HTMLInputElement).value),
    ).toBe(SUPPLIER);
    await settledDialog(page);
    const fileInput = await page.waitForSelector("#supplier-invoice-create-pdf");
    await (fileInput as ElementHandle<HTMLInputElement> | null)?.uploadFile(supplierPdf());
    await waitForText(page, `facture-${stamp}.pdf`, 15_000);
    await page.waitForSelector("#supplier-invoice-create-number");
    await closeToasts(page);
    await page.type("#supplier-invoice-create-number", NUMBER);
    await page.type("#supplier-invoice-create-amount", "830,00");
    await page.type("#supplier-invoice-create-tva", "105,00");
    await setValue(page, "#supplier-invoice-create-invoice-at", "2026-06-01");
    await setValue(page, "#supplier-invoice-create-received-at", "2026-06-03");
    await setValue(page, "#supplier-invoice-create-payment-at", "2026-07-01");
    await shoot(page, "2-create-filled", false);
    await clickByText(page, ".modal button", "Enregistrer");
    await page.waitForFunction(() => /\/supplier-invoice\/\d+$/.test(location.pathname), WAIT);
    await waitForText(page, "La facture fournisseur est bien enregistrée");
    await closeToasts(page);
    const invoiceId = Number(await page.evaluate(() => location.pathname.split("/").pop()));

    // The invoice page: the order linked with its lines (the fee as a line), nothing paid yet.
    await waitForMain(page, "Repas traiteur");
    const created = await mainText(page);
    expect(created).toContain(SUPPLIER);
    expect(created).toContain(order.reference);
    expect(created).toContain("Location de tables");
    expect(created).toContain("Livraison");
    expect(created).not.toContain("pensez à ajouter un bon de commande dans cette facture");
    expect(created).not.toContain("Vous devez enregistrer la facture fournisseur");
    expect(await page.$eval(".si-order .badge", (badge) => badge.textContent)).toBe(
      PURCHASE_ORDER_STATE_LABELS.STATE_INVOICE,
    );
    await waitForLeft(page, "830,00 €");
    expect(await paymentsBadge(page)).toBe(SUPPLIER_INVOICE_STATE_LABELS.STATE_PENDING);
    // Decision 3: linking the order marked both purchase lines paid by this invoice already.
    expect(await switchState(page, "Repas traiteur")).toEqual({ checked: true, label: "Payée" });
    expect(await switchState(page, "Location de tables")).toEqual({ checked: true, label: "Payée" });
    await shoot(page, "3-invoice-created");

    // 3. Check a line: the tables are unmarked, then checked again with the toggle, each confirmed.
    await page.click(paidSwitch("Location de tables"));
    await settledDialog(page);
    await waitForText(page, "Retirer la marque payée de la ligne « Location de tables » ?");
    await clickByText(page, ".modal button", "Confirmer");
    await waitForText(page, "La ligne est bien modifiée");
    await waitForSwitch(page, "Location de tables", false);
    expect(await switchState(page, "Location de tables")).toEqual({ checked: false, label: "Non payée" });
    await closeToasts(page);
    await page.click(paidSwitch("Location de tables"));
    await settledDialog(page);
    await waitForText(page, `Marquer la ligne « Location de tables » payée par la facture n° ${NUMBER} ?`);
    await page.screenshot({ path: `${SHOTS}/4-check-line-confirm.png` });
    await clickByText(page, ".modal button", "Confirmer");
    await waitForText(page, "La ligne est bien modifiée");
    await waitForSwitch(page, "Location de tables", true);
    expect(await switchState(page, "Location de tables")).toEqual({ checked: true, label: "Payée" });
    await closeToasts(page);

    // 4. Half by transfer, as a deposit: 830,00 − 415,00 = 415,00 left, 'Acompte'.
    await pay(page, {
      amount: "415,00",
      type: "TYPE_ADVANCE",
      mode: "MODE_BANK_TRANSFER",
      hint: "Reste à payer : 830,00 €",
    });
    await waitForLeft(page, "415,00 €");
    await page.waitForFunction(
      (label: string) => document.querySelector(".si-side h3 .badge")?.textContent === label,
      WAIT,
      SUPPLIER_INVOICE_STATE_LABELS.STATE_ADVANCE,
    );
    await shoot(page, "5-invoice-deposit");
    // The rest by check: 415,00 − 415,00 = 0,00 left, 'Réglée'.
    await pay(page, {
      amount: "415,00",
      type: "TYPE_SOLD",
      mode: "MODE_CHECK",
      hint: "Reste à payer : 415,00 €",
    });
    await waitForLeft(page, "0,00 €");
    await page.waitForFunction(
      (label: string) => document.querySelector(".si-side h3 .badge")?.textContent === label,
      WAIT,
      SUPPLIER_INVOICE_STATE_LABELS.STATE_PAID,
    );
    expect(await page.$eval("#si-state", (select) => (select as HTMLSelectElement).value)).toBe("STATE_PAID");
    expect(await page.$$eval(".payment-item", (items) => items.length)).toBe(2);

    // 5. The invoice checked against the order: the confirmed toggle finishes the order.
    await page.click(`input[aria-label="Bon de commande ${order.reference} terminé"]`);
    await waitForText(page, "L'état est bien modifié");
    await page.waitForFunction(
      (label: string) => document.querySelector(".si-order .badge")?.textContent === label,
      WAIT,
      PURCHASE_ORDER_STATE_LABELS.STATE_FINISH,
    );
    await page.waitForFunction(
      (css: string) => {
        const input = document.querySelector(css) as HTMLInputElement | null;
        // Checked, enabled, and its toggle's transition over (the screenshot shows it settled).
        return input?.checked === true && !input.disabled && input.getAnimations().length === 0;
      },
      WAIT,
      `input[aria-label="Bon de commande ${order.reference} terminé"]`,
    );
    await closeToasts(page);
    await shoot(page, "6-invoice-paid-order-finished");

    // What was stored: 83 000 cents TTC, 10 500 VAT, two payments of 41 500 adding up to it, 0 left.
    const [invoice] = (await t.app.db.select().from(supplierInvoices)).filter((row) => row.id === invoiceId);
    expect(invoice).toMatchObject({
      supplierId: order.supplierId,
      invoiceNumber: NUMBER,
      amountCents: toCents(83_000),
      amountTvaCents: toCents(10_500),
      amountLeftCents: toCents(0),
      state: "STATE_PAID",
      invoiceAt: "2026-06-01",
      invoiceReceivedAt: "2026-06-03",
      paymentAt: "2026-07-01",
    });
    expect(invoice?.fileId).not.toBeNull();
    const payments = (await t.app.db.select().from(supplierPayments)).filter(
      (row) => row.supplierInvoiceId === invoiceId,
    );
    expect(payments.map((row) => row.amountCents)).toEqual([41_500, 41_500]);

    // The order's page: 'Terminé', billed by the paid invoice, no invoice to create any more.
    await clickByText(page, ".si-order-header a", order.reference);
    await waitForText(page, `Bon de commande ${order.reference}`);
    await page.waitForFunction(
      (label: string) => document.querySelector(".purchase-order-header-meta .badge")?.textContent === label,
      WAIT,
      PURCHASE_ORDER_STATE_LABELS.STATE_FINISH,
    );
    expect(await page.$eval("#purchase-order-state", (select) => (select as HTMLSelectElement).value)).toBe(
      "STATE_FINISH",
    );
    const finished = await mainText(page);
    expect(finished).not.toContain("Créer une facture fournisseur");
    expect(finished).toContain(`Facture ${NUMBER}`);
    expect(finished).toContain(SUPPLIER_INVOICE_STATE_LABELS.STATE_PAID);
    expect(finished).toContain("830,00 € TTC");
    const [stored] = (await t.app.db.select().from(purchaseOrders)).filter(
      (row) => row.id === order.purchaseOrderId,
    );
    expect(stored?.state).toBe("STATE_FINISH");
    // The purchase card's lines, now with their badges, keep every button inside the card.
    expect(await actionsOverflow(page)).toEqual([0, 0]);
    await shoot(page, "7-order-finished");

    // 6. The lead's recommendation: the quotation's purchase lines carry 'Payé · {number}'.
    await clickByText(page, "aside a", "Voir le lead");
    await page.waitForFunction(
      (id: number) => location.pathname.endsWith(`/lead/edit/${id}`),
      WAIT,
      recommendation.leadId,
    );
    await openFirstRecommendation(page);
    await waitForText(page, "Achats fournisseurs", 30_000);
    await page.waitForSelector(".purchase-lines", WAIT);
    await page.waitForFunction(
      (badge: string) =>
        Array.from(document.querySelectorAll(".purchase-lines .badge")).filter(
          (element) => element.textContent === badge,
        ).length === 2,
      WAIT,
      `Payé · ${NUMBER}`,
    );
    const badges = await page.$$eval(".purchase-lines tr[data-line-id]", (rows) =>
      rows.map((row) => ({
        name: row.querySelector("strong")?.textContent,
        badge: row.querySelector(".badge")?.textContent ?? null,
      })),
    );
    expect(badges).toEqual([
      { name: "Repas traiteur", badge: `Payé · ${NUMBER}` },
      { name: "Location de tables", badge: `Payé · ${NUMBER}` },
    ]);
    const purchaseLines = await t.app.db.select().from(quotationSupplierProducts);
    const marks = order.lineIds.map(
      (id) => purchaseLines.find((row) => row.id === id)?.paidBySupplierInvoiceId,
    );
    expect(marks).toEqual([invoiceId, invoiceId]);
    expect(await actionsOverflow(page)).toEqual([0, 0]);
    await page.$eval(".supplier-purchases", (section) => section.scrollIntoView({ block: "start" }));
    await page.screenshot({ path: `${SHOTS}/8-quotation-paid-badge.png` });
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
