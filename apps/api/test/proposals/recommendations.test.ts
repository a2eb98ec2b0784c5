import { leads, outbox, projects, quotations, recommendations, users } from "@tronc/db";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadModule } from "../../src/modules/sales/leads";
import { recommendationModule } from "../../src/modules/sales/recommendations";
import { createTestApp, type TestApp } from "../helpers";
import { createLeadAs, rejection } from "../sales/sales-helpers";
import { auditOf, insertEvent, insertQuotationWithPurchase, leadWithClient } from "./recommendations-helpers";

// 25 November 2026, 23:30 UTC: already the 26th in Paris (UTC+1).
const NOW = new Date("2026-11-25T23:30:00Z");
const TODAY = "2026-11-26";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [leadModule, recommendationModule], now: () => NOW });
});
afterAll(() => t.close());

async function newRecommendation() {
  const lead = await leadWithClient(t);
  const reco = await (await t.caller("user")).recommendation.create({ leadId: lead.leadId });
  return { lead, reco };
}

const quotationStates = async (recommendationId: number) =>
  (
    await t.handle.db
      .select({ state: quotations.state })
      .from(quotations)
      .where(eq(quotations.recommendationId, recommendationId))
  ).map((row) => row.state);

describe("creating a recommendation", () => {
  it("refuses a lead without a client company and writes nothing", async () => {
    const caller = await t.caller("user");
    const lead = await createLeadAs(caller, t);
    const refusal = await rejection(caller.recommendation.create({ leadId: lead.id }));
    expect(refusal).toEqual({
      code: "UNPROCESSABLE_CONTENT",
      message: "Rattachez d'abord ce lead à une entreprise pour pouvoir lui faire une recommandation",
    });
    const rows = await t.handle.db.select().from(recommendations).where(eq(recommendations.leadId, lead.id));
    expect(rows).toEqual([]);
  });

  it("copies the client and the lead's group company, as a draft by me, and counts it on the lead", async () => {
    const { lead, reco } = await newRecommendation();
    expect(reco).toMatchObject({
      state: "RECO_STATE_DRAFT",
      refusedStatus: null,
      client: { id: lead.companyId, isFactor: false },
      triangleCompany: { id: t.demo.companyIds[0] },
      createdBy: { id: t.demo.userIds.user },
      deliveryDate: null,
      quotationCount: 0,
      canDelete: true,
      sendAt: null,
    });
    const detail = await (await t.caller("chef")).lead.get({ id: lead.leadId });
    expect(detail.recommendationCount).toBe(1);
  });
});

