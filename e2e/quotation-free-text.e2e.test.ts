import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { quotationLineDescription } from "../apps/api/test/spec-gaps-fixtures";
import { screenshot, selectWhenOffered, useBrowserApp, waitForText } from "./harness";
import { openNewQuotationLine, openQuotationOfDemoLead, WAIT } from "./proposals-steps";

const t = useBrowserApp();

const inputOf = (page: Page, selector: string) =>
  page.$eval(selector, (input) => [
    (input as HTMLInputElement).value,
    (input as HTMLInputElement).placeholder,
  ]);

const lineCount = (page: Page) => page.$$eval("table.quotation-lines tbody tr", (rows) => rows.length);

describe("a 'Texte libre' line", () => {
  it("starts with a designation to type, one unit and no price; Enter never saves it empty", async () => {
    const { page } = await openQuotationOfDemoLead(t);
    await openNewQuotationLine(page);
    await selectWhenOffered(page, "#ql-product", "free");
    expect(await inputOf(page, "#ql-name")).toEqual(["", "Texte libre"]);
    expect((await inputOf(page, "#ql-quantity"))[0]).toBe("1");
    expect((await inputOf(page, "#ql-price"))[0]).toBe("");

    // Enter on the untouched line: refused, with the reason under the designation.
    await page.focus("#ql-name");
    await page.keyboard.press("Enter");
    await waitForText(page, "La désignation de la ligne est obligatoire");
    await screenshot(page, "free-text-line-refused");
    await page.type("#ql-name", "Hébergement");
    await page.keyboard.press("Enter");
    await waitForText(page, "Le prix unitaire HT est obligatoire");
    expect(await page.$$("table.quotation-lines tbody tr")).toHaveLength(0);

    // Clicking into the quantity selects it: typing 2 replaces the 1.
    await page.click("#ql-quantity");
    await page.keyboard.type("2");
    expect((await inputOf(page, "#ql-quantity"))[0]).toBe("2");
    await page.click("#ql-price");
    await page.keyboard.type("45");
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      () => document.querySelectorAll("table.quotation-lines tbody tr").length === 1,
      WAIT,
    );
    expect(await lineCount(page)).toBe(1);
    await waitForText(page, "Hébergement");
  });
});

describe("the line description editor", () => {
  it("colours the background of the description's text, and the saved line keeps it", async () => {
    const { page } = await openQuotationOfDemoLead(t);
    await openNewQuotationLine(page);
    await selectWhenOffered(page, "#ql-product", "free");
    await page.type("#ql-name", "Atelier cuisine");
    await page.click("#ql-price");
    await page.keyboard.type("100");
    const editor = await page.waitForSelector('[role="dialog"] .rte-content [role="textbox"]', WAIT);
    await editor?.click();
    await page.keyboard.type("Tabliers fournis");
    await page.keyboard.down("Control");
    await page.keyboard.press("a");
    await page.keyboard.up("Control");
    await page.select('[role="dialog"] select[aria-label="Couleur de fond"]', "#fff3a3");
    await page.waitForSelector('[role="dialog"] .rte-content span[style*="background-color"]');
    await screenshot(page, "line-description-background");
    await page.click('button[form="quotation-line-form"]');
    await page.waitForFunction(
      () => document.querySelectorAll("table.quotation-lines tbody tr").length === 1,
      WAIT,
    );
    const description = await quotationLineDescription(t.app.db, "Atelier cuisine");
    expect(description).toContain("background-color");
    expect(description).toContain("Tabliers fournis");
  });
});
