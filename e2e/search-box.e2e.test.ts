import { companies } from "@tronc/db";
import { companySearchText, toParisDate } from "@tronc/domain";
import type { Page } from "puppeteer-core";
import { beforeAll, describe, expect, it } from "vitest";
import { insertSearchScenario } from "../apps/api/test/support/search-fixtures";
import { ADMIN_BASE, loginAs, newPage, screenshot, textsOf, useBrowserApp, waitForText } from "./harness";

const t = useBrowserApp();
let s: Awaited<ReturnType<typeof insertSearchScenario>>;

beforeAll(async () => {
  s = await insertSearchScenario(t.app.db, {
    issuerA: t.app.demo.companyIds[0] ?? 0,
    issuerB: t.app.demo.companyIds[1] ?? 0,
    creatorId: t.app.demo.userIds.user,
    today: toParisDate(new Date()),
  });
  // Six clients for one word: one more than the box shows, so it offers 'Voir tout'.
  const ocelots = Array.from({ length: 6 }, (_, rank) => ({ name: `Traiteur Ocelot ${rank + 1}` }));
  await t.app.db
    .insert(companies)
    .values(ocelots.map((client) => ({ ...client, searchText: companySearchText(client) })));
});

const INPUT = ".search-dialog [cmdk-input]";

async function openWithCtrlK(page: Page) {
  await page.keyboard.down("Control");
  await page.keyboard.press("KeyK");
  await page.keyboard.up("Control");
  await page.waitForSelector(INPUT, { visible: true });
}

const headings = (page: Page) => textsOf(page, ".search-dialog [cmdk-group-heading]");
const selected = async (page: Page) =>
  (await textsOf(page, '.search-dialog [cmdk-item][data-selected="true"]'))[0];

/** cmdk selects the first result once it renders: Enter before that would open nothing. */
async function waitForSelected(page: Page, text: string) {
  await page.waitForFunction(
    (wanted: string) =>
      document
        .querySelector('.search-dialog [cmdk-item][data-selected="true"]')
        ?.textContent?.includes(wanted),
    { timeout: 10_000 },
    text,
  );
}

async function waitForPath(page: Page, path: string) {
  await page.waitForFunction(
    (wanted: string) => window.location.pathname === wanted,
    { timeout: 10_000 },
    path,
  );
}

describe("the search box", () => {
  it("opens with Ctrl+K, groups what it finds by kind, and arrow down + Enter opens the record", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta");
    await openWithCtrlK(page);
    expect(await headings(page)).toEqual(["Actions rapides"]);
    expect(await textsOf(page, ".search-dialog [cmdk-item]")).toEqual([
      "Nouveau lead",
      "Nouveau client",
      "Nouvelle facture fournisseur",
      "Nouvelle charge",
    ]);

    await page.keyboard.type("quetzal");
    await waitForText(page, "Abonnement Quetzal");
    expect(await headings(page)).toEqual(["Clients", "Projets", "Tâches", "Charges"]);
    const items = await textsOf(page, ".search-dialog [cmdk-item]");
    expect(items[0]).toContain("Brasserie Quetzal");
    expect(items[0]).toContain("73282932000074");
    expect(items.find((item) => item.includes("Monter le chapiteau"))).toContain("Fête Quetzal");
    expect(items.find((item) => item.includes("Abonnement Quetzal"))).toContain("49,00\u00a0€");
    await waitForSelected(page, "Brasserie Quetzal");
    await screenshot(page, "search-box-results");

    await page.keyboard.press("ArrowDown");
    expect(await selected(page)).toContain("Fête Quetzal");
    await page.keyboard.press("Enter");
    await waitForPath(page, `${ADMIN_BASE}/projects/${s.projectId}`);
    expect(await page.$(".search-dialog")).toBeNull();

    // Ctrl+K works in a text field too (the project's title has the focus): the project comes first among the recent.
    await openWithCtrlK(page);
    expect(await headings(page)).toEqual(["Actions rapides", "Récemment ouverts"]);
    expect((await textsOf(page, ".search-dialog [cmdk-item]")).at(-1)).toBe("Fête QuetzalProjet");
  });

  it("opens with '/' outside a text field, finds an invoice by its number and opens its screen", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user");
    await page.keyboard.press("/");
    await page.waitForSelector(INPUT, { visible: true });
    await page.keyboard.type("FA-SRCH-2026-00007");
    await waitForText(page, "Client liste SRCH");
    expect(await headings(page)).toEqual(["Factures"]);
    const [invoice] = await textsOf(page, ".search-dialog [cmdk-item]");
    expect(invoice).toContain("FA-SRCH-2026-00007");
    expect(invoice).toContain("175,00\u00a0€");
    expect(invoice).toContain("Editée");
    await waitForSelected(page, "FA-SRCH-2026-00007");
    await page.keyboard.press("Enter");
    await waitForPath(page, `${ADMIN_BASE}/compta/invoice/${s.invoices.validated}`);
  });

  it("shows a person without the accounting role no charge, and no charge to create", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user");
    await openWithCtrlK(page);
    expect(await textsOf(page, ".search-dialog [cmdk-item]")).toEqual([
      "Nouveau lead",
      "Nouveau client",
      "Nouvelle facture fournisseur",
    ]);
    await page.keyboard.type("Abonnement Quetzal");
    await waitForText(page, "Aucun résultat pour « Abonnement Quetzal »");
    expect(await headings(page)).toEqual([]);
  });

  it("says why a text of under 3 characters is not searched; 'Nouveau lead' opens the lead form", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "chef");
    await openWithCtrlK(page);
    await page.keyboard.type("fa");
    await waitForText(page, "Saisissez au moins 3 caractères pour rechercher");
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Backspace");
    await page.waitForFunction(
      () => document.querySelector(".search-dialog [cmdk-item]")?.textContent === "Nouveau lead",
    );
    await page.keyboard.press("Enter");
    await waitForPath(page, `${ADMIN_BASE}/lead`);
    await waitForText(page, "Ajouter un Lead");
    expect(await textsOf(page, '[role="dialog"] h2')).toContain("Ajouter un Lead");
  });

  it("offers 'Voir tout' beyond five records of a kind: the kind's list opens with the same text", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user");
    await openWithCtrlK(page);
    await page.keyboard.type("ocelot");
    await waitForText(page, "Voir tout : clients");
    expect(await headings(page)).toEqual(["Clients"]);
    const items = await textsOf(page, ".search-dialog [cmdk-item]");
    expect(items).toHaveLength(6);
    expect(items.slice(0, 5).every((item) => item.startsWith("Traiteur Ocelot"))).toBe(true);
    await waitForSelected(page, "Traiteur Ocelot");
    // From the first result, Up goes round to the last item: 'Voir tout'.
    await page.keyboard.press("ArrowUp");
    expect(await selected(page)).toBe("Voir tout : clients");
    await page.keyboard.press("Enter");
    await waitForPath(page, `${ADMIN_BASE}/companies`);
    await page.waitForSelector("#client-search");
    expect(await page.$eval("#client-search", (input) => (input as HTMLInputElement).value)).toBe("ocelot");
    await page.waitForFunction(() => document.querySelectorAll(".client-grid > li").length === 6);
  });
});
