import { invoices } from "@tronc/db";
import type { HTTPRequest, Target } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { ADMIN_BASE, clickByText, loginAs, newPage, screenshot, useBrowserApp, waitForText } from "./harness";

const t = useBrowserApp();

/** The server takes its time (a first PDF, a big zip): held 1.5 s here so that a person would notice. */
const HOLD_MS = 1_500;

describe("a file the server prepares", () => {
  it("says 'Préparation du PDF…' while the PDF is prepared, then opens it", async () => {
    const [invoice] = await t.app.db.select({ id: invoices.id }).from(invoices).limit(1);
    if (!invoice) throw new Error("no demo invoice");
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", `${ADMIN_BASE}/compta/invoice/${invoice.id}`);
    await page.waitForSelector(`a[href="/admin/print_invoice/${invoice.id}"]`, { timeout: 20_000 });

    await page.setRequestInterception(true);
    page.on("request", (request: HTTPRequest) => {
      if (request.url().includes("/admin/print_invoice/")) {
        setTimeout(() => void request.continue(), HOLD_MS);
      } else {
        void request.continue();
      }
    });
    const opened = new Promise<Target>((resolve) =>
      page.browserContext().on("targetchanged", (target: Target) => {
        if (target.url().startsWith("blob:")) resolve(target);
      }),
    );

    await clickByText(page, "a", "Imprimer");
    await waitForText(page, "Préparation du PDF…");
    const link = `a[href="/admin/print_invoice/${invoice.id}"]`;
    expect(await page.$eval(link, (element) => element.getAttribute("aria-busy"))).toBe("true");
    await screenshot(page, "file-progress-preparing-pdf");

    // Then the PDF shows in the tab opened by the click, and the link reads 'Imprimer' again.
    const tab = await opened;
    expect(tab.url()).toMatch(/^blob:/);
    await page.waitForFunction(
      (selector: string) => document.querySelector(selector)?.textContent?.trim() === "Imprimer",
      { timeout: 20_000 },
      link,
    );
    expect(await page.$eval(link, (element) => element.getAttribute("aria-busy"))).toBe("false");
    expect(page.errors).toEqual([]);
  });
});
