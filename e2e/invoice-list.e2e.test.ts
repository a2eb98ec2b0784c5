import { triangleCompanies } from "@tronc/db";
import { toParisDate } from "@tronc/domain";
import { describe, expect, it } from "vitest";
import { insertListScenario } from "../apps/api/test/billing/invoice-list-helpers";
import { insertAcceptedQuotation } from "../apps/api/test/billing/invoicing-fixtures";
import {
  ADMIN_BASE,
  clickByText,
  loginAs,
  newPage,
  screenshot,
  selectWhenOffered,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();
const LIST = `${ADMIN_BASE}/compta/invoice`;

/** The text of each item card, one string per invoice, spaces collapsed. */
const itemTexts = (page: Awaited<ReturnType<typeof newPage>>) =>
  page.$$eval(".invoice-item", (items) =>
    items.map((item) => {
      // Text nodes joined by a space: 'Total HT' and '100,00 €' sit in separate elements.
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? "");
      return parts.join(" ").replace(/\s+/g, " ").trim();
    }),
  );

const totalOf = (page: Awaited<ReturnType<typeof newPage>>, id: string) =>
  page.$eval(`[data-testid="${id}"]`, (element) => (element.textContent ?? "").replace(/\s/g, " "));

async function waitForItems(page: Awaited<ReturnType<typeof newPage>>, count: number) {
  await page.waitForFunction(
    (n: number) =>
      document.querySelectorAll(".invoice-item").length === n &&
      !document.querySelector('.invoice-list[aria-busy="true"]'),
    { timeout: 15_000 },
    count,
  );
}

describe("the customer invoice list", () => {
  it("filters, totals everything matching, shows each item's fields and creates an invoice", async () => {
    const db = t.app.db;
    const [issuerA = 0, issuerB = 0] = t.app.demo.companyIds;
    const s = await insertListScenario(db, {
      issuerA,
      issuerB,
      code: "LSTE",
      creatorId: t.app.demo.userIds.user,
      today: toParisDate(new Date()),
    });
    const [idle] = await db
      .insert(triangleCompanies)
      .values({ name: "Zèbre Événements", code: "ZEB" })
      .returning({ id: triangleCompanies.id });
    const toBill = await insertAcceptedQuotation(db, {
      issuerId: issuerA,
      clientName: "Client modale LSTE",
      title: "Congrès annuel",
    });

    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "admin", LIST);
    await page.waitForSelector("#invoice-search");
    // The first answer shown (not busy) before the search is typed.
    await page.waitForSelector('.invoice-list[aria-busy="false"] .invoice-item', { timeout: 15_000 });
    await typeInto(page, "#invoice-search", "client liste lste");
    await waitForItems(page, 3);
    await waitForText(page, "3 factures");
    // Default states (created, sent, validated): 100 + 150 + 50 HT, 20 + 25 + 5 VAT, 350,00 TTC.
    expect(await totalOf(page, "invoice-total-ht")).toBe("300,00 €");
    expect(await totalOf(page, "invoice-total-tva")).toBe("50,00 €");
    expect(await totalOf(page, "invoice-total-ttc")).toBe("350,00 €");
    const [sent, validated, draft] = await itemTexts(page);
    expect(draft).toContain("Facture en cours de création");
    expect(draft).toContain("En cours");
    expect(draft).toContain("Soirée Zéphyrin");
    expect(draft).toContain("Client liste LSTE FACTOR");
    expect(draft).toContain("Projet : Projet Alpha, Projet Beta");
    expect(draft).toContain("Créée le 10/03/2026");
    expect(draft).toContain("Total HT 100,00 €");
    expect(draft).toContain("Reste à régler 120,00 €");
    expect(draft).not.toContain("Échéance");
    expect(validated).toContain("FA-LSTE-2026-00007");
    expect(validated).toContain("Editée");
    expect(validated).toContain("Retard de paiement");
    expect(validated).toContain("Échéance le");
    expect(sent).toContain("Envoyée");
    expect(sent).not.toContain("Retard de paiement");
    const print = await page.$eval(
      `[data-invoice-id="${s.draft}"] a[aria-label="Imprimer la facture"]`,
      (link) => [link.getAttribute("href"), link.getAttribute("target")],
    );
    expect(print).toEqual([`/admin/print_invoice/${s.draft}`, "_blank"]);
    await screenshot(page, "invoice-list", true);

    // Anywhere on the card opens the invoice; back on the list, the filters are still there.
    await page.click(`[data-invoice-id="${s.draft}"] .invoice-item-amounts`);
    await page.waitForFunction(
      (id: number) => location.pathname.endsWith(`/compta/invoice/${id}`),
      { timeout: 10_000 },
      s.draft,
    );
    await page.goBack();
    await waitForItems(page, 3);
    expect(await page.$eval("#invoice-search", (input) => (input as HTMLInputElement).value)).toBe(
      "client liste lste",
    );

    await clickByText(page, ".toggle-chip", "Réglée");
    await waitForItems(page, 4);
    expect((await itemTexts(page))[0]).toContain("Réglée le 01/06/2026");
    expect(await totalOf(page, "invoice-total-ttc")).toBe("470,00 €");

    await typeInto(page, "#invoice-filter-num-from", "8");
    await waitForItems(page, 2);
    const excel = await page.$eval("a[href^='/admin/export-invoice-xls']", (link) =>
      link.getAttribute("href"),
    );
    expect(excel).toContain("q=client+liste+lste");
    expect(excel).toContain("numFrom=8");
    expect(excel).toContain("state%5B%5D=STATE_PAID");
    await typeInto(page, "#invoice-filter-num-to", "7");
    await waitForText(page, "Le numéro de début (8) est supérieur au numéro de fin (7)");
    await typeInto(page, "#invoice-search", "personne ne facture ceci");
    await page.click("#invoice-filter-num-from", { count: 3 });
    await page.keyboard.press("Backspace");
    await waitForText(page, "Aucune facture ne correspond à cette recherche");

    await clickByText(page, "button", "Ajouter une facture");
    await selectWhenOffered(page, "#invoice-create-issuer", String(idle?.id));
    await waitForText(page, "Pas d'entreprise à facturer");
    await screenshot(page, "invoice-create-empty");
    await page.select("#invoice-create-issuer", String(issuerA));
    await selectWhenOffered(page, "#invoice-create-company", String(toBill.companyId));
    await waitForText(page, "Congrès annuel");
    await clickByText(page, ".invoice-create-quotation strong", await referenceOf(page));
    await screenshot(page, "invoice-create-modal");
    await clickByText(page, "button", "Enregistrer");
    await waitForText(page, "La facture est bien créée");
    await page.waitForFunction(() => /\/compta\/invoice\/\d+$/.test(location.pathname), { timeout: 10_000 });
    // The one refusal asked for above (numbers upside down) is the only error the browser saw.
    expect(page.errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
  });
});

/** The reference of the one quotation the modal offers. */
const referenceOf = (page: Awaited<ReturnType<typeof newPage>>) =>
  page.$eval(".invoice-create-quotation strong", (element) => element.textContent ?? "");
