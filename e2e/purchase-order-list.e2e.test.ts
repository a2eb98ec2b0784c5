import { mkdirSync } from "node:fs";
import { triangleCompanies } from "@tronc/db";
import { describe, expect, it } from "vitest";
import type { TestApp } from "../apps/api/test/helpers";
import { insertPurchaseOrderListScenario } from "../apps/api/test/money-out/po-list-helpers";
import {
  ADMIN_BASE,
  clickByText,
  loginAs,
  newPage,
  selectWhenOffered,
  setValue,
  shotsDir,
  type TestPage,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();
const LIST = `${ADMIN_BASE}/purchase-order`;
const SHOTS = shotsDir("P1");
const CODE = "POLE";

/** The fixtures write through `t.handle.db`: the running app's database. */
const fixtureApp = () => ({ handle: { db: t.app.db }, demo: t.app.demo }) as unknown as TestApp;

async function shot(page: TestPage, name: string, fullPage = false) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** The text of each card, one string per order, spaces collapsed. */
const cardTexts = (page: TestPage) =>
  page.$$eval(".purchase-order-item", (items) =>
    items.map((item) => {
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? "");
      return parts
        .join(" ")
        .replace(/[\s\u00a0\u202f]+/g, " ")
        .trim();
    }),
  );

async function waitForCards(page: TestPage, count: number) {
  await page.waitForFunction(
    (n: number) =>
      document.querySelectorAll(".purchase-order-item").length === n &&
      !document.querySelector('.purchase-order-list[aria-busy="true"]'),
    { timeout: 15_000 },
    count,
  );
}

async function openList(who: "compta" | "user") {
  const page = await newPage(t.browser);
  await loginAs(page, t.app.baseUrl, who, LIST);
  await page.waitForSelector("#purchase-order-search");
  return page;
}

const exportHref = (page: TestPage, label: string) =>
  page.$$eval(
    ".page-header a",
    (links, wanted) => {
      const link = links.find((one) => one.textContent?.trim() === wanted);
      return link ? [link.getAttribute("href"), link.getAttribute("target")] : null;
    },
    label,
  );

