import { join } from "node:path";
import { addDays, missedCallbackKey, toParisDate } from "@tronc/domain";
import { describe, expect, it } from "vitest";
import { runAlertScan } from "../apps/api/src/modules/support/alerts/scan";
import { seedAlerts } from "../apps/api/src/seed/alerts";
import { missedCallbackState, workedLead } from "../apps/api/test/support/alerts-fixtures";
import {
  ADMIN_BASE,
  closeToasts,
  loginAs,
  newPage,
  selectWhenOffered,
  setValue,
  shotsDir,
  type TestPage,
  textsOf,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";
import { clickCentered } from "./sales-helpers";

const t = useBrowserApp();
const shots = shotsDir("alerts");
const ALERTS = `${ADMIN_BASE}/alerts`;

/** The card of the alert about that lead (its subject is in the content). */
const cardOf = (subject: string) =>
  `//article[contains(@class,"alert-card")][.//div[contains(@class,"alert-card-content")][contains(., "${subject}")]]`;

async function cardTexts(page: TestPage, subject: string) {
  const [card] = await page.$$(`xpath/${cardOf(subject)}`);
  if (!card) throw new Error(`no alert card about « ${subject} »`);
  return card.evaluate((element) => ({
    badges: Array.from(element.querySelectorAll(".badge")).map((badge) => badge.textContent?.trim()),
    content: element.querySelector(".alert-card-content")?.textContent?.trim(),
    responsibles: element.querySelector(".alert-card-responsibles")?.textContent?.trim(),
    readers: element.querySelector(".alert-card-readers")?.textContent?.trim(),
    created: element.querySelector(".alert-card-created")?.textContent?.trim(),
    done: element.querySelector(".alert-card-done")?.textContent?.trim() ?? null,
    link: element.querySelector(".alert-card-link")?.getAttribute("href"),
    settle: Array.from(element.querySelectorAll("button")).some(
      (button) => button.textContent?.trim() === "Déclarer comme réglé",
    ),
  }));
}

/** Waits until the card about `subject` shows `state` in its state badge. */
async function cardInState(page: TestPage, subject: string, state: string) {
  await page.waitForFunction(
    (xpath: string, wanted: string) => {
      const card = document.evaluate(xpath, document, null, 9, null).singleNodeValue as Element | null;
      return card?.querySelector(".alert-card-state")?.textContent?.trim() === wanted;
    },
    { timeout: 15_000 },
    cardOf(subject),
    state,
  );
}

describe("'Liste des Alertes'", () => {
  it("as admin: a callback missed, the scan raises it, the list reads it with my name, I settle it", async () => {
    const lead = await workedLead(t.app.db, new Date());
    const page = await newPage(t.browser);

    // Through the lead page: a callback yesterday at 09:30 (Paris), to be made by me.
    const yesterday = addDays(toParisDate(new Date()), -1);
    await loginAs(page, t.app.baseUrl, "admin", `${ADMIN_BASE}/lead/edit/${lead.id}`);
    await page.waitForFunction(
      (subject) => document.querySelector("h1")?.textContent === subject,
      {},
      lead.subject,
    );
    await clickCentered(page, "button", lead.hasCallback ? "Modifier" : "Ajouter un rappel");
    await page.waitForSelector("#lead-callback-at");
    await setValue(page, "#lead-callback-at", `${yesterday}T09:30`);
    await typeInto(page, "#lead-callback-subject", "Rappeler pour le devis");
    await page.select("#lead-callback-user", String(t.app.demo.userIds.admin));
    await clickCentered(page, "button", "Enregistrer le rappel");
    await waitForText(page, "Rappel sauvegardé");

    // `pnpm alerts:scan` runs this function on the app's database (the CLI itself is tested on PostgreSQL
    // by scripts/alerts-scan.test.ts; the e2e database lives in this process).
    const report = await runAlertScan(t.app.db, { now: new Date() });
    expect(report.counts[0]?.label).toBe("Rappel manqué");
    expect(report.counts[0]?.raised).toBeGreaterThanOrEqual(1);
    const missed = await missedCallbackState(t.app.db, lead.id);
    expect(missed.keys).toContain(missedCallbackKey(lead.id, missed.callbackAt ?? ""));

    // The menu's 'Alertes', the list: the alert is read on opening, with my name among its readers.
    await page.goto(`${t.app.baseUrl}${ADMIN_BASE}`, { waitUntil: "domcontentloaded" });
    await clickCentered(page, "a", "Alertes");
    await waitForText(page, "Liste des Alertes");
    await typeInto(page, "#alert-search", lead.subject);
    await page.waitForFunction(
      () => document.querySelector(".page-header-subtitle")?.textContent === "1 alerte",
      { timeout: 15_000 },
    );
    await page.waitForSelector(`xpath/${cardOf(lead.subject)}`, { timeout: 15_000 });
    await cardInState(page, lead.subject, "Lu");
    await page.waitForFunction(
      (xpath: string) => {
        const card = document.evaluate(xpath, document, null, 9, null).singleNodeValue as Element | null;
        return card?.querySelector(".alert-card-readers")?.textContent?.includes("Alice Martin");
      },
      { timeout: 15_000 },
      cardOf(lead.subject),
    );
    const shown = await cardTexts(page, lead.subject);
    const frenchYesterday = yesterday.split("-").reverse().join("/");
    expect(shown.badges).toEqual(["Rappel manqué", "Lu"]);
    expect(shown.content).toContain(`Le rappel du lead « ${lead.subject} »`);
    expect(shown.content).toContain(`prévu le ${frenchYesterday} 09:30 par Alice Martin n'a pas été fait`);
    expect(shown.content).toContain("Objet du rappel : Rappeler pour le devis");
    expect(shown.responsibles).toBe("Alice Martin");
    expect(shown.readers).toBe("Alice Martin");
    expect(shown.created).toMatch(/^Créée le \d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    expect(shown.link).toBe(`${ADMIN_BASE}/lead/edit/${lead.id}`);
    expect(shown.settle).toBe(true);
    await page.screenshot({ path: join(shots, "alerts-list-read.png") });

    // 'Déclarer comme réglé': it leaves the default list (new and read) and shows under 'Terminé'.
    const [card] = await page.$$(`xpath/${cardOf(lead.subject)}`);
    const settle = await card?.$("xpath/.//button[normalize-space(.)='Déclarer comme réglé']");
    await settle?.click();
    await waitForText(page, "L'alerte est déclarée réglée");
    await page.waitForFunction(
      (xpath: string) => !document.evaluate(xpath, document, null, 9, null).singleNodeValue,
      { timeout: 15_000 },
      cardOf(lead.subject),
    );
    await closeToasts(page);
    await selectWhenOffered(page, "#alert-filter-state", "ALERT_STATE_DONE");
    await page.select("#alert-filter-state", "ALERT_STATE_DONE");
    await page.waitForSelector(`xpath/${cardOf(lead.subject)}`, { timeout: 15_000 });
    await cardInState(page, lead.subject, "Terminé");
    const done = await cardTexts(page, lead.subject);
    expect(done.settle).toBe(false);
    expect(done.done).toMatch(/^Réglée le \d\d\/\d\d\/\d{4} \d\d:\d\d par Alice Martin$/);
    await page.screenshot({ path: join(shots, "alerts-list-done.png") });

    // A search that finds nothing says so.
    await typeInto(page, "#alert-search", "zzz-aucune-alerte-zzz");
    await waitForText(page, "Aucune alerte", 15_000);
    expect(page.errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("as a plain user: no 'Alertes' in the menu, the path shows 'Accès refusé' and the API answers 403", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user");
    const menu = await textsOf(page, "header.topbar a");
    expect(menu).not.toContain("Alertes");
    expect(menu.length).toBeGreaterThan(0);
    await page.goto(`${t.app.baseUrl}${ALERTS}`, { waitUntil: "domcontentloaded" });
    await waitForText(page, "Accès refusé");
    expect(await page.$(".alert-list")).toBeNull();
    const statuses = await page.evaluate(async () => {
      const input = encodeURIComponent(JSON.stringify({}));
      const search = await fetch(`/trpc/alert.search?input=${input}`, { credentials: "same-origin" });
      const hydra = await fetch("/api/tronc-commun/tronc_commun_alerts-search", {
        credentials: "same-origin",
      });
      return [search.status, hydra.status];
    });
    expect(statuses).toEqual([403, 403]);
    await page.screenshot({ path: join(shots, "alerts-forbidden.png") });
    await page.close();
  }, 60_000);

  it("the demo's alerts of every kind show in the list, with their lists and links", async () => {
    await seedAlerts(t.app.db, new Date(), t.app.demo);
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "admin", ALERTS);
    await waitForText(page, "Liste des Alertes");
    await page.waitForSelector("#alert-filter-state");
    await page.select("#alert-filter-state", "all");
    await waitForText(page, "Procédure interne", 15_000);
    const kinds = new Set(
      await page.$$eval(".alert-card-badges .badge:first-child", (badges) =>
        badges.map((badge) => badge.textContent?.trim()),
      ),
    );
    expect([...kinds].sort()).toEqual([
      "Facture client en retard",
      "Facture fournisseur à régler",
      "Procédure interne",
      "Projet à facturer",
      "Rappel manqué",
    ]);
    const purchases = await textsOf(page, ".alert-card-content li");
    expect(purchases.some((item) => item.includes("achats manquants pour"))).toBe(true);
    await page.screenshot({ path: join(shots, "alerts-demo-all.png"), fullPage: true });
    expect(page.errors).toEqual([]);
    await page.close();
  }, 60_000);
});
