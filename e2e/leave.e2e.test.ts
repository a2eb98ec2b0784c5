import type { ElementHandle, Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  firstDayOfMonth,
  isoDayOfWeek,
  isWorkingDay,
  monthTitle,
  toParisDate,
} from "../packages/domain/src";
import {
  ADMIN_BASE,
  clickByText,
  type DemoUser,
  loginAs,
  newPage,
  screenshot,
  setValue,
  type TestPage,
  textsOf,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();

const parisToday = () => toParisDate(new Date());
const heading = (date: string) => {
  const title = monthTitle(Number(date.slice(0, 4)), Number(date.slice(5, 7)));
  return title.charAt(0).toUpperCase() + title.slice(1);
};

/**
 * A Monday two months or more ahead whose Monday to Thursday are working days of the same month: away
 * from the demo leaves (this month and next) and from public holidays.
 */
function futureMondayToWednesday(): { monday: string; days: string[]; thursday: string } {
  const monthStart = addMonths(firstDayOfMonth(parisToday()), 2);
  let monday = addDays(monthStart, (8 - isoDayOfWeek(monthStart)) % 7);
  for (;;) {
    const days = [monday, addDays(monday, 1), addDays(monday, 2)];
    const week = [...days, addDays(monday, 3)];
    if (week.every((day) => isWorkingDay(day) && day.slice(0, 7) === monday.slice(0, 7))) {
      return { monday, days, thursday: addDays(monday, 3) };
    }
    monday = addDays(monday, 7);
  }
}

const target = futureMondayToWednesday();
const NAME = "Lucas Durand";

async function openCalendarAs(who: DemoUser): Promise<TestPage> {
  const page = await newPage(t.browser);
  await loginAs(page, t.app.baseUrl, who, `${ADMIN_BASE}/dayoff`);
  await page.waitForSelector("table.leave-calendar");
  for (let step = 0; step < 24; step += 1) {
    const [title] = await textsOf(page, "h1");
    if (title === heading(target.monday)) break;
    await page.click('button[aria-label="Mois suivant"]');
    await page.waitForFunction(
      (previous) => document.querySelector("h1")?.textContent !== previous,
      {},
      title ?? "",
    );
  }
  expect(await textsOf(page, "h1")).toEqual([heading(target.monday)]);
  await page.waitForSelector('.leave-calendar-card[aria-busy="false"]');
  return page;
}

/** The badges of a day cell: name and state. */
async function badgesOn(page: Page, date: string) {
  return page.$$eval(`td[data-date="${date}"] .leave-badge`, (badges) =>
    badges.map((badge) => ({
      name: badge.textContent?.trim() ?? "",
      state: badge.getAttribute("data-state"),
      background: getComputedStyle(badge).backgroundColor,
    })),
  );
}

const lucasOn = async (page: Page, date: string) =>
  (await badgesOn(page, date)).filter((b) => b.name === NAME);

/** Clicks a button of the dialog that shows `text` (the confirmation opens over the leave modal). */
async function clickInDialog(page: Page, text: string, button: string) {
  const handle = await page.waitForFunction(
    (wanted: string, label: string) => {
      const dialogs = Array.from(document.querySelectorAll('[role="dialog"]'));
      const dialog = dialogs.filter((candidate) => candidate.textContent?.includes(wanted)).at(-1);
      const buttons = Array.from(dialog?.querySelectorAll("button") ?? []);
      return buttons.find((candidate) => candidate.textContent?.trim() === label);
    },
    { timeout: 10_000 },
    text,
    button,
  );
  const element = handle.asElement();
  if (!element) throw new Error(`No « ${button} » in the dialog « ${text} »`);
  await (element as ElementHandle<Element>).click();
}

const inputValue = (page: Page, selector: string) =>
  page.$eval(selector, (input) => (input as HTMLInputElement).value);

describe("leave calendar", () => {
  it("user asks Monday to Wednesday, chef does not see it pending, admin accepts, user can no longer change it", async () => {
    // user@tronc.test adds the leave.
    const user = await openCalendarAs("user");
    expect(await textsOf(user, "table.leave-calendar th")).toEqual([
      "Lun",
      "Mar",
      "Mer",
      "Jeu",
      "Ven",
      "Sam",
      "Dim",
    ]);
    await clickByText(user, "button", "Ajouter un congé");
    await user.waitForSelector('[role="dialog"]');
    expect(await textsOf(user, '[role="dialog"] h2')).toEqual(["Ajouter un congé"]);
    expect(await user.$("#leave-state")).toBeNull();
    // Focusing the empty start sets today 08:00, and the end follows to 18:00.
    await user.focus("#leave-start");
    expect(await inputValue(user, "#leave-start")).toBe(`${parisToday()}T08:00`);
    expect(await inputValue(user, "#leave-end")).toBe(`${parisToday()}T18:00`);
    expect(await user.$eval("#leave-start", (input) => (input as HTMLInputElement).min)).toBe(
      `${parisToday()}T08:00`,
    );
    // Choosing the start moves the end, now earlier, to 18:00 of that day.
    await setValue(user, "#leave-start", `${target.monday}T08:00`);
    expect(await inputValue(user, "#leave-end")).toBe(`${target.monday}T18:00`);
    // An end before the start: the message, and saving is blocked.
    await setValue(user, "#leave-end", `${addDays(target.monday, -1)}T18:00`);
    await waitForText(user, "La date de fin ne peut pas être antérieure à la date de début.");
    expect(
      await user.$eval('[role="dialog"] button[type="submit"]', (b) => (b as HTMLButtonElement).disabled),
    ).toBe(true);
    await setValue(user, "#leave-end", `${target.days[2]}T18:00`);
    await waitForText(user, "Ce congé couvre 3 jours ouvrés");
    await screenshot(user, "leave-add-modal");
    await clickByText(user, '[role="dialog"] button', "Ajouter");
    await waitForText(user, "Congé enregistré");
    await user.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    for (const day of target.days) {
      await user.waitForSelector(`td[data-date="${day}"] .leave-badge[data-state="STATE_STAND_BY"]`);
      const [badge] = await lucasOn(user, day);
      expect(badge).toMatchObject({ state: "STATE_STAND_BY", background: "rgb(253, 241, 220)" });
    }
    expect(await lucasOn(user, target.thursday)).toEqual([]);
    await screenshot(user, "leave-calendar-pending", true);
    expect(user.errors).toEqual([]);
    await user.close();

    // chef@tronc.test does not see someone else's pending leave.
    const chef = await openCalendarAs("chef");
    for (const day of target.days) expect(await lucasOn(chef, day)).toEqual([]);
    await chef.close();

    // admin@tronc.test accepts it.
    const admin = await openCalendarAs("admin");
    const [pending] = await lucasOn(admin, target.monday);
    expect(pending?.state).toBe("STATE_STAND_BY");
    await admin.click(`td[data-date="${target.monday}"] .leave-badge[data-state="STATE_STAND_BY"]`);
    await admin.waitForSelector("#leave-state");
    expect(await textsOf(admin, '[role="dialog"] h2')).toEqual(["Modifier un congé"]);
    expect(await textsOf(admin, "#leave-state option")).toEqual(["En attente", "Accepté", "Refusé"]);
    await admin.select("#leave-state", "STATE_ACCEPTED");
    await clickByText(admin, '[role="dialog"] button', "Modifier");
    await waitForText(admin, "Congé modifié");
    for (const day of target.days) {
      await admin.waitForSelector(`td[data-date="${day}"] .leave-badge[data-state="STATE_ACCEPTED"]`);
      const [badge] = await lucasOn(admin, day);
      expect(badge).toMatchObject({ state: "STATE_ACCEPTED", background: "rgb(229, 244, 234)" });
    }
    await screenshot(admin, "leave-calendar-accepted", true);
    // Back to this month: the demo leaves of every user, in the three states.
    await clickByText(admin, "button", "Aujourd'hui");
    await admin.waitForFunction(
      (title) => document.querySelector("h1")?.textContent === title,
      {},
      heading(parisToday()),
    );
    await admin.waitForSelector(
      '.leave-calendar-card[aria-busy="false"] .leave-badge[data-state="STATE_REFUSED"]',
    );
    await screenshot(admin, "leave-calendar-this-month", true);
    expect(admin.errors).toEqual([]);
    await admin.close();

    // user@tronc.test can no longer change it.
    const again = await openCalendarAs("user");
    await again.click(`td[data-date="${target.days[1]}"] .leave-badge[data-state="STATE_ACCEPTED"]`);
    await waitForText(again, "Vous ne pouvez pas modifier ce congé");
    expect(await again.$('[role="dialog"]')).toBeNull();
    await screenshot(again, "leave-calendar-refused-edit", true);
    await again.close();
  });

  it("the owner deletes a pending leave after 'Confirmez la suppression'", async () => {
    const page = await openCalendarAs("chef");
    const thursday = target.thursday;
    await clickByText(page, "button", "Ajouter un congé");
    await page.waitForSelector("#leave-start");
    await setValue(page, "#leave-start", `${thursday}T14:00`);
    expect(await inputValue(page, "#leave-end")).toBe(`${thursday}T18:00`);
    await waitForText(page, "Ce congé couvre 0,5 jour ouvré");
    await clickByText(page, '[role="dialog"] button', "Ajouter");
    await waitForText(page, "Congé enregistré");
    await page.waitForSelector(`td[data-date="${thursday}"] .leave-badge`);
    await page.click(`td[data-date="${thursday}"] .leave-badge`);
    await clickInDialog(page, "Modifier un congé", "Supprimer");
    await clickInDialog(page, "Confirmez la suppression", "Supprimer");
    await waitForText(page, "Congé supprimé");
    await page.waitForFunction(
      (date) => !document.querySelector(`td[data-date="${date}"] .leave-badge`),
      {},
      thursday,
    );
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