describe("the purchase order list", () => {
  it("filters, shows each card, opens an order, keeps its filters and exports for accounting", async () => {
    const [issuerA = 0, issuerB = 0] = t.app.demo.companyIds;
    const s = await insertPurchaseOrderListScenario(fixtureApp(), { issuerA, issuerB, code: CODE });
    const issuer = (
      await t.app.db
        .select({ id: triangleCompanies.id, name: triangleCompanies.name })
        .from(triangleCompanies)
    ).find((row) => row.id === issuerA);
    const page = await openList("compta");
    await waitForText(page, "Liste des bons de commande fournisseur");
    // Pending only by default.
    expect(
      await page.$$eval(".toggle-chip[aria-pressed='true']", (chips) =>
        chips.map((chip) => chip.textContent),
      ),
    ).toEqual(["En attente"]);
    await typeInto(page, "#purchase-order-search", CODE);
    await waitForCards(page, 2);
    await waitForText(page, "2 bons de commande");
    const [pendingB, pendingA] = await cardTexts(page);
    expect(pendingA).toContain("Repas des équipes");
    expect(pendingA).toContain("En attente");
    expect(pendingA).toContain(s.pendingA.reference);
    expect(pendingA).toContain("Créé le 10/03/2026");
    expect(pendingA).toContain(`Fournisseur : Traiteur Zéphyr ${CODE}`);
    expect(pendingA).toContain(issuer?.name ?? "?");
    expect(pendingA).toContain(`Projet : Gala ${CODE}`);
    expect(pendingA).toContain(`Client : Maison Brûlée ${CODE}`);
    // 40 × 10,00 + 2 × 150,00 + 25,00 of delivery = 725,00 HT.
    expect(pendingA).toContain("Total HT 725,00 €");
    expect(pendingB).toContain("Tables et chaises");
    await shot(page, "po-list-pending", true);

    // States: add invoiced and finished, then drop pending.
    await clickByText(page, ".toggle-chip", "Facturé");
    await clickByText(page, ".toggle-chip", "Terminé");
    await waitForCards(page, 4);
    await waitForText(page, "4 bons de commande");
    await clickByText(page, ".toggle-chip", "En attente");
    await waitForCards(page, 2);
    const [finished, invoiced] = await cardTexts(page);
    expect(finished).toContain("Terminé");
    expect(finished).toContain("Sans projet");
    expect(invoiced).toContain("Facturé");
    await selectWhenOffered(page, "#purchase-order-filter-supplier", String(s.mobilier));
    await waitForCards(page, 1);
    await waitForText(page, "1 bon de commande");
    expect((await cardTexts(page))[0]).toContain(s.finished.reference);
    await page.select("#purchase-order-filter-supplier", "");
    await selectWhenOffered(page, "#purchase-order-filter-project", String(s.gala));
    await waitForCards(page, 1);
    expect((await cardTexts(page))[0]).toContain(s.invoiced.reference);
    await page.select("#purchase-order-filter-project", "");
    // Created 31 May 22:30 UTC: 1 June in Paris, so May alone keeps the invoiced order only.
    await setValue(page, "#purchase-order-filter-from", "2026-05-01");
    await setValue(page, "#purchase-order-filter-to", "2026-05-31");
    await waitForCards(page, 1);
    expect((await cardTexts(page))[0]).toContain(s.invoiced.reference);
    await setValue(page, "#purchase-order-filter-to", "");
    await waitForCards(page, 2);
    await page.select("#purchase-order-filter-issuer", String(issuerA));
    await waitForCards(page, 2);
    await shot(page, "po-list-filtered", true);

    // The exports carry the list's filters and open in a new window; the files are there.
    const summary = await exportHref(page, "Export Excel");
    const detail = await exportHref(page, "Export détail");
    expect(summary?.[1]).toBe("_blank");
    expect(detail?.[1]).toBe("_blank");
    const params = new URL(summary?.[0] ?? "", t.app.baseUrl).searchParams;
    expect(params.get("q")).toBe(CODE);
    expect(params.getAll("state[]")).toEqual(["STATE_INVOICE", "STATE_FINISH"]);
    expect(params.get("triangleCompany")).toBe(String(issuerA));
    expect(params.get("from")).toBe("2026-05-01");
    expect(detail?.[0]).toBe(
      summary?.[0]?.replace("/admin/purchase-order-export", "/admin/purchase-order-detail-export"),
    );
    for (const href of [summary?.[0], detail?.[0]]) {
      const file = await page.evaluate(async (url: string) => {
        const response = await fetch(url);
        return { status: response.status, type: response.headers.get("content-type") };
      }, href ?? "");
      expect(file.status).toBe(200);
      expect(file.type).toContain("spreadsheetml");
    }

    // Anywhere on the card opens the order; back on the list, the filters are still there.
    await page.click(`[data-purchase-order-id="${s.invoiced.id}"] .purchase-order-item-amounts`);
    await page.waitForFunction(
      (id: number) => location.pathname.endsWith(`/purchase-order/${id}`),
      { timeout: 10_000 },
      s.invoiced.id,
    );
    await page.goBack();
    await waitForCards(page, 2);
    expect(await page.$eval("#purchase-order-search", (input) => (input as HTMLInputElement).value)).toBe(
      CODE,
    );
    expect(
      await page.$eval("#purchase-order-filter-from", (input) => (input as HTMLInputElement).value),
    ).toBe("2026-05-01");
    await page.close();
  });

  it("shows the list without the exports to a plain user, and says when nothing matches", async () => {
    const page = await openList("user");
    await typeInto(page, "#purchase-order-search", "aucun-bon-de-ce-nom");
    await waitForText(page, "Aucun bon de commande ne correspond à cette recherche");
    expect(await exportHref(page, "Export Excel")).toBeNull();
    expect(await exportHref(page, "Export détail")).toBeNull();
    await shot(page, "po-list-empty-user");
    await page.close();
  });
});
