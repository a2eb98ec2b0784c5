import { leads, users } from "@tronc/db";
import { describe, expect, it } from "vitest";
import { clickByText, screenshot, selectWhenOffered, textsOf, useBrowserApp, waitForText } from "./harness";
import {
  addQuotation,
  addRecommendation,
  saveRecommendationState,
  signInAndOpenLead,
  WAIT,
} from "./proposals-steps";

const t = useBrowserApp();

/** Opens 'Historique' of the quotation's block: its dialog lists the changes, or says there are none. */
async function openQuotationHistory(page: Awaited<ReturnType<typeof signInAndOpenLead>>) {
  await clickByText(page, ".quotation-block button", "Historique");
  await page.waitForSelector(".history-list :is(.history-entry, .empty-state)", WAIT);
}

async function closeHistory(page: Awaited<ReturnType<typeof signInAndOpenLead>>) {
  await page.keyboard.press("Escape");
  await page.waitForFunction(() => !document.querySelector(".history-list"), WAIT);
}

describe("the 'Historique' panel", () => {
  it("shows a quotation's state change, who made it and when, in French", async () => {
    const lead = (await t.app.db.select({ id: leads.id, company: leads.companyId }).from(leads))
      .filter((row) => row.company !== null)
      .sort((a, b) => a.id - b.id)[0];
    if (!lead) throw new Error("no demo lead with a company");
    const salesperson = (await t.app.db.select().from(users)).find((row) => row.email === "user@tronc.test");
    const page = await signInAndOpenLead(t, lead.id);
    await addRecommendation(page);
    await addQuotation(page);

    await openQuotationHistory(page);
    await waitForText(page, "Aucune modification enregistrée");
    await closeHistory(page);

    await selectWhenOffered(page, "#reco-state", "RECO_STATE_SEND");
    await saveRecommendationState(page);

    await openQuotationHistory(page);
    expect(await textsOf(page, ".history-entry-text")).toEqual(["Statut : Brouillon → Envoyé"]);
    expect(await textsOf(page, ".history-entry-author")).toEqual([
      `${salesperson?.name} ${salesperson?.lastname}`,
    ]);
    const [when] = await textsOf(page, ".history-entry time");
    expect(when).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(await textsOf(page, ".modal-title")).toContain("Historique — Devis");
    await screenshot(page, "history-quotation");
    await closeHistory(page);
  });
});
