import { describe, expect, it } from "vitest";
import {
  insertCollectionScenario,
  issuerName,
} from "../apps/api/test/money-in/payments/collections-fixtures";
import {
  ADMIN_BASE,
  clickByText,
  loginAs,
  newPage,
  screenshot,
  selectWhenOffered,
  setValue,
  type TestPage,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();
const LIST = `${ADMIN_BASE}/compta/customer-payment-collection`;

/** Each row of the table as its cells' texts, text nodes joined by a space, spaces collapsed. */
const rowsOf = (page: TestPage) =>
  page.$$eval(".collection-table tbody tr", (rows) =>
    rows.map((row) =>
      Array.from(row.querySelectorAll("td")).map((cell) => {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        const parts: string[] = [];
        while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? "");
        return parts.join(" ").replace(/\s+/g, " ").trim();
      }),
    ),
  );

const totalTtc = (page: TestPage) =>
  page.$eval('[data-testid="collection-total-ttc"]', (element) =>
    (element.textContent ?? "").replace(/\s/g, " "),
  );

async function waitForRows(page: TestPage, count: number, total: string) {
  await page.waitForFunction(
    (n: number, wanted: string) =>
      document.querySelectorAll(".collection-table tbody tr").length === n &&
      !document.querySelector('.collection-table[aria-busy="true"]') &&
      (document.querySelector('[data-testid="collection-total-ttc"]')?.textContent ?? "").replace(
        /\s/g,
        " ",
      ) === wanted,
    { timeout: 15_000 },
    count,
    total,
  );
}

describe("the customer collections ('Encaissements client')", () => {
  it("searches, filters by dates, group company and modes, totals everything matching and exports", async () => {
    const [issuerA = 0, issuerB = 0] = t.app.demo.companyIds;
    const nameA = await issuerName(t.app.db, issuerA);
    const nameB = await issuerName(t.app.db, issuerB);
    const s = await insertCollectionScenario(t.app.db, { issuerA, issuerB, code: "COLE" });
    // The same payments for other clients: the search must leave them out.
    await insertCollectionScenario(t.app.db, { issuerA, issuerB, code: "AUTRE" });

    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", LIST);
    await page.waitForSelector("#collection-search");
    await typeInto(page, "#collection-search", "cole");
    // 36,00 + 20,00 + 125,00 + 50,00 + 55,00 (worked by hand in insertCollectionScenario)
    await waitForRows(page, 5, "286,00 €");
    await waitForText(page, "5 encaissements");
    const rows = await rowsOf(page);
    expect(rows[0]).toEqual([
      "15/11/2026",
      "Client encaissement COLE",
      nameB,
      "FA-COLE-2026-00002",
      "Solde",
      "Avoir AV-COLE-2026-00001",
      "36,00 €",
    ]);
    expect(rows[2]).toEqual([
      "10/11/2026",
      "Client encaissement COLE",
      nameA,
      "FA-COLE-2026-00001",
      "Solde",
      "Chèque Chèque n° 4411",
      "125,00 €",
    ]);
    expect(rows[3]?.slice(4)).toEqual(["Acompte", "Virement bancaire", "50,00 €"]);
    expect(rows[4]?.slice(0, 2)).toEqual(["31/10/2026", "Autre client COLEB"]);
    await screenshot(page, "payment-collections", true);

    // The 10th only: the card of 20,00 and the cheque of 125,00.
    await setValue(page, "#collection-filter-from", "2026-11-10");
    await setValue(page, "#collection-filter-to", "2026-11-10");
    await waitForRows(page, 2, "145,00 €");
    await clickByText(page, ".toggle-chip", "Chèque");
    await waitForRows(page, 1, "125,00 €");
    const excel = await page.$eval("a[href^='/admin/invoice-payment-collection-excel']", (link) =>
      link.getAttribute("href"),
    );
    expect(excel).toBe(
      "/admin/invoice-payment-collection-excel?q=cole&from=2026-11-10&to=2026-11-10&modes%5B%5D=MODE_CHECK",
    );
    const download = await page.evaluate(async (href: string) => {
      const response = await fetch(href);
      return { status: response.status, type: response.headers.get("content-type") };
    }, excel ?? "");
    expect(download).toEqual({
      status: 200,
      type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    });

    // Group company B, any mode, any date: the two payments of FA-COLE-2026-00002.
    await clickByText(page, ".toggle-chip", "Chèque");
    await setValue(page, "#collection-filter-from", "");
    await setValue(page, "#collection-filter-to", "");
    await selectWhenOffered(page, "#collection-filter-issuer", String(issuerB));
    await waitForRows(page, 2, "56,00 €");

    // The invoice reference opens the invoice; back on the list, the filters are still there.
    await page.click(`tr[data-payment-id="${s.payments.card}"] a[href$="/compta/invoice/${s.openInvoice}"]`);
    await page.waitForFunction(
      (id: number) => location.pathname.endsWith(`/compta/invoice/${id}`),
      { timeout: 10_000 },
      s.openInvoice,
    );
    await page.goBack();
    await waitForRows(page, 2, "56,00 €");
    expect(await page.$eval("#collection-search", (input) => (input as HTMLInputElement).value)).toBe("cole");
    expect(await page.$eval("#collection-filter-issuer", (input) => (input as HTMLSelectElement).value)).toBe(
      String(issuerB),
    );

    await typeInto(page, "#collection-search", "personne n'a payé ceci");
    await waitForText(page, "Aucun encaissement ne correspond à cette recherche");
    expect(await totalTtc(page)).toBe("0,00 €");
    await screenshot(page, "payment-collections-empty");
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("shows no Excel export to a user who is neither accounting nor super admin", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", LIST);
    await page.waitForSelector("#collection-search");
    await waitForText(page, "Total TTC");
    // The list answered: its total is an amount, no longer '…'.
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="collection-total-ttc"]')?.textContent ?? "").includes("€"),
      { timeout: 15_000 },
    );
    expect(await page.$("a[href^='/admin/invoice-payment-collection-excel']")).toBeNull();
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
