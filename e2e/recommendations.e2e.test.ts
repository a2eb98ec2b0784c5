import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { leads, projects, recommendations } from "@tronc/db";
import type { ElementHandle, Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import {
  clickByText,
  closeToasts,
  screenshot,
  selectWhenOffered,
  useBrowserApp,
  waitForText,
} from "./harness";
import { insertLeadWithClient } from "./proposals-rows";
import {
  acceptWithProjectManager,
  addRecommendation,
  saveRecommendationState,
  signInAndOpenLead,
  WAIT,
} from "./proposals-steps";
import { clickInDialog, noDialog } from "./sales-helpers";

const t = useBrowserApp();
const stamp = String(Date.now()).slice(-6);
const CLIENT = `Vignobles Érable ${stamp}`;
const SUBJECT = `Soirée des vendanges ${stamp}`;

/** A factor client, its lead for the first group company and the lead's project (still a lead). */
async function leadWithClient(): Promise<number> {
  const groupId = t.app.demo.companyIds[0] ?? 0;
  const { leadId } = await insertLeadWithClient(t.app.db, {
    client: CLIENT,
    subject: SUBJECT,
    isFactor: true,
    triangleCompanyId: groupId,
    sourceTriangleCompanyId: groupId,
    project: { state: "STATE_LEAD" },
  });
  return leadId;
}

const cardCount = (page: Page) => page.$$eval(".reco-card", (cards) => cards.length);

describe("recommendations", () => {
  it("adds a recommendation on a lead, refuses then accepts it, reads the card and duplicates it", async () => {
    const leadId = await leadWithClient();
    const page = await signInAndOpenLead(t, leadId);
    await waitForText(page, "Aucune recommandation pour ce lead.", 30_000);

    await addRecommendation(page);
    await waitForText(page, `Recommandation — ${CLIENT}`);
    await waitForText(page, "Factor");
    expect(await page.$eval("#reco-state", (select) => (select as HTMLSelectElement).value)).toBe(
      "RECO_STATE_DRAFT",
    );
    // No save button while the choice is what is saved.
    expect(await page.$$eval(".reco-state-save", (buttons) => buttons.length)).toBe(0);

    // Refused: the reasons show, the first chosen by default; another one is saved.
    await selectWhenOffered(page, "#reco-state", "RECO_STATE_REFUSED");
    await page.waitForSelector("#reco-refused-status");
    expect(await page.$eval("#reco-refused-status", (select) => (select as HTMLSelectElement).value)).toBe(
      "REFUSED_STATE_FARFELU",
    );
    await selectWhenOffered(page, "#reco-refused-status", "REFUSED_STATE_BUDGET");
    await saveRecommendationState(page);
    const [refused] = (await t.app.db.select().from(recommendations)).filter((row) => row.leadId === leadId);
    expect(refused).toMatchObject({ state: "RECO_STATE_REFUSED", refusedStatus: "REFUSED_STATE_BUDGET" });

    // Accepted with the chef as project manager.
    await acceptWithProjectManager(page, t.app.demo.userIds.chef);
    await saveRecommendationState(page);
    expect(await page.$$eval("#reco-refused-status", (selects) => selects.length)).toBe(0);
    const project = (await t.app.db.select().from(projects)).find((row) => row.leadId === leadId);
    expect(project).toMatchObject({ state: "STATE_PROJECT", projectManagerId: t.app.demo.userIds.chef });
    const lead = (await t.app.db.select().from(leads)).find((row) => row.id === leadId);
    expect(lead?.leadStatus).toBe("LEAD_STATUS_ACCEPTED");
    await screenshot(page, "recommendation-modal");

    // The presentation PDF: uploaded, linked, then shown by its name.
    const pdfPath = join(mkdtempSync(join(tmpdir(), "reco-e2e-")), "presentation.pdf");
    writeFileSync(pdfPath, "%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\n");
    const input = await page.$("#reco-presentation-input");
    await (input as ElementHandle<HTMLInputElement> | null)?.uploadFile(pdfPath);
    await waitForText(page, "La présentation est enregistrée", 15_000);
    await waitForText(page, "presentation.pdf");
    await closeToasts(page);

    await clickByText(page, ".modal button", "Fermer");
    await noDialog(page);
    await page.waitForSelector(".reco-card", WAIT);
    const card = await page.$eval(".reco-card", (element) => element.textContent ?? "");
    expect(card).toContain("Acceptée");
    expect(card).toContain("0 devis");
    expect(card).toContain("Non Définie");
    await screenshot(page, "recommendation-cards");

    // Duplicate after confirming: a second card, a draft.
    await clickByText(page, ".reco-card", card.trim());
    await page.waitForSelector(".modal #reco-state", WAIT);
    await clickByText(page, ".modal-footer button", "Dupliquer");
    await clickInDialog(page, "Confirmez la duplication de cette recommandation ?", "Dupliquer");
    await waitForText(page, "La recommandation est bien dupliquée", 15_000);
    await noDialog(page);
    await page.waitForFunction(() => document.querySelectorAll(".reco-card").length === 2, WAIT);
    expect(await cardCount(page)).toBe(2);
    const states = await page.$$eval(".reco-card .badge", (badges) =>
      badges.map((badge) => badge.textContent),
    );
    expect(states).toEqual(["Brouillon", "Acceptée"]);
    await screenshot(page, "recommendation-duplicated");
  });
});
