import { vatRates } from "@tronc/db";
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import {
  ADMIN_BASE,
  clickByText,
  leaveUnsaved,
  loginAs,
  newPage,
  screenshot,
  textsOf,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();

const LIST = `${ADMIN_BASE}/compta/tva`;
/** The rates as a person reads them ('5,5 %'), the no-break space before % made plain. */
const ratesOnScreen = async (page: Page) =>
  (await textsOf(page, "td.vat-rate")).map((text) => text.replace(/\s/g, " "));
const rowCount = async () => (await t.app.db.select({ id: vatRates.id }).from(vatRates)).length;

async function addRate(page: Page, text: string) {
  await clickByText(page, "button", "Ajouter une TVA");
  await page.waitForSelector("#vat-new-rate");
  expect(await textsOf(page, '[role="dialog"] h2')).toEqual(["Ajouter une nouvelle TVA"]);
  await typeInto(page, "#vat-new-rate", text);
  await clickByText(page, '[role="dialog"] button', "Enregistrer");
}

describe("VAT rates", () => {
  it("accounting adds 7,5, is refused a second 20, then edits the new rate", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", LIST);
    await page.waitForSelector("td.vat-rate");
    expect(await textsOf(page, "h1")).toEqual(["Les TVA"]);
    expect(await ratesOnScreen(page)).toEqual(["20 %", "10 %", "5,5 %", "2,1 %"]);
    expect(await textsOf(page, "td.vat-actions a")).toEqual(["Modifier", "Modifier", "Modifier", "Modifier"]);
    await screenshot(page, "vat-list");

    // Not a number: the message under the field, nothing sent.
    await addRate(page, "abc");
    await waitForText(page, "Le taux de TVA doit être un nombre (par exemple 5,5)");
    expect(await rowCount()).toBe(4);

    // 7,5 typed the French way: saved, the modal closes, the list shows it with '%'.
    await typeInto(page, "#vat-new-rate", "7,5");
    await screenshot(page, "vat-add-modal");
    await clickByText(page, '[role="dialog"] button', "Enregistrer");
    await waitForText(page, "La TVA est bien enregistrée");
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    await page.waitForFunction(() => document.querySelectorAll("td.vat-rate").length === 5);
    expect(await ratesOnScreen(page)).toEqual(["20 %", "10 %", "7,5 %", "5,5 %", "2,1 %"]);

    // 20 again: 'Cette TVA existe déjà', the modal stays open and nothing is saved.
    await addRate(page, "20");
    await waitForText(page, "Cette TVA existe déjà");
    expect(await page.$('[role="dialog"]')).not.toBeNull();
    expect(await rowCount()).toBe(5);
    await clickByText(page, '[role="dialog"] button', "Annuler");
    await leaveUnsaved(page);
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));

    // Edit 7,5 → 8,5 on 'Edition d'une TVA'.
    await page.click('a[aria-label^="Modifier la TVA à 7,5"]');
    await page.waitForSelector("#vat-edit-rate");
    expect(await textsOf(page, "h1")).toEqual(["Edition d'une TVA"]);
    expect(await page.$eval("#vat-edit-rate", (input) => (input as HTMLInputElement).value)).toBe("7,5");
    await typeInto(page, "#vat-edit-rate", "");
    await clickByText(page, "button", "Enregistrer");
    await waitForText(page, "Le taux de TVA est obligatoire");
    await typeInto(page, "#vat-edit-rate", "10");
    await clickByText(page, "button", "Enregistrer");
    await waitForText(page, "Cette TVA existe déjà");
    await typeInto(page, "#vat-edit-rate", "8,5");
    await clickByText(page, "button", "Enregistrer");
    await waitForText(page, "La TVA est bien enregistrée");
    await waitForText(page, "Taux actuel : 8,5");
    await screenshot(page, "vat-edit");
    await clickByText(page, "a", "← Retour à la liste des TVA");
    await page.waitForFunction(() => document.querySelector("h1")?.textContent === "Les TVA");
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll("td.vat-rate")).some((td) => td.textContent?.startsWith("8,5")),
    );
    expect(await ratesOnScreen(page)).toEqual(["20 %", "10 %", "8,5 %", "5,5 %", "2,1 %"]);
    expect(page.errors.filter((error) => !error.includes("409"))).toEqual([]);
    await page.close();
  });

  it("a plain user reads the rates but is offered neither adding nor editing", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", LIST);
    await page.waitForSelector("td.vat-rate");
    expect((await ratesOnScreen(page)).length).toBeGreaterThanOrEqual(4);
    expect(await textsOf(page, "td.vat-actions a")).toEqual([]);
    expect(await textsOf(page, ".page-header-actions button")).toEqual([]);
    await waitForText(page, "Seuls les utilisateurs de la comptabilité peuvent ajouter ou modifier une TVA.");
    await page.close();
  });
});
