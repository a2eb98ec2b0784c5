import { leads } from "@tronc/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadCallModule } from "../../src/modules/sales/lead-calls";
import { leadModule } from "../../src/modules/sales/leads";
import { createTestApp, type TestApp } from "../helpers";
import { createLeadAs, updateLeadNow } from "./sales-helpers";

const OWNER_CHANGE_FORBIDDEN = "Seul un super administrateur peut changer le propriétaire d'un lead.";
const LEADS = "/api/tronc-commun/tronc_commun_leads";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [leadCallModule, leadModule] });
});
afterAll(() => t.close());

async function ownerOf(id: number) {
  const [row] = await t.handle.db.select({ ownerId: leads.ownerId }).from(leads).where(eq(leads.id, id));
  return row?.ownerId;
}

async function put(who: "user" | "admin", id: number, payload: Record<string, unknown>) {
  const response = await t.app.inject({
    method: "PUT",
    url: `${LEADS}/${id}`,
    headers: { cookie: await t.login(who) },
    payload,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** A lead the chef took in charge. */
async function chefsLead(subject: string) {
  const lead = await createLeadAs(await t.caller("chef"), t, { subject });
  await (await t.caller("chef")).lead.takeOver({ id: lead.id });
  return lead.id;
}

describe("the owner of a lead", () => {
  it("is not taken from its owner through lead.update by a user", async () => {
    const id = await chefsLead("Propriétaire tRPC");
    await expect(
      updateLeadNow(await t.caller("user"), { id, ownerId: t.demo.userIds.user }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: OWNER_CHANGE_FORBIDDEN,
    });
    expect(await ownerOf(id)).toBe(t.demo.userIds.chef);
  });

  it("is not taken through PUT owner=user (403, French), and the owner stays the chef", async () => {
    const id = await chefsLead("Propriétaire Hydra");
    const refused = await put("user", id, { owner: `/api/users/${t.demo.userIds.user}` });
    expect(refused.status).toBe(403);
    expect(refused.body["hydra:description"]).toBe(OWNER_CHANGE_FORBIDDEN);
    expect(await ownerOf(id)).toBe(t.demo.userIds.chef);
  });

  it("may be sent back unchanged by old clients that send the whole record", async () => {
    const id = await chefsLead("Propriétaire inchangé");
    const same = await put("user", id, {
      owner: `/api/users/${t.demo.userIds.chef}`,
      subject: "Propriétaire inchangé (renommé)",
    });
    expect(same.status).toBe(200);
    expect(await ownerOf(id)).toBe(t.demo.userIds.chef);
    const viaTrpc = await updateLeadNow(await t.caller("user"), { id, ownerId: t.demo.userIds.chef });
    expect(viaTrpc.owner?.id).toBe(t.demo.userIds.chef);
  });

  it("is changed by a super admin (200), through PUT and lead.update", async () => {
    const id = await chefsLead("Propriétaire changé");
    const changed = await put("admin", id, { owner: `/api/users/${t.demo.userIds.user}` });
    expect(changed.status).toBe(200);
    expect(await ownerOf(id)).toBe(t.demo.userIds.user);
    const back = await updateLeadNow(await t.caller("admin"), { id, ownerId: t.demo.userIds.chef });
    expect(back.owner?.id).toBe(t.demo.userIds.chef);
  });

  it("is set by taking charge of an unowned lead", async () => {
    const lead = await createLeadAs(await t.caller("user"), t, { subject: "Prise en charge" });
    expect(lead.allowedStatuses).toEqual([]);
    const taken = await (await t.caller("user")).lead.takeOver({ id: lead.id });
    expect(taken.owner?.id).toBe(t.demo.userIds.user);
    expect(taken.allowedStatuses).toContain("LEAD_STATUS_SEARCH");
    expect(taken.allowedStatuses).not.toContain("LEAD_STATUS_UNREAD");
  });
});
