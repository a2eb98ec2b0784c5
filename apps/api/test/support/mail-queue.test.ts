import { alerts, leads, outbox, users, userTriangleCompanies } from "@tronc/db";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactFormModule } from "../../src/modules/sales/contact-forms";
import { leadCallModule } from "../../src/modules/sales/lead-calls";
import { leadModule } from "../../src/modules/sales/leads";
import { queueAlertMails } from "../../src/services/support/mail/queue";
import { createTestApp, type TestApp } from "../helpers";
import { newLeadInput, salesRowCounts } from "../sales/sales-helpers";

let t: TestApp;
let coachId: number;
let groupId: number;

/** Who receives what, arranged so that each rule of the recipients' choice is seen once. */
beforeAll(async () => {
  t = await createTestApp({ modules: [contactFormModule, leadCallModule, leadModule] });
  const db = t.handle.db;
  groupId = t.demo.companyIds[0] ?? 0;
  const { admin, compta, chef, user } = t.demo.userIds;
  // Admin: new-lead mails, member of the lead's group company. Chef: the switch, another company only.
  // Compta: the switch, but no longer active. User: no switch.
  await db.update(users).set({ isReceiveMailLead: true, isReceiveAlert: true }).where(eq(users.id, admin));
  await db.update(users).set({ isReceiveMailLead: true }).where(eq(users.id, chef));
  await db
    .delete(userTriangleCompanies)
    .where(and(eq(userTriangleCompanies.userId, chef), eq(userTriangleCompanies.triangleCompanyId, groupId)));
  await db
    .update(users)
    .set({ isReceiveMailLead: true, isReceiveAlert: true, isActif: false })
    .where(eq(users.id, compta));
  await db.update(users).set({ isReceiveAlert: true }).where(eq(users.id, user));
  // An AI coach of that company with both switches: coaches do not use the back-office.
  const [coach] = await db
    .insert(users)
    .values({
      discr: "coach-ia",
      email: "coach.mail@tronc.test",
      name: "Coach",
      lastname: "Robot",
      isReceiveMailLead: true,
      isReceiveAlert: true,
    })
    .returning({ id: users.id });
  coachId = coach?.id ?? 0;
  await db.insert(userTriangleCompanies).values({ userId: coachId, triangleCompanyId: groupId });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.handle.db.delete(outbox);
});

const queued = () => t.handle.db.select().from(outbox).orderBy(asc(outbox.id));

