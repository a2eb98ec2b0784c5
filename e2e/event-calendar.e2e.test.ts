import { recommendationEvents, triangleCompanies } from "@tronc/db";
import { addDays, parisLocalDateTimeToInstant, textColorOn, toParisDate } from "@tronc/domain";
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import {
  ADMIN_BASE,
  clickByText,
  loginAs,
  newPage,
  screenshot,
  setValue,
  type TestPage,
  textsOf,
  useBrowserApp,
  waitForText,
} from "./harness";
import { insertLeadWithClient, insertRecommendation } from "./proposals-rows";
import { openFirstRecommendation, signInAndOpenLead } from "./proposals-steps";

const t = useBrowserApp();
/** '2027-04-16' → '16/04/2027', written out here by hand rather than by the app's helper. */
const dayFirst = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const today = toParisDate(new Date());

/** A client, its lead and project, an accepted recommendation and one delivery date, written to the tables. */
async function insertDelivery(
  triangleCompanyId: number,
  day: string | null,
  state: "RECO_STATE_ACCEPTED" | "RECO_STATE_DRAFT" = "RECO_STATE_ACCEPTED",
) {
  const db = t.app.db;
  const { companyId, leadId } = await insertLeadWithClient(db, {
    client: "Calanques Évènements",
    subject: "Demande séminaire Cassis",
    triangleCompanyId,
    project: { name: "Séminaire Cassis" },
  });
  const recommendationId = await insertRecommendation(db, { leadId, companyId, triangleCompanyId, state });
  if (day === null) return { leadId, eventId: 0 };
  const [event] = await db
    .insert(recommendationEvents)
    .values({
      recommendationId,
      startAt: new Date(parisLocalDateTimeToInstant(`${day}T00:00`)),
      endAt: new Date(parisLocalDateTimeToInstant(`${day}T00:00`)),
      location: "Cassis",
    })
    .returning();
  if (!event) throw new Error("no event");
  return { leadId, eventId: event.id };
}

const card = (id: number) => `.event-card[data-event-id="${id}"]`;

/** Signs in as the demo salesperson on the calendar, and waits for its days (drawn from the answer). */
async function openCalendarAsSalesperson(): Promise<TestPage> {
  const page = await newPage(t.browser);
  await loginAs(page, t.app.baseUrl, "user", `${ADMIN_BASE}/event-calendar`);
  await page.waitForSelector(".event-calendar-day", { timeout: 20_000 });
  return page;
}

describe("the event calendar", () => {
  it("shows the coming week's deliveries as cards in their company's colour, linking to the lead", async () => {
    const [companyId = 0] = t.app.demo.companyIds;
    const company = (await t.app.db.select().from(triangleCompanies)).find((row) => row.id === companyId);
    if (!company) throw new Error("no demo company");
    const day = addDays(today, 2);
    const { leadId, eventId } = await insertDelivery(companyId, day);

    const page = await openCalendarAsSalesperson();
    expect(await page.$eval("h1", (h1) => h1.textContent)).toBe("Calendrier des évènements");
    expect(await page.$eval("#event-calendar-date", (input) => (input as HTMLInputElement).value)).toBe(
      today,
    );
    expect(await page.$eval("#event-calendar-days", (input) => (input as HTMLInputElement).value)).toBe("7");
    expect(await page.$$eval(".event-calendar-day", (days) => days.length)).toBe(7);
    // Accepted is the state chosen by default.
    expect(
      await page.$$eval(".toggle-chip[aria-pressed=true]", (chips) => chips.map((chip) => chip.textContent)),
    ).toEqual(["Acceptée"]);

    await page.waitForSelector(card(eventId));
    const shown = await page.$eval(card(eventId), (element) => ({
      day: element.closest(".event-calendar-day")?.getAttribute("data-day"),
      text: element.textContent,
      href: element.getAttribute("href"),
      background: getComputedStyle(element).backgroundColor,
      color: getComputedStyle(element).color,
    }));
    expect(shown.day).toBe(day);
    expect(shown.text).toContain("Séminaire Cassis");
    expect(shown.text).toContain("Calanques Évènements");
    expect(shown.href).toBe(`${ADMIN_BASE}/lead/edit/${leadId}`);
    const rgb = (hex: string) =>
      `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(", ")})`;
    expect(shown.background).toBe(rgb(company.color));
    expect(shown.color).toBe(rgb(textColorOn(company.color)));
    await screenshot(page, "event-calendar", true);

    // Drafts only: the accepted delivery goes.
    await clickByText(page, ".toggle-chip", "Acceptée");
    await clickByText(page, ".toggle-chip", "Brouillon");
    await page.waitForFunction(
      (selector) => !document.querySelector(selector),
      { timeout: 20_000 },
      card(eventId),
    );
    await clickByText(page, ".toggle-chip", "Brouillon");
    await clickByText(page, ".toggle-chip", "Acceptée");
    await page.waitForSelector(card(eventId), { timeout: 20_000 });

    // More than a year is refused before asking the server.
    await setValue(page, "#event-calendar-days", "366");
    await waitForText(page, "Le nombre de jours doit être compris entre 1 et 365");

    await setValue(page, "#event-calendar-days", "7");
    await page.waitForSelector(card(eventId), { timeout: 20_000 });
    await page.click(card(eventId));
    await page.waitForFunction(
      (id) => location.pathname.endsWith(`/lead/edit/${id}`),
      { timeout: 20_000 },
      leadId,
    );
    expect(page.errors).toEqual([]);
  });
});

