import { mkdirSync } from "node:fs";
import { credits, triangleCompanies } from "@tronc/db";
import { describe, expect, it } from "vitest";
import { insertAcceptedQuotation } from "../apps/api/test/billing/invoicing-fixtures";
import { insertCreditListScenario } from "../apps/api/test/money-in/credits/credit-list-helpers";
import {
  ADMIN_BASE,
  clickByText,
  loginAs,
  newPage,
  selectWhenOffered,
  shotsDir,
  type TestPage,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();
const LIST = `${ADMIN_BASE}/compta/credit`;
const SHOTS = shotsDir("H2");

async function shot(page: TestPage, name: string, fullPage = false) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** The text of each item card, one string per credit note, spaces collapsed. */
const itemTexts = (page: TestPage) =>
  page.$$eval(".credit-item", (items) =>
    items.map((item) => {
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? "");
      return parts.join(" ").replace(/\s+/g, " ").trim();
    }),
  );

const totalOf = (page: TestPage, id: string) =>
  page.$eval(`[data-testid="${id}"]`, (element) => (element.textContent ?? "").replace(/\s/g, " "));

async function waitForItems(page: TestPage, count: number) {
  await page.waitForFunction(
    (n: number) =>
      document.querySelectorAll(".credit-item").length === n &&
      !document.querySelector('.credit-list[aria-busy="true"]'),
    { timeout: 15_000 },
    count,
  );
}

async function openList(who: "compta" | "user") {
  const page = await newPage(t.browser);
  await loginAs(page, t.app.baseUrl, who, LIST);
  await page.waitForSelector("#credit-search");
  return page;
}

