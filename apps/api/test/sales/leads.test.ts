import { auditLog, projects } from "@tronc/db";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientCompanyModule } from "../../src/modules/sales/clients";
import { companyContactModule } from "../../src/modules/sales/company-contacts";
import { leadCallModule } from "../../src/modules/sales/lead-calls";
import { leadModule } from "../../src/modules/sales/leads";
import { createTestApp, type TestApp } from "../helpers";
import {
  createLeadAs,
  newCompany,
  newContact,
  newLeadInput,
  rejection,
  updateLeadNow,
} from "./sales-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    modules: [clientCompanyModule, companyContactModule, leadCallModule, leadModule],
  });
});
afterAll(() => t.close());

async function auditOf(entityType: string, entityId: number) {
  return t.handle.db
    .select({
      field: auditLog.field,
      from: auditLog.fromValue,
      to: auditLog.toValue,
      userId: auditLog.userId,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.id));
}

describe("a lead from the first call to a project", () => {
  it("is created unread with its contact form and its project in STATE_LEAD, in one go", async () => {
    const user = await t.caller("user");
    const lead = await createLeadAs(user, t, { subject: "Séminaire Zorglub" });
    expect(lead).toMatchObject({
      subject: "Séminaire Zorglub",
      leadStatus: "LEAD_STATUS_UNREAD",
      owner: null,
      company: null,
      triangleCompany: { id: t.demo.companyIds[0] },
      contactForm: {
        name: "Hélène Dupré",
        phone: "06 12 34 56 78",
        email: "helene.dupre@boulangerie-lefevre.fr",
        companyName: "Boulangerie Lefèvre",
        source: "Site internet",
        subject: "Séminaire Zorglub",
      },
      project: { name: "Séminaire Zorglub", state: "STATE_LEAD" },
      callbackRequired: true,
      missingCallback: true,
      canDelete: false,
    });
    const found = await user.lead.search({ q: "zorglub" });
    expect(found.mode).toBe("status");
    expect(found.items.map((item) => [item.id, item.isUnread])).toEqual([[lead.id, true]]);
    expect(await auditOf("lead", lead.id)).toEqual([
      { field: "leadStatus", from: null, to: "LEAD_STATUS_UNREAD", userId: t.demo.userIds.user },
    ]);
  });

  it("picks an existing company and one of its contacts, or adds a new contact to it (reusing a same e-mail)", async () => {
    const user = await t.caller("user");
    const sheet = await user.clientCompany.create({
      name: "Garage Moreau",
      siret: "55210055400013",
      activitySector: "Automobile",
    });
    const contact = await user.companyContact.create({
      companyId: sheet.id,
      name: "Julien Moreau",
      email: "julien@garage-moreau.fr",
      phone: "04 72 00 00 01",
    });
    const base = newLeadInput(t);
    const picked = await user.lead.create({
      ...base,
      requester: { companyId: sheet.id, contactId: contact.id },
    });
    expect(picked.company).toMatchObject({ id: sheet.id, name: "Garage Moreau" });
    expect(picked.contactForm).toMatchObject({
      name: "Julien Moreau",
      phone: "04 72 00 00 01",
      companyName: "Garage Moreau",
    });
    expect(picked.project?.state).toBe("STATE_LEAD");
    const typed = await user.lead.create({
      ...base,
      requester: {
        companyId: sheet.id,
        name: "Léa Moreau",
        phone: "0611223344",
        email: "lea@garage-moreau.fr",
      },
    });
    expect(typed.contactForm?.name).toBe("Léa Moreau");
    await user.lead.create({
      ...base,
      requester: { companyId: sheet.id, name: "Léa M.", phone: "0611223344", email: "LEA@garage-moreau.fr" },
    });
    const after = await user.clientCompany.get({ id: sheet.id });
    expect(after.contacts.map((c) => c.name).sort()).toEqual(["Julien Moreau", "Léa Moreau"]);
    expect(after.nbLeads).toBe(3);
    const other = await user.clientCompany.create({
      name: "Autre SA",
      siret: "73282932000074",
      activitySector: "BTP",
    });
    const wrong = await rejection(
      user.lead.create({ ...base, requester: { companyId: other.id, contactId: contact.id } }),
    );
    expect(wrong).toEqual({
      code: "BAD_REQUEST",
      message: "Ce contact n'appartient pas à l'entreprise choisie",
    });
  });

  it("is taken over (owner and assignee = me, 1er contact, read now), and not twice by someone else", async () => {
    const user = await t.caller("user");
    const lead = await createLeadAs(user, t, { subject: "Prise en charge" });
    const notYet = await rejection(updateLeadNow(user, { id: lead.id, leadLevel: "LEAD_HOT" }));
    expect(notYet).toEqual({ code: "UNPROCESSABLE_CONTENT", message: "Prenez d'abord ce lead en charge" });
    const chef = await t.caller("chef");
    const taken = await chef.lead.takeOver({ id: lead.id });
    expect(taken).toMatchObject({
      owner: { id: t.demo.userIds.chef, fullname: "Hugo Petit" },
      userAssigned: { id: t.demo.userIds.chef },
      leadStatus: "LEAD_STATUS_NEW",
    });
    expect(taken.readAt).not.toBeNull();
    expect(taken.takenOverAt).not.toBeNull();
    expect(await chef.lead.takeOver({ id: lead.id })).toMatchObject({ leadStatus: "LEAD_STATUS_NEW" });
    const refused = await rejection(user.lead.takeOver({ id: lead.id }));
    expect(refused).toEqual({ code: "CONFLICT", message: "Ce lead est déjà pris en charge par Hugo Petit" });
    const log = await auditOf("lead", lead.id);
    expect(log.slice(1)).toEqual([
      { field: "leadStatus", from: "LEAD_STATUS_UNREAD", to: "LEAD_STATUS_NEW", userId: t.demo.userIds.chef },
      { field: "ownerId", from: null, to: String(t.demo.userIds.chef), userId: t.demo.userIds.chef },
      { field: "userAssignedId", from: null, to: String(t.demo.userIds.chef), userId: t.demo.userIds.chef },
    ]);
  });

  it("saves level, status, assignee, subject and brief, each state change in the audit log", async () => {
    const chef = await t.caller("chef");
    const lead = await createLeadAs(chef, t, { subject: "Qualification" });
    await chef.lead.takeOver({ id: lead.id });
    const saved = await updateLeadNow(chef, {
      id: lead.id,
      leadLevel: "LEAD_HOT",
      leadStatus: "LEAD_STATUS_WRITE",
      userAssignedId: t.demo.userIds.user,
      subject: "  Qualification salon  ",
      brief: '<p>Budget <strong>10 k€</strong></p><script>alert("x")</script>',
    });
    expect(saved).toMatchObject({
      leadLevel: "LEAD_HOT",
      leadStatus: "LEAD_STATUS_WRITE",
      userAssigned: { id: t.demo.userIds.user, fullname: "Lucas Durand" },
      subject: "Qualification salon",
      brief: "<p>Budget <strong>10 k€</strong></p>",
      project: { name: "Qualification salon", state: "STATE_LEAD" },
    });
    expect(saved.assignedAt).not.toBeNull();
    const changes = (await auditOf("lead", lead.id))
      .slice(4)
      .map((entry) => [entry.field, entry.from, entry.to]);
    // Every field the save changed, in the order the service reads them (issue 29: the history shows them all).
    expect(changes).toEqual([
      ["subject", "Qualification", "Qualification salon"],
      ["brief", "", "<p>Budget <strong>10 k€</strong></p>"],
      ["userAssignedId", String(t.demo.userIds.chef), String(t.demo.userIds.user)],
      ["leadLevel", null, "LEAD_HOT"],
      ["leadStatus", "LEAD_STATUS_NEW", "LEAD_STATUS_WRITE"],
    ]);
    const back = await rejection(updateLeadNow(chef, { id: lead.id, leadStatus: "LEAD_STATUS_UNREAD" }));
    expect(back.message).toBe("Un lead pris en charge ne peut pas redevenir « Non lu »");
    const inactiveAssignee = await rejection(updateLeadNow(chef, { id: lead.id, userAssignedId: 9999 }));
    expect(inactiveAssignee.message).toBe("Seul un utilisateur actif du groupe peut être assigné à un lead");
  });

  it("sets, moves and cancels a callback to the minute, with 'Date de rappel invalide' for a bad date", async () => {
    const user = await t.caller("user");
    const lead = await createLeadAs(user, t, { subject: "Rappel" });
    const set = await user.lead.setCallback({
      id: lead.id,
      callbackAt: "2031-03-10T14:37:52",
      callbackSubject: "Devis",
    });
    expect(set).toMatchObject({
      callbackAt: "2031-03-10T13:37:00.000Z",
      callbackSubject: "Devis",
      callbackUser: { id: t.demo.userIds.user },
      missingCallback: false,
      callbackAlert: null,
    });
    const moved = await user.lead.setCallback({
      id: lead.id,
      callbackAt: "2031-07-01T09:15:00+02:00",
      callbackUserId: t.demo.userIds.chef,
    });
    expect(moved).toMatchObject({
      callbackAt: "2031-07-01T07:15:00.000Z",
      callbackUser: { id: t.demo.userIds.chef },
    });
    for (const callbackAt of ["", "31/02/2031 10:00", "2031-02-30T10:00", "demain"]) {
      expect(await rejection(user.lead.setCallback({ id: lead.id, callbackAt }))).toEqual({
        code: "BAD_REQUEST",
        message: "Date de rappel invalide",
      });
    }
    expect(await rejection(user.lead.setCallback({ id: lead.id }))).toMatchObject({
      message: "Date de rappel invalide",
    });
    const cancelled = await user.lead.cancelCallback({ id: lead.id, reason: "Le client rappellera" });
    expect(cancelled).toMatchObject({ callbackAt: null, callbackUser: null, missingCallback: true });
    expect(await rejection(user.lead.cancelCallback({ id: lead.id }))).toMatchObject({
      message: "Ce lead n'a pas de rappel à annuler",
    });
    const admin = await t.caller("admin");
    const log = (await admin.lead.changeLog({ id: lead.id })).filter((entry) => entry.field === "callbackAt");
    expect(log.map((entry) => [entry.fromValue, entry.toValue, entry.details])).toEqual([
      [null, "2031-03-10T13:37:00.000Z", { subject: "Devis" }],
      ["2031-03-10T13:37:00.000Z", "2031-07-01T07:15:00.000Z", null],
      ["2031-07-01T07:15:00.000Z", null, { reason: "Le client rappellera" }],
    ]);
  });

  it("converts to a project once: STATE_PROJECT with creator, client and a default project manager", async () => {
    const user = await t.caller("user");
    const lead = await createLeadAs(user, t, { subject: "Conversion projet" });
    await user.lead.convertToCompany({
      id: lead.id,
      company: newCompany({ siret: "35600000000048" }),
      contact: newContact(),
    });
    const chef = await t.caller("chef");
    const project = await chef.lead.convertToProject({ id: lead.id });
    expect(project).toMatchObject({
      state: "STATE_PROJECT",
      creator: { id: t.demo.userIds.chef },
      projectManager: { id: t.demo.userIds.chef },
      company: { name: "Boulangerie Lefèvre" },
      ownerTriangleCompany: { id: t.demo.companyIds[0] },
      lead: { id: lead.id },
    });
    expect(await rejection(chef.lead.convertToProject({ id: lead.id }))).toEqual({
      code: "CONFLICT",
      message: "Ce lead est déjà converti en projet",
    });
    expect((await auditOf("project", project.id)).map((entry) => [entry.from, entry.to])).toEqual([
      [null, "STATE_LEAD"],
      ["STATE_LEAD", "STATE_PROJECT"],
    ]);
    const afterProject = await user.lead.get({ id: lead.id });
    expect(afterProject.project).toMatchObject({ id: project.id, state: "STATE_PROJECT" });
  });

  it("is deleted only as a trash lead whose project is still a lead, with everything it owns", async () => {
    const user = await t.caller("user");
    const lead = await createLeadAs(user, t, { subject: "À jeter" });
    await user.lead.takeOver({ id: lead.id });
    await user.leadCall.create({ leadId: lead.id, callType: "OUTGOING_CALL", comment: "Pas de réponse" });
    const notTrash = await rejection(user.lead.delete({ id: lead.id }));
    expect(notTrash).toEqual({
      code: "UNPROCESSABLE_CONTENT",
      message: "Seul un lead à la poubelle dont le projet est encore au stade lead peut être supprimé",
    });
    const trashed = await updateLeadNow(user, { id: lead.id, leadLevel: "LEAD_TRASH" });
    expect(trashed.canDelete).toBe(true);
    expect(trashed.callbackRequired).toBe(false);
    await user.lead.delete({ id: lead.id });
    expect(await rejection(user.lead.get({ id: lead.id }))).toEqual({
      code: "NOT_FOUND",
      message: "Ce lead est introuvable",
    });
    const left = await t.handle.db.select().from(projects).where(eq(projects.leadId, lead.id));
    expect(left).toEqual([]);
    const converted = await createLeadAs(user, t, { subject: "Projet lancé" });
    await user.lead.takeOver({ id: converted.id });
    await updateLeadNow(user, { id: converted.id, leadLevel: "LEAD_TRASH" });
    await user.lead.convertToProject({ id: converted.id });
    expect((await user.lead.get({ id: converted.id })).canDelete).toBe(false);
    expect((await rejection(user.lead.delete({ id: converted.id }))).code).toBe("UNPROCESSABLE_CONTENT");
  });

  it("shows the change log to super admins only", async () => {
    const user = await t.caller("user");
    const lead = await createLeadAs(user, t, { subject: "Journal" });
    expect(await rejection(user.lead.changeLog({ id: lead.id }))).toEqual({
      code: "FORBIDDEN",
      message: "Vous n'avez pas les droits pour cette action.",
    });
    const log = await (await t.caller("admin")).lead.changeLog({ id: lead.id });
    expect(log.map((entry) => [entry.entityType, entry.field, entry.toValue])).toEqual([
      ["lead", "leadStatus", "LEAD_STATUS_UNREAD"],
      ["project", "state", "STATE_LEAD"],
    ]);
  });
});