describe("changing its state", () => {
  it("stamps the dates once, keeps a refusal reason only while refused, and the quotations follow", async () => {
    const { reco } = await newRecommendation();
    const quotationId = await insertQuotationWithPurchase(t, {
      id: reco.id,
      triangleCompanyId: reco.triangleCompany.id,
    });
    const caller = await t.caller("user");
    const sent = await caller.recommendation.setState({ id: reco.id, state: "RECO_STATE_SEND" });
    expect(sent).toMatchObject({ state: "RECO_STATE_SEND", sendAt: TODAY, refusedStatus: null });
    expect(await quotationStates(reco.id)).toEqual(["QUOTATION_STATE_SEND"]);

    const refused = await caller.recommendation.setState({ id: reco.id, state: "RECO_STATE_REFUSED" });
    expect(refused).toMatchObject({
      refusedStatus: "REFUSED_STATE_FARFELU",
      refusedAt: TODAY,
      sendAt: TODAY,
    });
    const budget = await caller.recommendation.setState({
      id: reco.id,
      state: "RECO_STATE_REFUSED",
      refusedStatus: "REFUSED_STATE_BUDGET",
    });
    expect(budget.refusedStatus).toBe("REFUSED_STATE_BUDGET");

    const draft = await caller.recommendation.setState({
      id: reco.id,
      state: "RECO_STATE_DRAFT",
      refusedStatus: "REFUSED_STATE_BUDGET",
    });
    expect(draft).toMatchObject({ state: "RECO_STATE_DRAFT", refusedStatus: null, refusedAt: TODAY });
    expect(await quotationStates(reco.id)).toEqual(["QUOTATION_STATE_DRAFT"]);
    expect(await auditOf(t, "quotation", quotationId)).toEqual([
      "state: QUOTATION_STATE_DRAFT → QUOTATION_STATE_SEND",
      "state: QUOTATION_STATE_SEND → QUOTATION_STATE_REFUSED",
      "state: QUOTATION_STATE_REFUSED → QUOTATION_STATE_DRAFT",
    ]);
  });

  it("leaves the lead's status alone when sent or refused", async () => {
    const { lead, reco } = await newRecommendation();
    const before = await (await t.caller("user")).lead.get({ id: lead.leadId });
    await (await t.caller("user")).recommendation.setState({ id: reco.id, state: "RECO_STATE_SEND" });
    await (await t.caller("user")).recommendation.setState({ id: reco.id, state: "RECO_STATE_REFUSED" });
    const after = await (await t.caller("user")).lead.get({ id: lead.leadId });
    expect(after.leadStatus).toBe(before.leadStatus);
  });

  it("refuses any other state once a quotation is billed, and nothing changes", async () => {
    const { reco } = await newRecommendation();
    const caller = await t.caller("user");
    await insertQuotationWithPurchase(t, { id: reco.id, triangleCompanyId: reco.triangleCompany.id });
    await caller.recommendation.setState({ id: reco.id, state: "RECO_STATE_ACCEPTED" });
    await insertQuotationWithPurchase(
      t,
      { id: reco.id, triangleCompanyId: reco.triangleCompany.id },
      {
        state: "QUOTATION_STATE_BILLED",
      },
    );
    const refusal = await rejection(
      caller.recommendation.setState({ id: reco.id, state: "RECO_STATE_DRAFT" }),
    );
    expect(refusal).toEqual({
      code: "UNPROCESSABLE_CONTENT",
      message: "La facturation d'un devis de cette recommandation a commencé : elle doit rester acceptée",
    });
    const view = await caller.recommendation.get({ id: reco.id });
    expect(view.state).toBe("RECO_STATE_ACCEPTED");
    expect(view.allowedStates).toEqual(["RECO_STATE_ACCEPTED"]);
    expect(await quotationStates(reco.id)).toEqual(["QUOTATION_STATE_ACCEPTED", "QUOTATION_STATE_BILLED"]);
    const stays = await caller.recommendation.setState({ id: reco.id, state: "RECO_STATE_ACCEPTED" });
    expect(stays.state).toBe("RECO_STATE_ACCEPTED");
  });
});

