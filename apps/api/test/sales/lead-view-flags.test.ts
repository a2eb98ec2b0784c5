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

describe("what the lead page may offer, answered by the server", () => {
  it("flags each call: its author edits and deletes it, a super admin deletes it, others neither", async () => {
    const chef = await t.caller("chef");
    const lead = await createLeadAs(chef, t, { subject: "Drapeaux des échanges" });
    const call = await chef.leadCall.create({ leadId: lead.id, callType: "OUTGOING_CALL", comment: "Appel" });
    expect(call).toMatchObject({ canEdit: true, canDelete: true });
    const [asUser] = await (await t.caller("user")).leadCall.list({ leadId: lead.id });
    expect(asUser).toMatchObject({ id: call.id, canEdit: false, canDelete: false });
    const asAdmin = await (await t.caller("admin")).leadCall.get({ id: call.id });
    expect(asAdmin).toMatchObject({ canEdit: false, canDelete: true });
  });

  it("lists the statuses allowed for the lead: none before it is taken, never back to unread after", async () => {
    const user = await t.caller("user");
    const lead = await createLeadAs(user, t, { subject: "Statuts permis" });
    expect(lead.allowedStatuses).toEqual([]);
    const taken = await user.lead.takeOver({ id: lead.id });
    expect(taken.allowedStatuses[0]).toBe("LEAD_STATUS_NEW");
    expect(taken.allowedStatuses).toEqual(
      expect.arrayContaining(["LEAD_STATUS_SEARCH", "LEAD_STATUS_SEND", "LEAD_STATUS_ACCEPTED"]),
    );
    expect(taken.allowedStatuses).not.toContain("LEAD_STATUS_UNREAD");
  });
});
