import { describe, expect, it } from "vitest";
import { refreshRecommendationSearchText } from "../apps/api/src/services/proposals/recommendations/search-text";
import { insertRecommendationWithLead } from "../apps/api/test/proposals/proposal-fixtures";
import {
  ADMIN_BASE,
  clickByText,
  loginAs,
  newPage,
  screenshot,
  textsOf,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();
const stamp = String(Date.now()).slice(-6);

describe("the recommendation list with search (lead area)", () => {
  it("finds a recommendation by its client, opens it, and leads to its lead", async () => {
    const issuerId = t.app.demo.companyIds[0] ?? 0;
    const wanted = await insertRecommendationWithLead(t.app.db, {
      issuerId,
      subject: `Croisière des Glénan ${stamp}`,
      clientName: `Voilerie Kerlouan ${stamp}`,
    });
    const other = await insertRecommendationWithLead(t.app.db, {
      issuerId,
      subject: `Salon du chocolat ${stamp}`,
      clientName: `Cacaoterie Morlaix ${stamp}`,
    });
    for (const reco of [wanted, other]) await refreshRecommendationSearchText(t.app.db, reco.id);

    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", `${ADMIN_BASE}/lead`);
    await clickByText(page, "a", "Recommandations");
    await page.waitForSelector("#recommendations-search");
    expect(await textsOf(page, "h1")).toEqual(["Recommandations"]);
    await typeInto(page, "#recommendations-search", `kerlouan ${stamp}`);
    await page.waitForFunction(
      (lead: string) => {
        const items = Array.from(document.querySelectorAll(".reco-list-lead"));
        return items.length === 1 && items[0]?.textContent?.includes(lead);
      },
      { timeout: 15_000 },
      `Croisière des Glénan ${stamp}`,
    );
    expect(await textsOf(page, ".reco-list-lead")).toEqual([
      `Croisière des Glénan ${stamp} · Voilerie Kerlouan ${stamp}`,
    ]);
    await screenshot(page, "recommendation-list-search");

    // The card opens the recommendation; its lead link opens the lead.
    await page.click(".reco-list-item .reco-card");
    await page.waitForSelector('[role="dialog"]');
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    await clickByText(page, ".reco-list-lead a", `Croisière des Glénan ${stamp}`);
    await page.waitForFunction(
      (id: number) => location.pathname.endsWith(`/lead/edit/${id}`),
      {},
      wanted.leadId,
    );
    await waitForText(page, `Croisière des Glénan ${stamp}`);
  });
});
