import { describe, expect, it } from "vitest";
import {
  ADMIN_BASE,
  clickByText,
  loginAs,
  newPage,
  screenshot,
  textsOf,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();

describe("shared components", () => {
  it("toasts, confirm, modal, money input, rich text and remembered list state work in the browser", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "admin", `${ADMIN_BASE}/ui-kit`);
    await page.waitForSelector(".ProseMirror");
    await page.waitForFunction(() => document.title === "Composants de l'interface");
    await screenshot(page, "ui-kit", true);

    // Toasts: bottom-left by default, top on request, role status/alert, gone after ~5 s.
    await clickByText(page, "button", "Enregistrer");
    await page.waitForSelector(".toast-region-bottom [role='status']");
    expect(await textsOf(page, ".toast-region-bottom .toast-message")).toEqual(["Le lead est enregistré"]);
    await clickByText(page, "button", "Erreur");
    await page.waitForSelector(".toast-region-bottom [role='alert']");
    await clickByText(page, "button", "Info en haut");
    await page.waitForSelector(".toast-region-top [role='status']");
    await screenshot(page, "ui-kit-toasts");
    await page.waitForFunction(() => document.querySelectorAll(".toast").length === 0, { timeout: 8000 });

    // Confirm shows the exact sentence and answers.
    await clickByText(page, "button", "Confirmation");
    await page.waitForSelector("[role='dialog']");
    expect(await textsOf(page, "[role='dialog'] .modal-description")).toEqual([
      "Confirmez-vous la suppression de ce fichier ?",
    ]);
    await screenshot(page, "ui-kit-confirm");
    await clickByText(page, "[role='dialog'] button", "Annuler");
    await waitForText(page, "Annulé");
    await clickByText(page, "button", "Confirmation");
    await clickByText(page, "[role='dialog'] button", "Confirmer");
    await page.waitForFunction(
      () => document.querySelector("[data-testid='kit-confirm-answer']")?.textContent === "Confirmé",
    );

    // Modal: opens, Escape closes.
    await clickByText(page, "button", "Ouvrir une fenêtre");
    await page.waitForSelector("[role='dialog']");
    await clickByText(page, "[role='dialog'] button", "Grande fenêtre");
    await page.waitForSelector("[role='dialog'].modal-lg");
    await screenshot(page, "ui-kit-modal-large");
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => !document.querySelector("[role='dialog']"));

    // Money typed the French way, value in cents.
    const money = "input[inputmode='decimal']";
    await page.click(money, { count: 3 });
    await page.keyboard.press("Backspace");
    await page.type(money, "1 234,5");
    await waitForText(page, "123450 centimes");
    await page.type(money, "x");
    await page.waitForSelector(".field-error");
    expect(await textsOf(page, ".field.has-error .field-error")).toContain(
      "Saisissez un montant, par exemple 1 234,56.",
    );

    // Rich text: bold through the toolbar.
    await page.click(".ProseMirror");
    await page.keyboard.press("End");
    await page.click("button[title='Gras']");
    await page.keyboard.type(" payable");
    expect(await page.$eval(".ProseMirror", (el) => el.innerHTML)).toContain("payable");

    // The list state (search, filter, page) survives leaving and coming back.
    await page.type("#kit-search", "Lyon");
    await page.click(".switch input");
    await page.waitForFunction(() =>
      document.querySelector("[data-testid='kit-debounced']")?.textContent?.includes("Lyon"),
    );
    await page.click("button[aria-label='Page 2']");
    await page.click(".topbar-brand");
    await waitForText(page, "Tableau de bord Tronc Commun");
    await page.goBack({ waitUntil: "domcontentloaded" });
    await page.waitForSelector("#kit-search");
    expect(await page.$eval("#kit-search", (el) => (el as HTMLInputElement).value)).toBe("Lyon");
    expect(await page.$eval(".switch input", (el) => (el as HTMLInputElement).checked)).toBe(true);
    expect(await textsOf(page, ".pagination-status")).toEqual(["Page 2 sur 12"]);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