describe("the credit note list", () => {
  it("filters, totals everything matching, shows each item, prints and exports", async () => {
    const [issuerA = 0, issuerB = 0] = t.app.demo.companyIds;
    const s = await insertCreditListScenario(t.app.db, {
      issuerA,
      issuerB,
      code: "AVLE",
      creatorId: t.app.demo.userIds.user,
    });
    const page = await openList("compta");
    // The first answer shown (not busy) before the search is typed.
    await page.waitForSelector('.credit-list[aria-busy="false"] .credit-item', { timeout: 15_000 });
    await typeInto(page, "#credit-search", "client avoirs avle");
    await waitForItems(page, 4);
    await waitForText(page, "4 avoirs");
    // HT 100 + 150 + 50 + 100, VAT 20 + 25 + 5 + 20, TTC 120 + 175 + 55 + 120 (the scenario's arithmetic).
    expect(await totalOf(page, "credit-total-ht")).toBe("400,00 €");
    expect(await totalOf(page, "credit-total-tva")).toBe("70,00 €");
    expect(await totalOf(page, "credit-total-ttc")).toBe("470,00 €");
    const [used, partial, validated, draft] = await itemTexts(page);
    expect(draft).toContain("Avoir en cours de création");
    expect(draft).toContain("En cours de création");
    expect(draft).toContain("Geste commercial Zéphyrin");
    expect(draft).toContain("Client avoirs AVLE");
    expect(draft).toMatch(/Créé le 10\/03\/2026 par \S+/);
    expect(draft).toContain("Total HT 100,00 €");
    expect(draft).toContain("Total TTC 120,00 €");
    expect(draft).toContain("Reste à utiliser 120,00 €");
    expect(validated).toContain("AV-AVLE-2026-00001");
    expect(validated).toContain("Validé");
    expect(validated).toContain("Facture corrigée : FA-AVLE-2026-00007");
    expect(partial).toContain("Partiellement utilisé");
    expect(partial).toContain("Reste à utiliser 35,00 €");
    // −5,00 left after a correction: shown 0.
    expect(used).toContain("Utilisé");
    expect(used).toContain("Reste à utiliser 0,00 €");
    await shot(page, "credit-list", true);

    // The print icon opens the credit's PDF in a new tab; the PDF is there.
    const [href, target] = await page.$eval(
      `[data-credit-id="${s.validated}"] a[aria-label="Imprimer l'avoir"]`,
      (link) => [link.getAttribute("href"), link.getAttribute("target")],
    );
    expect([href, target]).toEqual([`/admin/print_credit/${s.validated}`, "_blank"]);
    const pdf = await page.evaluate(async (url: string) => {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get("content-type") };
    }, href ?? "");
    expect(pdf).toEqual({ status: 200, type: "application/pdf" });

    // The corrected invoice's link opens the invoice, not the credit.
    const invoiceLink = await page.$eval(`[data-credit-id="${s.validated}"] .credit-item-invoice`, (link) =>
      link.getAttribute("href"),
    );
    expect(invoiceLink).toBe(`${ADMIN_BASE}/compta/invoice/${s.invoiceId}`);

    // Anywhere on the card opens the credit; back on the list, the search is still there.
    await page.click(`[data-credit-id="${s.draft}"] .credit-item-amounts`);
    await page.waitForFunction(
      (id: number) => location.pathname.endsWith(`/compta/credit/${id}`),
      { timeout: 10_000 },
      s.draft,
    );
    await page.goBack();
    await waitForItems(page, 4);
    expect(await page.$eval("#credit-search", (input) => (input as HTMLInputElement).value)).toBe(
      "client avoirs avle",
    );

    // States: used and partly used only → 120 + 55 TTC, 100 + 50 HT, 20 + 5 VAT.
    await clickByText(page, ".toggle-chip", "Utilisé");
    await clickByText(page, ".toggle-chip", "Partiellement utilisé");
    await waitForItems(page, 2);
    expect(await totalOf(page, "credit-total-ttc")).toBe("175,00 €");
    expect(await totalOf(page, "credit-total-ht")).toBe("150,00 €");
    expect(await totalOf(page, "credit-total-tva")).toBe("25,00 €");
    await page.select("#credit-filter-issuer", String(issuerB));
    await waitForItems(page, 1);
    await waitForText(page, "1 avoir");
    expect((await itemTexts(page))[0]).toContain("AV-AVLE-2026-00002");
    const excel = await page.$eval("a[href^='/admin/export-credit-xls']", (link) =>
      link.getAttribute("href"),
    );
    expect(excel).toContain("searchName=client+avoirs+avle");
    expect(excel).toContain("searchState%5B%5D=CREDIT_STATE_USED");
    expect(excel).toContain("searchState%5B%5D=CREDIT_STATE_PARTIALY_USED");
    expect(excel).toContain(`searchTriangleCompany=${issuerB}`);
    const sheet = await page.evaluate(async (url: string) => {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get("content-type") };
    }, excel ?? "");
    expect(sheet.status).toBe(200);
    expect(sheet.type).toContain("spreadsheetml");

    await typeInto(page, "#credit-search", "personne n'a cet avoir");
    await waitForText(page, "Aucun avoir ne correspond à cette recherche");
    expect(await totalOf(page, "credit-total-ttc")).toBe("0,00 €");
    await shot(page, "credit-list-empty");
    expect(page.errors).toEqual([]);
  });

  it("shows no Excel export to a user who is neither accounting nor super admin", async () => {
    const page = await openList("user");
    await page.waitForSelector(".credit-list-totals");
    await waitForText(page, "Ajouter un avoir");
    expect(await page.$("a[href^='/admin/export-credit-xls']")).toBeNull();
    expect(page.errors).toEqual([]);
  });

  it("adds a credit note: an issuer, then a customer it may invoice, then its page", async () => {
    const db = t.app.db;
    const [issuerA = 0] = t.app.demo.companyIds;
    const [idle] = await db
      .insert(triangleCompanies)
      .values({ name: "Zèbre Avoirs", code: "ZAV" })
      .returning({ id: triangleCompanies.id });
    const customer = await insertAcceptedQuotation(db, {
      issuerId: issuerA,
      clientName: "Client modale AVLE",
    });
    const page = await openList("user");
    await clickByText(page, "button", "Ajouter un avoir");
    await page.waitForSelector("#credit-create-issuer");
    await clickByText(page, "button", "Enregistrer");
    await waitForText(page, "Choisissez une entreprise du groupe et un client");
    await selectWhenOffered(page, "#credit-create-issuer", String(idle?.id));
    await waitForText(page, "Pas d'entreprise à facturer");
    await shot(page, "credit-create-empty");
    await page.select("#credit-create-issuer", String(issuerA));
    await selectWhenOffered(page, "#credit-create-company", String(customer.companyId));
    // Both chosen: the earlier refusal is gone.
    expect(await page.$(".credit-create .alert-danger")).toBeNull();
    await shot(page, "credit-create-modal");
    await clickByText(page, "button", "Enregistrer");
    await waitForText(page, "L'avoir est bien sauvegardé");
    await page.waitForFunction(() => /\/compta\/credit\/\d+$/.test(location.pathname), { timeout: 10_000 });
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    const created = (await db.select().from(credits)).find((row) => row.id === id);
    expect(created).toMatchObject({
      state: "CREDIT_STATE_CREATED",
      reference: null,
      triangleCompanyId: issuerA,
      companyId: customer.companyId,
    });
    await shot(page, "credit-created-page");
    expect(page.errors).toEqual([]);
  });
});