describe("a new lead queues a mail for the users of its group company who asked for them", () => {
  it("created on the screen (tRPC): one mail, to the active member with the switch, with the lead's facts", async () => {
    const lead = await (await t.caller("user")).lead.create(newLeadInput(t));
    const mails = await queued();
    expect(mails.map((mail) => mail.recipientUserId)).toEqual([t.demo.userIds.admin]);
    expect(mails.map((mail) => mail.recipientUserId)).not.toContain(coachId);
    const [mail] = mails;
    expect(mail).toMatchObject({
      kind: "new-lead",
      subject: "Nouveau lead : Séminaire d'équipe à Annecy (Boulangerie Lefèvre)",
      attempts: 0,
      sentAt: null,
      failedAt: null,
    });
    const [row] = await t.handle.db.select().from(leads).where(eq(leads.id, lead.id));
    // Due at once, dated like the lead itself.
    expect(mail?.nextAttemptAt).toEqual(row?.createdAt);
    expect(mail?.payload).toMatchObject({
      leadId: lead.id,
      link: `/tronc-commun/admin/lead/edit/${lead.id}`,
      subject: "Séminaire d'équipe à Annecy",
      requesterName: "Hélène Dupré",
      requesterCompany: "Boulangerie Lefèvre",
      phone: "06 12 34 56 78",
      email: "helene.dupre@boulangerie-lefevre.fr",
      source: "Site internet",
      message: "Bonjour, nous souhaitons un séminaire pour 40 personnes en juin.",
    });
  });

  it("created by the old clients' Hydra chain (contact form, then lead): queued all the same", async () => {
    const cookie = await t.login("user");
    const post = async (url: string, payload: Record<string, unknown>) => {
      const response = await t.app.inject({ method: "POST", url, headers: { cookie }, payload });
      expect(response.statusCode).toBe(201);
      return response.json() as { "@id": string; id: number };
    };
    const form = await post("/api/tronc-commun/tronc_commun_contact_forms", {
      name: "Noémie Garnier",
      phone: "06 55 44 33 22",
      companyName: "Garnier SARL",
      message: "Demande de devis",
      subject: "Salon",
    });
    const group = `/api/tronc-commun/triangle_companies/${groupId}`;
    const lead = await post("/api/tronc-commun/tronc_commun_leads", {
      subject: "Stand au salon de Lyon",
      triangleCompany: group,
      sourceTriangleCompany: group,
      contactForm: form["@id"],
    });
    const mails = await queued();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipientUserId: t.demo.userIds.admin,
      kind: "new-lead",
      subject: "Nouveau lead : Stand au salon de Lyon (Garnier SARL)",
    });
    expect(mails[0]?.payload).toMatchObject({ leadId: Number(lead.id), email: null, source: null });
  });

  it("a lead refused for bad input queues nothing (nothing half-written)", async () => {
    const before = await salesRowCounts(t.handle.db);
    await expect((await t.caller("user")).lead.create({ ...newLeadInput(t), subject: "  " })).rejects.toThrow(
      "Le titre du lead est obligatoire",
    );
    expect(await queued()).toEqual([]);
    expect(await salesRowCounts(t.handle.db)).toEqual(before);
  });

  it("a lead handled by a company nobody with the switch belongs to queues nothing", async () => {
    const other = t.demo.companyIds[1] ?? 0;
    await t.handle.db
      .update(users)
      .set({ isReceiveMailLead: false })
      .where(eq(users.id, t.demo.userIds.admin));
    try {
      // Chef has the switch and belongs to this company: one mail, for chef only.
      await (await t.caller("user")).lead.create({
        ...newLeadInput(t),
        triangleCompanyId: other,
        sourceTriangleCompanyId: groupId,
      });
      expect((await queued()).map((mail) => mail.recipientUserId)).toEqual([t.demo.userIds.chef]);
      await t.handle.db.delete(outbox);
      await (await t.caller("user")).lead.create(newLeadInput(t));
      expect(await queued()).toEqual([]);
    } finally {
      await t.handle.db
        .update(users)
        .set({ isReceiveMailLead: true })
        .where(eq(users.id, t.demo.userIds.admin));
    }
  });
});

describe("an alert queues a mail for every active user with isReceiveAlert", () => {
  it("in the transaction that raised it: one row per recipient, the summary as subject", async () => {
    const now = new Date("2027-03-12T08:00:00.000Z");
    await t.handle.db.transaction(async (tx) => {
      const [alert] = await tx
        .insert(alerts)
        .values({
          type: "ALERT_TYPE_MISSED_CALLBACK",
          content: "<p>Le rappel du lead <strong>Séminaire</strong> n'a pas été fait.</p>",
          url: "/tronc-commun/admin/lead/edit/1",
          dedupeKey: "test-mail-queue-1",
          createdAt: now,
        })
        .returning();
      if (!alert) throw new Error("no alert");
      await queueAlertMails(
        tx,
        { ...alert, summary: "Rappel manqué : Séminaire (Boulangerie Lefèvre)" },
        now,
      );
    });
    const mails = await queued();
    expect(mails.map((mail) => mail.recipientUserId)).toEqual(
      [t.demo.userIds.admin, t.demo.userIds.user].sort((a, b) => a - b),
    );
    expect(mails[0]).toMatchObject({
      kind: "alert",
      subject: "Alerte : Rappel manqué : Séminaire (Boulangerie Lefèvre)",
      nextAttemptAt: now,
    });
    expect(mails[0]?.payload).toMatchObject({
      link: "/tronc-commun/admin/alerts",
      url: "/tronc-commun/admin/lead/edit/1",
      createdAt: "2027-03-12T08:00:00.000Z",
    });
  });

  it("rolled back with the alert when its transaction fails", async () => {
    await expect(
      t.handle.db.transaction(async (tx) => {
        await queueAlertMails(
          tx,
          {
            id: 1,
            type: "ALERT_TYPE_MISSED_CALLBACK",
            summary: "Perdue",
            content: "<p>Perdue</p>",
            url: null,
          },
          new Date(),
        );
        throw new Error("échec après la mise en file");
      }),
    ).rejects.toThrow("échec après la mise en file");
    expect(await queued()).toEqual([]);
  });
});
