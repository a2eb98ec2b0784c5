import { describe, expect, it } from "vitest";
import { insertReportingScenario } from "../apps/api/test/money-in/client-accounting/client-accounting-fixtures";
import { issuerName } from "../apps/api/test/money-in/payments/collections-fixtures";
import {
  ADMIN_BASE,
  clickByText,
  loginAs,
  newPage,
  screenshot,
  type TestPage,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();

/** The texts of the elements matching `selector`, text nodes joined by a space, spaces collapsed. */
const textsIn = (page: TestPage, selector: string) =>
  page.$$eval(selector, (elements) =>
    elements.map((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? "");
      return parts.join(" ").replace(/\s+/g, " ").trim();
    }),
  );

async function openTab(page: TestPage, label: string, key: string, itemSelector: string, count: number) {
  await clickByText(page, "button[role=tab]", label);
  await page.waitForSelector(`#client-tab-${key}[aria-selected="true"]`);
  await page.waitForFunction(
    (selector: string, n: number) => document.querySelectorAll(selector).length === n,
    { timeout: 15_000 },
    itemSelector,
    count,
  );
}

describe("the client sheet's accounting block", () => {
  it("reads the hand-worked figures in Reporting, and the client's quotations, invoices and credits", async () => {
    const [issuerA = 0, issuerB = 0] = t.app.demo.companyIds;
    const nameA = await issuerName(t.app.db, issuerA);
    const nameB = await issuerName(t.app.db, issuerB);
    const s = await insertReportingScenario(t.app.db, { issuerA, issuerB, code: "RPTE" });

    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", `${ADMIN_BASE}/companies/${s.companyId}`);
    await page.waitForSelector('#client-tab-reporting[aria-selected="true"]');
    await page.waitForSelector('[data-testid="reporting-ca-ht"]');
    // Worked by hand in insertReportingScenario: (150 + 100 − 20) + (300 − 50) HT, and so on.
    expect(await textsIn(page, ".client-reporting-figures > div")).toEqual([
      "Chiffre d'affaires HT 480,00 €",
      "Chiffre d'affaires TTC 571,00 €",
      "Reste à encaisser TTC 375,00 €",
      "Avoirs à utiliser 24,00 €",
    ]);
    const lines = await textsIn(page, ".client-reporting-table tbody tr");
    const lineA = `${nameA} 230,00 € 271,00 € 75,00 € 24,00 €`;
    const lineB = `${nameB} 250,00 € 300,00 € 300,00 € 0,00 €`;
    expect(lines).toEqual(nameA.localeCompare(nameB, "fr") < 0 ? [lineA, lineB] : [lineB, lineA]);
    expect(await textsIn(page, ".client-reporting-table tfoot tr")).toEqual([
      "Total 480,00 € 571,00 € 375,00 € 24,00 €",
    ]);
    await page.$eval("#client-accounting-title", (title) => title.scrollIntoView());
    await screenshot(page, "client-accounting-reporting");

    await openTab(page, "Devis", "quotations", ".client-quotation-table tbody tr", 2);
    const quotations = await textsIn(page, ".client-quotation-table tbody tr");
    expect(quotations[0]).toContain("DE-RPTE-2026-00002 Gala RPTE");
    expect(quotations[0]).toContain("Accepté");
    // 3 773,75 TTC, 175,00 billed by FA-RPTE-2026-00001: 3 598,75 left to bill.
    expect(quotations[1]).toContain("Facturé");
    expect(quotations[1]).toMatch(/3 773,75 € 3 598,75 €$/);
    const quotationLink = await page.$eval(
      `tr[data-quotation-id="${s.quotations.seminar}"] a`,
      (link) => link.getAttribute("href") ?? "",
    );
    expect(quotationLink).toBe(`${ADMIN_BASE}/compta/quotation/${s.quotations.seminar}`);
    await screenshot(page, "client-accounting-quotations");

    await openTab(page, "Factures", "invoices", ".client-accounting .invoice-item", 4);
    const invoices = new Map(
      (await textsIn(page, ".client-accounting .invoice-item")).map((text) => [text.split(" ")[0], text]),
    );
    expect(invoices.get("FA-RPTE-2026-00001")).toContain("Reste à régler 75,00 €");
    expect(invoices.get("FA-RPTE-2026-00002")).toContain("Réglée le 06/11/2026");
    expect(invoices.get("FA-RPTE-2026-00003")).toContain("Reste à régler 300,00 €");
    expect(invoices.get("Facture")).toContain("Facture en cours de création");
    await screenshot(page, "client-accounting-invoices");

    await openTab(page, "Avoirs", "credits", ".client-accounting .credit-item", 3);
    const credits = new Map(
      (await textsIn(page, ".client-accounting .credit-item")).map((text) => [text.split(" ")[0], text]),
    );
    expect(credits.get("AV-RPTE-2026-00001")).toContain("Reste à utiliser 24,00 €");
    expect(credits.get("AV-RPTE-2026-00002")).toContain("Utilisé");
    expect(credits.get("AV-RPTE-2026-00002")).toContain("Reste à utiliser 0,00 €");
    expect(credits.get("Avoir")).toContain("Avoir en cours de création");
    await screenshot(page, "client-accounting-credits");

    // A credit opens its page.
    await page.click(`.credit-item[data-credit-id="${s.credits.unspent}"] .credit-item-link`);
    await page.waitForFunction(
      (id: number) => location.pathname.endsWith(`/compta/credit/${id}`),
      { timeout: 10_000 },
      s.credits.unspent,
    );
    await waitForText(page, "AV-RPTE-2026-00001");
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
