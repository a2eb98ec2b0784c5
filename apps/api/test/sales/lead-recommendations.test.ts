import { companies, leads, recommendations } from "@tronc/db";
import { addDays, type RecommendationState, toParisDate } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadCallModule } from "../../src/modules/sales/lead-calls";
import { leadModule } from "../../src/modules/sales/leads";
import { createTestApp, type TestApp } from "../helpers";
import { createLeadAs } from "./sales-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [leadCallModule, leadModule] });
});
afterAll(() => t.close());

const LEADS = "/api/tronc-commun/tronc_commun_leads";

/** Recommendations written straight to the database (their screens are another area's). */
async function insertRecommendations(
  leadId: number,
  rows: { state: RecommendationState; sendAt: string | null }[],
): Promise<number[]> {
  const [client] = await t.handle.db.select({ id: companies.id }).from(companies).limit(1);
  const inserted = await t.handle.db
    .insert(recommendations)
    .values(
      rows.map((row) => ({
        leadId,
        companyId: client?.id ?? 0,
        triangleCompanyId: t.demo.companyIds[0] ?? 0,
        state: row.state,
        sendAt: row.sendAt,
      })),
    )
    .returning({ id: recommendations.id });
  return inserted.map((row) => row.id);
}

describe("a lead's recommendations on its view", () => {
  it("a lead without recommendation has none, no count and no send day", async () => {
    const user = await t.caller("user");
    const lead = await createLeadAs(user, t, { subject: "Sans recommandation" });
    expect(await user.lead.get({ id: lead.id })).toMatchObject({
      recommendations: [],
      recommendationCount: 0,
      sendAt: [],
    });
  });

  it("lists short refs oldest first, counts them, and gives the send days sorted, each once", async () => {
    const user = await t.caller("user");
    const lead = await createLeadAs(user, t, { subject: "Recommandations envoyées" });
    const ids = await insertRecommendations(lead.id, [
      { state: "RECO_STATE_SEND", sendAt: "2026-03-12" },
      { state: "RECO_STATE_DRAFT", sendAt: null },
      { state: "RECO_STATE_ACCEPTED", sendAt: "2026-02-03" },
      { state: "RECO_STATE_REFUSED", sendAt: "2026-03-12" },
    ]);
    const view = await user.lead.get({ id: lead.id });
    expect(view.recommendations).toEqual([
      { id: ids[0], state: "RECO_STATE_SEND", sendAt: "2026-03-12" },
      { id: ids[1], state: "RECO_STATE_DRAFT", sendAt: null },
      { id: ids[2], state: "RECO_STATE_ACCEPTED", sendAt: "2026-02-03" },
      { id: ids[3], state: "RECO_STATE_REFUSED", sendAt: "2026-03-12" },
    ]);
    expect(view.recommendationCount).toBe(4);
    expect(view.sendAt).toEqual(["2026-02-03", "2026-03-12"]);

    const response = await t.app.inject({
      method: "GET",
      url: `${LEADS}/${lead.id}`,
      headers: { cookie: await t.login("user") },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ sendAt: ["2026-02-03", "2026-03-12"], recommantationCount: 4 });
  });

  it("shows another lead's recommendations on neither", async () => {
    const user = await t.caller("user");
    const mine = await createLeadAs(user, t, { subject: "Le mien" });
    const other = await createLeadAs(user, t, { subject: "L'autre" });
    await insertRecommendations(other.id, [{ state: "RECO_STATE_SEND", sendAt: "2026-04-01" }]);
    expect(await user.lead.get({ id: mine.id })).toMatchObject({ recommendationCount: 0, sendAt: [] });
    expect(await user.lead.get({ id: other.id })).toMatchObject({
      recommendationCount: 1,
      sendAt: ["2026-04-01"],
    });
  });
});

describe("the lead's sent date and its 'more than 7 days' highlight", () => {
  it("highlights the last sent day once more than 7 days old, while an answer is awaited", async () => {
    const user = await t.caller("user");
    const today = toParisDate(new Date());
    const sentLate = await createLeadAs(user, t, { subject: "Relance saxophone" });
    // Sent 30 and 8 days ago: the last is 8 days old, more than 7.
    await insertRecommendations(sentLate.id, [
      { state: "RECO_STATE_SEND", sendAt: addDays(today, -30) },
      { state: "RECO_STATE_SEND", sendAt: addDays(today, -8) },
    ]);
    const sentRecently = await createLeadAs(user, t, { subject: "Relance saxophone récente" });
    await insertRecommendations(sentRecently.id, [{ state: "RECO_STATE_SEND", sendAt: addDays(today, -7) }]);

    expect(await user.lead.get({ id: sentLate.id })).toMatchObject({
      sendAt: [addDays(today, -30), addDays(today, -8)],
      sentLate: true,
    });
    expect(await user.lead.get({ id: sentRecently.id })).toMatchObject({ sentLate: false });
    const list = await user.lead.search({ q: "relance saxophone", searchStatus: ["ALL"] });
    const bySubject = Object.fromEntries(list.items.map((lead) => [lead.subject, lead]));
    expect(bySubject["Relance saxophone"]).toMatchObject({ lastSentAt: addDays(today, -8), sentLate: true });
    expect(bySubject["Relance saxophone récente"]).toMatchObject({
      lastSentAt: addDays(today, -7),
      sentLate: false,
    });

    // Once the client has answered (accepted), nothing is late any more.
    await t.handle.db
      .update(leads)
      .set({ leadStatus: "LEAD_STATUS_ACCEPTED" })
      .where(eq(leads.id, sentLate.id));
    expect(await user.lead.get({ id: sentLate.id })).toMatchObject({ sentLate: false });
  });
});
