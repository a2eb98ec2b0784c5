import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactFormModule } from "../../src/modules/sales/contact-forms";
import { leadCallModule } from "../../src/modules/sales/lead-calls";
import { leadModule } from "../../src/modules/sales/leads";
import { historyModule } from "../../src/modules/support/history";
import { createTestApp, type DemoUser, type TestApp } from "../helpers";
import { LEADS } from "../input-helpers";
import { hydraAs } from "../versions-helpers";
import { createLeadAs } from "./sales-helpers";

/** Every save at 08:05 UTC on 1 July 2026: 10 h 05 in Paris (summer time). */
const NOW = new Date("2026-07-01T08:05:00Z");
const BY_HUGO = "Ce lead a été modifié par Hugo Petit à 10 h 05 pendant votre saisie";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    modules: [contactFormModule, leadCallModule, leadModule, historyModule],
    now: () => NOW,
  });
});
afterAll(() => t.close());

const hydra = (who: DemoUser, method: "GET" | "PUT", url: string, body?: object, ifMatch?: string) =>
  hydraAs(t, who, method, url, body, ifMatch);

describe("a lead saved on an old version", () => {
  it("over tRPC: refused with who and when, the colleague's subject kept", async () => {
    const chef = await t.caller("chef");
    const lead = await createLeadAs(chef, t, { subject: "Salon nautique" });
    expect(lead.version).toBe(1);
    const user = await t.caller("user");
    expect(
      (await chef.lead.update({ id: lead.id, version: 1, subject: "Salon nautique 2027" })).version,
    ).toBe(2);
    await expect(
      user.lead.update({ id: lead.id, version: 1, subject: "Salon d'hiver" }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: BY_HUGO,
    });
    expect(await user.lead.get({ id: lead.id })).toMatchObject({
      subject: "Salon nautique 2027",
      version: 2,
    });
    // A take-over moves the version too: a screen opened before it is told.
    await chef.lead.takeOver({ id: lead.id });
    await expect(chef.lead.update({ id: lead.id, version: 2, leadLevel: "LEAD_HOT" })).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });

  it("a callback set, moved or cancelled moves the version, and the history keeps each change", async () => {
    const user = await t.caller("user");
    const chef = await t.caller("chef");
    const lead = await createLeadAs(user, t, { subject: "Croisière d'entreprise" });
    const set = await chef.lead.setCallback({
      id: lead.id,
      callbackAt: "2026-07-03T10:00",
      callbackSubject: "Relancer",
    });
    expect(set.version).toBe(lead.version + 1);
    await expect(
      user.lead.update({ id: lead.id, version: lead.version, brief: "<p>Voilier</p>" }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: BY_HUGO,
    });
    const cancelled = await chef.lead.cancelCallback({ id: lead.id, reason: "Client injoignable" });
    expect(cancelled.version).toBe(set.version + 1);
    // 10:00 in Paris in July (UTC+2) is 08:00 UTC; the history reads each change in French.
    const history = await user.history.list({ kind: "lead", id: lead.id });
    expect(history.items.map((entry) => entry.text)).toEqual(
      expect.arrayContaining([
        "Rappel : 3 juillet 2026 à 10 h 00 → —",
        "Objet du rappel : Relancer → —",
        "Qui rappelle : Hugo Petit → —",
        "Objet du rappel : — → Relancer",
        "Qui rappelle : — → Hugo Petit",
      ]),
    );
  });

  it("over Hydra: ETag on GET; stale If-Match → 409 and nothing written (not even the take-over); none → as before", async () => {
    const chef = await t.caller("chef");
    const lead = await createLeadAs(chef, t, { subject: "Séminaire" });
    const iri = `${LEADS}/${lead.id}`;
    const read = await hydra("user", "GET", iri);
    expect(read.body.version).toBe(1);
    expect(read.etag).toMatch(new RegExp(`^W/"[A-Za-z]+-${lead.id}-1"$`));
    await chef.lead.update({ id: lead.id, version: 1, subject: "Séminaire d'été" });
    const stale = await hydra(
      "user",
      "PUT",
      iri,
      { subject: "Autre", owner: t.demo.userIds.user },
      read.etag,
    );
    expect(stale).toMatchObject({ status: 409, description: BY_HUGO });
    expect(await chef.lead.get({ id: lead.id })).toMatchObject({ subject: "Séminaire d'été", owner: null });
    expect(await hydra("user", "PUT", iri, { subject: "Autre", version: "abc" })).toMatchObject({
      status: 400,
      description: "version : La version doit être un nombre entier positif (celle lue avec la fiche)",
    });
    const blind = await hydra("user", "PUT", iri, { subject: "Séminaire d'automne" });
    expect(blind).toMatchObject({ status: 200, body: { subject: "Séminaire d'automne", version: 3 } });
    expect(blind.etag).toBe(read.etag?.replace(/-1"$/, '-3"'));
  });
});
