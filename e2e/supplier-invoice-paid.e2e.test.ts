import { toParisDate } from "@tronc/domain";
import { describe, expect, it } from "vitest";
import type { TestApp } from "../apps/api/test/helpers";
import { insertSupplierInvoice } from "../apps/api/test/money-out/supplier-payments-fixtures";
import {
  ADMIN_BASE,
  clickByText,
  closeToasts,
  loginAs,
  newPage,
  screenshot,
  type TestPage,
  typeInto,
  untilStill,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();
/** The API fixtures take a TestApp; they only use its database. */
const fixtureApp = () => ({ handle: { db: t.app.db }, demo: t.app.demo }) as unknown as TestApp;

const plainText = (page: TestPage, selector: string) =>
  page.$eval(selector, (element) => (element.textContent ?? "").replace(/[\u00a0\u202f\s]+/g, " ").trim());
const waitForPlain = (page: TestPage, selector: string, text: string) =>
  page.waitForFunction(
    (where: string, wanted: string) =>
      (document.querySelector(where)?.textContent ?? "").replace(/[\u00a0\u202f\s]+/g, " ").includes(wanted),
    { timeout: 20_000 },
    selector,
    text,
  );
const frenchDay = (iso: string) => iso.split("-").reverse().join("/");

describe("a supplier invoice paid in full", () => {
  it("shows 'Réglée le' with its payment's date, no longer 'Informations manquantes', on its page and in the list", async () => {
    // 830,00 TTC, no PDF and no 'Date de paiement' typed: being drafted.
    const { supplierInvoiceId } = await insertSupplierInvoice(fixtureApp(), { paymentAt: null });
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", `${ADMIN_BASE}/supplier-invoice/${supplierInvoiceId}`);
    await waitForText(page, "Informations manquantes, en cours de rédaction");

    // The whole 830,00 by transfer, today: 830,00 − 830,00 = 0,00 left.
    await clickByText(page, "button", "Ajouter un paiement");
    await page.waitForSelector("#payment-amount");
    const dialog = await page.waitForSelector(".modal");
    if (dialog) await untilStill(dialog);
    await typeInto(page, "#payment-amount", "830,00");
    await page.select("#payment-mode", "MODE_BANK_TRANSFER");
    await clickByText(page, ".modal button", "Enregistrer");
    await waitForText(page, "Paiement enregistré");
    await closeToasts(page);
    const today = frenchDay(toParisDate(new Date()));
    await waitForPlain(page, '[data-testid="si-paid-at"]', `Réglée le ${today}`);
    expect(await plainText(page, '[data-testid="si-amount-left"]')).toBe("0,00 €");
    expect(await page.$eval(".si-side .badge", (badge) => badge.textContent)).toBe("Réglée");
    expect(await plainText(page, "main")).not.toContain("Informations manquantes");
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "supplier-invoice-paid-edit", true);

    // The list, paid ones shown: the card says 'Réglée le …' and no warning.
    await page.goto(`${t.app.baseUrl}${ADMIN_BASE}/supplier-invoice`);
    await waitForText(page, "Liste des Factures des fournisseurs");
    await clickByText(page, ".toggle-chip, button", "Réglée");
    const card = `[data-supplier-invoice-id="${supplierInvoiceId}"]`;
    await page.waitForSelector(card, { timeout: 20_000 });
    await waitForPlain(page, card, `Réglée le ${today}`);
    const text = await plainText(page, card);
    expect(text).toContain("Réglée");
    // dt and dd read as one text: 'Reste à payer' then '0,00 €'.
    expect(text).toMatch(/Reste à payer ?0,00 €/);
    expect(text).not.toContain("Informations manquantes");
    await page.$eval(card, (element) => element.scrollIntoView({ block: "center" }));
    await screenshot(page, "supplier-invoice-paid-card");
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