const toastTexts = (page: Page) =>
  page.$$eval(".toast-message", (toasts) => toasts.map((toast) => toast.textContent));

async function waitForToast(page: Page, text: string) {
  await page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll(".toast-message")].some((toast) => toast.textContent === wanted),
    { timeout: 20_000 },
    text,
  );
}

describe("the delivery calendar editor, in the recommendation modal", () => {
  it("asks for the calendar, refuses missing and reversed dates, adds, edits and deletes a date", async () => {
    const [, companyId = 0] = t.app.demo.companyIds;
    const { leadId } = await insertDelivery(companyId, null, "RECO_STATE_DRAFT");
    const page = await signInAndOpenLead(t, leadId);
    await openFirstRecommendation(page);
    await page.waitForSelector(".delivery-calendar", { timeout: 20_000 });
    await waitForText(page, "Vous devez enregistrer le calendrier de la presta");

    await clickByText(page, ".delivery-calendar button", "Ajouter une date");
    await clickByText(page, ".calendar-event-form button", "Enregistrer la date");
    await waitForToast(page, "Vous devez saisir une date de début");

    const start = addDays(today, 12);
    await setValue(page, "#calendar-event-start", start);
    // The end follows the start until it is chosen.
    expect(await page.$eval("#calendar-event-end", (input) => (input as HTMLInputElement).value)).toBe(start);
    await setValue(page, "#calendar-event-end", addDays(today, 11));
    await clickByText(page, ".calendar-event-form button", "Enregistrer la date");
    await waitForToast(page, "La date de fin ne peut pas être antérieure à la date de début");

    await setValue(page, "#calendar-event-end", addDays(today, 13));
    await page.type("#calendar-event-location", "Annecy");
    // The native date fields of a French browser read day first (look at the screenshot).
    await screenshot(page, "delivery-calendar-form-french-dates");
    await clickByText(page, ".calendar-event-form button", "Enregistrer la date");
    await page.waitForSelector(".delivery-calendar-item", { timeout: 20_000 });
    // Day first, as a person reads a date (issue 25), not '2027-04-16'.
    expect(await textsOf(page, ".delivery-calendar-dates")).toEqual([
      `Du ${dayFirst(start)} au ${dayFirst(addDays(today, 13))}`,
    ]);
    expect(await textsOf(page, ".delivery-calendar-location")).toEqual(["Annecy"]);
    expect(await page.$(".delivery-calendar-empty")).toBeNull();
    await screenshot(page, "delivery-calendar-editor");

    await clickByText(page, ".delivery-calendar-item button", "Modifier");
    await setValue(page, "#calendar-event-end", start);
    await clickByText(page, ".calendar-event-form button", "Enregistrer la date");
    await page.waitForFunction(
      (wanted) => document.querySelector(".delivery-calendar-dates")?.textContent === wanted,
      { timeout: 20_000 },
      `Le ${dayFirst(start)}`,
    );

    await clickByText(page, ".delivery-calendar-item button", "Supprimer");
    await waitForText(page, "Confirmez la suppression de cette date ?");
    await clickByText(page, ".modal-sm .modal-footer button", "Supprimer");
    await page.waitForSelector(".delivery-calendar-empty", { timeout: 20_000 });
    expect(await toastTexts(page)).toContain("La date est supprimée");
    expect(page.errors).toEqual([]);
  });
});