describe("accepting", () => {
  it("moves project, lead and quotations, audits them and queues the mails, in one go", async () => {
    const db = t.handle.db;
    const { lead, reco } = await newRecommendation();
    const quotationId = await insertQuotationWithPurchase(t, {
      id: reco.id,
      triangleCompanyId: reco.triangleCompany.id,
    });
    // 4 June 22:15 UTC is 5 June in Paris: the delivery date is the first event's Paris day.
    await insertEvent(t, reco.id, "2027-06-10T08:00:00Z", "2027-06-10T16:00:00Z");
    await insertEvent(t, reco.id, "2027-06-04T22:15:00Z", "2027-06-05T10:00:00Z");
    const [inactive] = await db
      .insert(users)
      .values({
        email: "ancien@tronc.test",
        name: "Ancien",
        isActif: false,
        isReceiveRecoAcceptedEmail: true,
      })
      .returning({ id: users.id });
    await db
      .update(users)
      .set({ isReceiveRecoAcceptedEmail: true })
      .where(inArray(users.id, [t.demo.userIds.admin, t.demo.userIds.chef]));

    const accepted = await (await t.caller("user")).recommendation.setState({
      id: reco.id,
      state: "RECO_STATE_ACCEPTED",
      projectManagerId: t.demo.userIds.chef,
    });
    expect(accepted).toMatchObject({
      state: "RECO_STATE_ACCEPTED",
      acceptedAt: TODAY,
      deliveryDate: "2027-06-05",
      deliveryDateEnd: "2027-06-10",
      project: { state: "STATE_PROJECT", projectManager: { id: t.demo.userIds.chef } },
    });
    const [project] = await db.select().from(projects).where(eq(projects.leadId, lead.leadId));
    expect(project).toMatchObject({ state: "STATE_PROJECT", refusedStatus: "", deliveryDate: "2027-06-05" });
    expect(await auditOf(t, "project", project?.id ?? 0)).toEqual([
      "state: null → STATE_LEAD",
      "state: STATE_LEAD → STATE_PROJECT",
      `projectManagerId: null → ${t.demo.userIds.chef}`,
    ]);
    const [leadRow] = await db.select().from(leads).where(eq(leads.id, lead.leadId));
    expect(leadRow?.leadStatus).toBe("LEAD_STATUS_ACCEPTED");
    expect((await auditOf(t, "lead", lead.leadId)).at(-1)).toMatch(/^leadStatus: .* → LEAD_STATUS_ACCEPTED$/);
    expect(await quotationStates(reco.id)).toEqual(["QUOTATION_STATE_ACCEPTED"]);
    expect(await auditOf(t, "quotation", quotationId)).toEqual([
      "state: QUOTATION_STATE_DRAFT → QUOTATION_STATE_ACCEPTED",
    ]);
    const mails = await db.select().from(outbox).where(eq(outbox.kind, "recommendation-accepted"));
    expect(mails.map((mail) => mail.recipientUserId).sort()).toEqual(
      [t.demo.userIds.admin, t.demo.userIds.chef].sort(),
    );
    expect(mails.map((mail) => mail.recipientUserId)).not.toContain(inactive?.id);
    expect(mails[0]?.subject).toBe(`Recommandation acceptée : ${lead.subject} (${accepted.client.name})`);
    expect(mails[0]?.payload).toMatchObject({
      leadId: lead.leadId,
      link: `/tronc-commun/admin/lead/edit/${lead.leadId}`,
    });

    // Saving 'accepted' again queues no second mail.
    await (await t.caller("user")).recommendation.setState({ id: reco.id, state: "RECO_STATE_ACCEPTED" });
    expect(await db.select().from(outbox).where(eq(outbox.kind, "recommendation-accepted"))).toHaveLength(2);
    await db.delete(outbox);
    await db.update(users).set({ isReceiveRecoAcceptedEmail: false });
  });

  it("makes me the project manager when the project has none", async () => {
    const { reco } = await newRecommendation();
    const accepted = await (await t.caller("user")).recommendation.setState({
      id: reco.id,
      state: "RECO_STATE_ACCEPTED",
    });
    expect(accepted.project?.projectManager?.id).toBe(t.demo.userIds.user);
  });

  it("keeps the state and manager of a project already further on", async () => {
    const { lead, reco } = await newRecommendation();
    await t.handle.db
      .update(projects)
      .set({ state: "STATE_PLANNED", projectManagerId: t.demo.userIds.admin })
      .where(eq(projects.leadId, lead.leadId));
    const accepted = await (await t.caller("user")).recommendation.setState({
      id: reco.id,
      state: "RECO_STATE_ACCEPTED",
    });
    expect(accepted.project).toMatchObject({
      state: "STATE_PLANNED",
      projectManager: { id: t.demo.userIds.admin },
    });
  });

  it("refuses an inactive project manager and writes nothing", async () => {
    const db = t.handle.db;
    const { lead, reco } = await newRecommendation();
    const [inactive] = await db
      .insert(users)
      .values({ email: "parti@tronc.test", name: "Parti", isActif: false })
      .returning({ id: users.id });
    const refusal = await rejection(
      (await t.caller("user")).recommendation.setState({
        id: reco.id,
        state: "RECO_STATE_ACCEPTED",
        projectManagerId: inactive?.id ?? 0,
      }),
    );
    expect(refusal.code).toBe("BAD_REQUEST");
    const view = await (await t.caller("user")).recommendation.get({ id: reco.id });
    expect(view).toMatchObject({
      state: "RECO_STATE_DRAFT",
      acceptedAt: null,
      project: { state: "STATE_LEAD" },
    });
    const [leadRow] = await db.select().from(leads).where(eq(leads.id, lead.leadId));
    expect(leadRow?.leadStatus).not.toBe("LEAD_STATUS_ACCEPTED");
  });
});
