import { dayOffs } from "@tronc/db";
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import {
  ADMIN_BASE,
  clickByText,
  type DemoUser,
  loginAs,
  newPage,
  screenshot,
  setValue,
  textsOf,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();

const PAGE = `${ADMIN_BASE}/task-report-tracking`;
const DIALOG = '[role="dialog"]';

/** Signs in on the page, then narrows its dates. */
async function openPage(page: Page, who: DemoUser) {
  await loginAs(page, t.app.baseUrl, who, PAGE);
  await page.waitForSelector("#time-filter-from");
  // May 2031: only what this file enters.
  await setValue(page, "#time-filter-from", "2031-05-01");
  await setValue(page, "#time-filter-to", "2031-05-31");
}

const total = (page: Page) =>
  page.$eval("[data-testid='time-total']", (element) => element.textContent ?? "");

async function waitForTotal(page: Page, wanted: string) {
  await page.waitForFunction(
    (text: string) => document.querySelector("[data-testid='time-total']")?.textContent === text,
    { timeout: 15_000 },
    wanted,
  );
}

async function fillEntry(page: Page, entry: { hours: string; date: string; comment: string }) {
  await page.waitForSelector("#time-entry-hours");
  await typeInto(page, "#time-entry-hours", entry.hours);
  await setValue(page, "#time-entry-date", entry.date);
  await typeInto(page, "#time-entry-comment", entry.comment);
}

describe("time spent", () => {
  it("enters, edits and exports time; leave days ask first; others see no edit button", async () => {
    const page = await newPage(t.browser);
    await openPage(page, "user");
    expect(await textsOf(page, "h1")).toEqual(["Temps passé"]);
    await waitForText(page, "Aucun temps ne correspond à ces filtres.", 15_000);
    await waitForTotal(page, "0h");

    // 'Saisir temps', free-form: the notice, then required fields refused under them.
    await clickByText(page, "button", "Saisir temps");
    await waitForText(page, "Saisir un temps pour un travail réalisé en dehors d'un projet.");
    await page.waitForFunction(() => {
      const select = document.querySelector<HTMLSelectElement>("#time-entry-group");
      return Boolean(select?.value);
    });
    await clickByText(page, `${DIALOG} button`, "Enregistrer");
    await waitForText(page, "Vous devez saisir les heures");
    await fillEntry(page, { hours: "1h30", date: "2031-05-06", comment: "Préparation du salon" });
    await screenshot(page, "time-entries-modal");
    await clickByText(page, `${DIALOG} button`, "Enregistrer");
    await waitForText(page, "Temps ajouté avec succès");
    await waitForTotal(page, "1h30");
    expect(await textsOf(page, ".time-entry-table tbody td:first-child")).toEqual(["06/05/2031"]);
    expect(await textsOf(page, ".time-entry-table tbody td.num")).toEqual(["1h30"]);
    await waitForText(page, "Pas de tâche rattachée");

    // Edit it: 2 hours.
    await clickByText(page, ".time-entry-table button", "Modifier");
    await page.waitForSelector("#time-entry-hours");
    await typeInto(page, "#time-entry-hours", "2");
    await clickByText(page, `${DIALOG} button`, "Enregistrer");
    await waitForText(page, "Temps modifié avec succès");
    await waitForTotal(page, "2h");

    // A day of accepted leave (08:00–18:00 Paris = 06:00–16:00 UTC in May) asks for a confirmation.
    await t.app.db.insert(dayOffs).values({
      ownerId: t.app.demo.userIds.user,
      startAt: new Date("2031-05-07T06:00:00Z"),
      endAt: new Date("2031-05-07T16:00:00Z"),
      state: "STATE_ACCEPTED",
    });
    await clickByText(page, "button", "Saisir temps");
    await fillEntry(page, { hours: "1", date: "2031-05-07", comment: "Appel client urgent" });
    await clickByText(page, `${DIALOG} button`, "Enregistrer");
    await waitForText(page, "Vous êtes en congé le 07/05/2031");
    // The confirmation fades in over the entry modal: shot once it is fully shown.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).some(
        (dialog) => dialog.textContent?.includes("Jour de congé") && getComputedStyle(dialog).opacity === "1",
      ),
    );
    await screenshot(page, "time-entries-leave-confirm");
    await clickByText(page, `${DIALOG} button`, "Saisir quand même");
    await waitForText(page, "Temps ajouté avec succès");
    await waitForTotal(page, "3h");
    expect(await textsOf(page, ".time-entry-table tbody td:first-child")).toEqual([
      "07/05/2031",
      "06/05/2031",
    ]);
    await screenshot(page, "time-entries-list", true);

    // 'Export Excel' answers a spreadsheet for the same filters.
    const href = await page.$eval("a[download]", (link) => link.getAttribute("href") ?? "");
    expect(href).toContain("from=2031-05-01");
    const download = await page.evaluate(async (url: string) => {
      const response = await fetch(url);
      const bytes = (await response.arrayBuffer()).byteLength;
      return {
        status: response.status,
        type: response.headers.get("content-type") ?? "",
        disposition: response.headers.get("content-disposition") ?? "",
        bytes,
      };
    }, href);
    expect(download.status).toBe(200);
    expect(download.type).toContain("spreadsheetml");
    expect(download.disposition).toContain("temps-passe-");
    expect(download.bytes).toBeGreaterThan(1000);
    // The browser logs the leave question's 409 as a failed resource: the only error expected.
    expect(page.errors.filter((error) => !error.includes("status of 409"))).toEqual([]);

    // The chef sees the entries, with no edit nor delete button on them.
    const chef = await newPage(t.browser);
    await openPage(chef, "chef");
    await waitForTotal(chef, "3h");
    expect(await textsOf(chef, ".time-entry-table tbody td:first-child")).toEqual([
      "07/05/2031",
      "06/05/2031",
    ]);
    expect(await chef.$$(".time-entry-actions button")).toHaveLength(0);
    expect(await total(chef)).toBe("3h");

    // Users are chosen several at once: the chef alone has no time here; with Lucas, his 3 hours again.
    await clickByText(chef, ".toggle-chip", "Hugo Petit");
    await waitForText(chef, "Aucun temps ne correspond à ces filtres.");
    await clickByText(chef, ".toggle-chip", "Lucas Durand");
    await waitForTotal(chef, "3h");
    expect(await textsOf(chef, ".toggle-chip[aria-pressed=true]")).toEqual(["Hugo Petit", "Lucas Durand"]);
  });
});
