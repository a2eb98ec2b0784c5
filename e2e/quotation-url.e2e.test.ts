import { quotations, recommendations } from "@tronc/db";
import { describe, expect, it } from "vitest";
import { ADMIN_BASE, loginAs, newPage, screenshot, useBrowserApp } from "./harness";

const t = useBrowserApp();

/** A demo lead with one recommendation, and that recommendation's quotations' references. */
async function leadWithOneRecommendation() {
  const recos = await t.app.db.select().from(recommendations);
  const quotes = await t.app.db.select().from(quotations);
  const reco = recos.find(
    (candidate) =>
      recos.filter((other) => other.leadId === candidate.leadId).length === 1 &&
      quotes.some((quote) => quote.recommendationId === candidate.id),
  );
  if (!reco) throw new Error("the demo data has no lead with one recommendation and a quotation");
  const references = quotes
    .filter((quote) => quote.recommendationId === reco.id)
    .map((quote) => quote.reference);
  return { leadId: reco.leadId, recommendationId: reco.id, references };
}

/** The references of the quotations the open dialog shows. */
const shownReferences = (page: Awaited<ReturnType<typeof newPage>>) =>
  page.$$eval('[role="dialog"] .quotation-reference strong', (cells) =>
    cells.map((cell) => cell.textContent),
  );

describe("a quotation being edited has its own address", () => {
  it("comes back to the open recommendation and its quotations after a reload; Back closes it", async () => {
    const { leadId, recommendationId, references } = await leadWithOneRecommendation();
    const leadUrl = `${t.app.baseUrl}${ADMIN_BASE}/lead/edit/${leadId}`;
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "admin", `${ADMIN_BASE}/lead/edit/${leadId}`);
    await page.waitForSelector(".reco-card", { timeout: 20_000 });
    await page.click(".reco-card");
    await page.waitForSelector('[role="dialog"] .quotation-reference', { timeout: 20_000 });
    expect((await shownReferences(page)).sort()).toEqual([...references].sort());
    expect(page.url()).toBe(`${leadUrl}?recommandation=${recommendationId}`);

    // Reload: the same dialog and quotations, not the bare lead.
    await page.reload({ waitUntil: "domcontentloaded" });
    await page.waitForSelector('[role="dialog"] .quotation-reference', { timeout: 20_000 });
    expect((await shownReferences(page)).sort()).toEqual([...references].sort());
    await screenshot(page, "quotation-url-after-reload");

    // Back: the lead, dialog closed.
    await page.goBack({ waitUntil: "domcontentloaded" });
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), { timeout: 20_000 });
    expect(page.url()).toBe(leadUrl);
    expect(page.errors).toEqual([]);
  });
});
