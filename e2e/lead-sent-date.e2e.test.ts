import { addDays, toParisDate } from "@tronc/domain";
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { insertRecommendationWithLead } from "../apps/api/test/proposals/proposal-fixtures";
import { setRecommendationSentDay } from "../apps/api/test/spec-gaps-fixtures";
import { ADMIN_BASE, loginAs, newPage, screenshot, useBrowserApp, waitForText } from "./harness";

const t = useBrowserApp();
const stamp = String(Date.now()).slice(-6);

/** A new lead whose recommendation was sent `daysAgo` days ago (Paris). */
async function leadSent(subject: string, daysAgo: number) {
  const reco = await insertRecommendationWithLead(t.app.db, {
    issuerId: t.app.demo.companyIds[0] ?? 0,
    subject,
    state: "RECO_STATE_SEND",
  });
  const sendAt = addDays(toParisDate(new Date()), -daysAgo);
  await setRecommendationSentDay(t.app.db, reco.id, sendAt);
  return { ...reco, sendAt };
}

/** The sent-date tag of the list row showing `subject`: its text and its colour class. */
const sentTagOf = (page: Page, subject: string) =>
  page.$$eval(
    ".lead-row",
    (rows, wanted) => {
      const row = rows.find((r) => r.querySelector(".lead-row-subject")?.textContent === wanted);
      const tag = row?.querySelector(".lead-sent-date");
      return tag ? [tag.textContent, tag.className.includes("badge-danger")] : null;
    },
    subject,
  );

const frenchDay = (iso: string) => iso.split("-").reverse().join("/");

describe("the lead's sent date", () => {
  it("shows when the lead's recommendation was sent, in red once more than 7 days old", async () => {
    const late = await leadSent(`Gala des voiles ${stamp}`, 9);
    const recent = await leadSent(`Gala des rames ${stamp}`, 2);
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", `${ADMIN_BASE}/lead`);
    await waitForText(page, `Gala des voiles ${stamp}`);
    expect(await sentTagOf(page, `Gala des voiles ${stamp}`)).toEqual([
      `Envoyé le ${frenchDay(late.sendAt)}`,
      true,
    ]);
    expect(await sentTagOf(page, `Gala des rames ${stamp}`)).toEqual([
      `Envoyé le ${frenchDay(recent.sendAt)}`,
      false,
    ]);
    await screenshot(page, "lead-list-sent-date");

    // The lead's page says it too.
    await page.goto(`${t.app.baseUrl}${ADMIN_BASE}/lead/edit/${late.leadId}`);
    await waitForText(page, "Recommandation envoyée");
    const tag = await page.waitForSelector(".lead-facts .lead-sent-date");
    expect(await tag?.evaluate((el) => [el.textContent, el.className.includes("badge-danger")])).toEqual([
      `Envoyé le ${frenchDay(late.sendAt)}`,
      true,
    ]);
    await screenshot(page, "lead-page-sent-date");
  });
});
