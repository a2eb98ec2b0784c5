import { companies, dayOffs, leads, projects, recommendationEvents } from "@tronc/db";
import {
  addDays,
  firstDayOfMonth,
  isWorkingDay,
  parisLocalDateTimeToInstant,
  toParisDate,
} from "@tronc/domain";
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { ADMIN_BASE, loginAs, newPage, screenshot, type TestPage, useBrowserApp } from "./harness";
import { insertRecommendation } from "./proposals-rows";

/**
 * A person whose browser runs on New York time reads the same dates and times as one in Paris: the
 * days do not shift and the hours are Paris hours (issue 25). Times just after midnight in Paris are
 * the evening before in New York, where a browser-zone date would show the day before.
 */
const t = useBrowserApp();
const today = toParisDate(new Date());
const paris = (wallClock: string) => new Date(parisLocalDateTimeToInstant(wallClock));
/** '2027-04-16' → '16/04/2027', written out here by hand rather than by the app's helper. */
const dayFirst = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

const stamp = String(Date.now()).slice(-6);
const SUBJECT = `Congrès de Lyon ${stamp}`;
const deliveryDay = addDays(today, 2);
const callbackDay = addDays(today, 3);
/** The leave calendar opens on this month and shows leaves on working days: the month's first one. */
const leaveDay = (() => {
  let day = firstDayOfMonth(today);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
})();

async function insertRows() {
  const db = t.app.db;
  const [companyId = 0] = t.app.demo.companyIds;
  const [client] = await db
    .insert(companies)
    .values({ name: `Lyon Congrès ${stamp}` })
    .returning({ id: companies.id });
  // Received at 00:15 in Paris (18:15 the day before in New York), to call back at 00:30 in three days.
  const [lead] = await db
    .insert(leads)
    .values({
      subject: SUBJECT,
      companyId: client?.id,
      triangleCompanyId: companyId,
      createdAt: paris(`${today}T00:15`),
      callbackAt: paris(`${callbackDay}T00:30`),
    })
    .returning({ id: leads.id });
  if (!client || !lead) throw new Error("no lead");
  const leadId = lead.id;
  const clientId = client.id;
  await db.insert(projects).values({ name: SUBJECT, leadId, companyId: clientId });
  const recommendationId = await insertRecommendation(db, {
    leadId,
    companyId: clientId,
    triangleCompanyId: companyId,
    state: "RECO_STATE_ACCEPTED",
  });
  const [event] = await db
    .insert(recommendationEvents)
    .values({
      recommendationId,
      startAt: paris(`${deliveryDay}T00:30`),
      endAt: paris(`${deliveryDay}T23:30`),
      location: "Lyon",
    })
    .returning();
  if (!event) throw new Error("no event");
  await db.insert(dayOffs).values({
    ownerId: t.app.demo.userIds.user,
    startAt: paris(`${leaveDay}T08:00`),
    endAt: paris(`${leaveDay}T18:00`),
    state: "STATE_ACCEPTED",
  });
  return { leadId, eventId: event.id };
}

/** Signed in, on the event calendar: the first screen read. */
async function signedIn(timeZone: string): Promise<TestPage> {
  const page = await newPage(t.browser, { timeZone });
  await loginAs(page, t.app.baseUrl, "user", `${ADMIN_BASE}/event-calendar`);
  return page;
}

/** What a person reads on each screen where dates and times of events appear, from the event calendar on. */
async function readScreens(page: Page, leadId: number, eventId: number) {
  const card = `.event-card[data-event-id="${eventId}"]`;
  await page.waitForSelector(card, { timeout: 20_000 });
  const event = await page.$eval(card, (element) => {
    const day = element.closest(".event-calendar-day");
    return {
      day: day?.getAttribute("data-day"),
      heading: day?.querySelector("h2")?.textContent,
      meta: element.querySelector(".event-card-meta")?.textContent,
    };
  });
  const eventShot = await screenshot(page, `paris-time-event-calendar-${await zoneOf(page)}`, true);

  await page.goto(`${t.app.baseUrl}${ADMIN_BASE}/lead`, { waitUntil: "domcontentloaded" });
  await page.waitForSelector("#lead-search");
  await page.type("#lead-search", stamp);
  const row = `.lead-row[data-lead-id="${leadId}"]`;
  await page.waitForSelector(row, { timeout: 20_000 });
  const listRow = await page.$eval(row, (element) => ({
    callback: Array.from(element.querySelectorAll(".badge"))
      .map((badge) => badge.textContent ?? "")
      .find((text) => text.startsWith("Rappel ")),
    received: element.querySelector(".lead-row-date time")?.textContent,
  }));

  await page.goto(`${t.app.baseUrl}${ADMIN_BASE}/lead/edit/${leadId}`, { waitUntil: "domcontentloaded" });
  await page.waitForSelector(".lead-callback-when", { timeout: 20_000 });
  const callbackCard = await page.$eval(".lead-callback-when time", (element) => element.textContent);
  const received = await page.evaluate(
    () =>
      Array.from(document.querySelectorAll("span"))
        .map((span) => span.textContent ?? "")
        .find((text) => text.startsWith("Reçu le ")) ?? null,
  );
  const leadShot = await screenshot(page, `paris-time-lead-${await zoneOf(page)}`);

  await page.goto(`${t.app.baseUrl}${ADMIN_BASE}/dayoff`, { waitUntil: "domcontentloaded" });
  const badge = `td[data-date="${leaveDay}"] .leave-badge`;
  await page.waitForSelector(badge, { timeout: 20_000 });
  const leave = await page.$eval(badge, (element) => element.getAttribute("title"));
  return { event, listRow, callbackCard, received, leave, shots: [eventShot, leadShot] };
}

const zoneOf = (page: Page) =>
  page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone.replace("/", "-"));

describe("Paris time whatever the browser's time zone", () => {
  it("a browser in New York reads the same days and hours as one in Paris", async () => {
    const { leadId, eventId } = await insertRows();
    const inParis = await signedIn("Europe/Paris");
    const inNewYork = await signedIn("America/New_York");
    expect(await zoneOf(inNewYork)).toBe("America-New_York");

    const parisReads = await readScreens(inParis, leadId, eventId);
    const newYorkReads = await readScreens(inNewYork, leadId, eventId);

    // The delivery sits on its Paris day, 00:30 to 23:30 Paris time.
    expect(parisReads.event.day).toBe(deliveryDay);
    expect(parisReads.event.heading).toContain(String(Number(deliveryDay.slice(8, 10))));
    expect(parisReads.event.meta).toContain("00:30 – 23:30");
    // The callback at 00:30 in three days, and the lead received today at 00:15.
    expect(parisReads.listRow.callback).toBe(`Rappel ${dayFirst(callbackDay)} 00:30`);
    expect(parisReads.listRow.received).toBe(dayFirst(today));
    expect(parisReads.callbackCard).toBe(`${dayFirst(callbackDay)} 00:30`);
    expect(parisReads.received).toBe(`Reçu le ${dayFirst(today)} 00:15`);
    // The leave from 08:00 to 18:00 on its day.
    expect(parisReads.leave).toMatch(/à 08:00 au .* à 18:00$/);

    const { shots: _parisShots, ...parisTexts } = parisReads;
    const { shots: _newYorkShots, ...newYorkTexts } = newYorkReads;
    expect(newYorkTexts).toEqual(parisTexts);
    expect(inParis.errors).toEqual([]);
    expect(inNewYork.errors).toEqual([]);
  });
});
