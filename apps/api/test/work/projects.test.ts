import { taskAssignees, tasks, timeEntries } from "@tronc/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadModule } from "../../src/modules/sales/leads";
import { projectModule } from "../../src/modules/work/projects";
import { createTestApp, type TestApp } from "../helpers";
import { createLeadAs, updateLeadNow } from "../sales/sales-helpers";
import {
  insertClient,
  insertForeignGroupCompany,
  insertTask,
  projectCount,
  projectRow,
  stateAudit,
} from "./project-helpers";

let t: TestApp;
let client: number;
let otherClient: number;
let group: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [leadModule, projectModule] });
  client = await insertClient(t, "Château Lumière");
  otherClient = await insertClient(t, "Brasserie du Port");
  group = t.demo.companyIds[0] ?? 0;
});
afterAll(() => t.close());

async function created(name = "Séminaire d'automne", companyId = client) {
  const user = await t.caller("user");
  return user.project.create({ name, companyId, ownerTriangleCompanyId: group });
}

describe("projects: creation and edition", () => {
  it("creates a manual project in STATE_PROJECT, managed and created by its author", async () => {
    const user = await t.caller("user");
    const project = await user.project.create({
      name: "  Salon Vinexpo  ",
      companyId: client,
      ownerTriangleCompanyId: group,
      deliveryDate: "2026-12-15 10:00",
    });
    expect(project).toMatchObject({
      name: "Salon Vinexpo",
      state: "STATE_PROJECT",
      company: { id: client, name: "Château Lumière" },
      projectManager: { id: t.demo.userIds.user, fullname: "Lucas Durand" },
      creator: { id: t.demo.userIds.user },
      ownerTriangleCompany: { id: group },
      deliveryDate: "2026-12-15",
      lead: null,
      tasks: [],
      recapTask: { total: 0, finished: 0 },
      canArchive: true,
      canEdit: true,
      canDelete: false,
    });
    expect((await projectRow(t, project.id))?.searchText).toBe("salon vinexpo chateau lumiere");
    expect(await stateAudit(t, project.id)).toEqual([[null, "STATE_PROJECT"]]);
  });

  it("saves the title, description, game URL, shared companies and users", async () => {
    const project = await created();
    const taskId = await insertTask(t, project.id, "STATE_NEW");
    const user = await t.caller("user");
    const second = t.demo.companyIds[1] ?? 0;
    const saved = await user.project.update({
      id: project.id,
      version: project.version,
      name: "Séminaire d'hiver",
      comment: '<p>Prévoir <strong>80</strong> personnes</p><script>alert("x")</script>',
      gameUrl: "https://jeu.example.fr/hiver",
      triangleCompanyIds: [second, group],
      triangleUserIds: [t.demo.userIds.chef, t.demo.userIds.compta],
      projectManagerId: t.demo.userIds.chef,
      companyId: otherClient,
    });
    expect(saved).toMatchObject({
      name: "Séminaire d'hiver",
      comment: "<p>Prévoir <strong>80</strong> personnes</p>",
      gameUrl: "https://jeu.example.fr/hiver",
      projectManager: { id: t.demo.userIds.chef },
      company: { id: otherClient },
    });
    expect(saved.triangleCompanies.map((company) => company.id).sort()).toEqual([group, second].sort());
    expect(saved.triangleUsers.map((person) => person.fullname)).toEqual(["Claire Bernard", "Hugo Petit"]);
    expect((await projectRow(t, project.id))?.searchText).toBe("seminaire d'hiver brasserie du port");
    const [task] = await t.handle.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(task?.searchText).toContain("seminaire d'hiver brasserie du port");
    const cleared = await user.project.update({
      id: project.id,
      version: saved.version,
      gameUrl: null,
      triangleUserIds: [],
    });
    expect(cleared).toMatchObject({ gameUrl: null, triangleUsers: [] });
  });

  it("refuses bad input with a French message and saves nothing", async () => {
    const user = await t.caller("user");
    const before = await projectCount(t);
    const base = { name: "Projet", companyId: client, ownerTriangleCompanyId: group };
    await expect(user.project.create({ ...base, name: "a".repeat(251) })).rejects.toThrow(
      "Le titre du projet ne peut pas dépasser 250 caractères.",
    );
    await expect(user.project.create({ ...base, name: "  " })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message:
        "Un projet créé sans lead demande un titre, un client et l'entreprise du groupe qui gère le dossier",
    });
    await expect(user.project.create({ ...base, companyId: 999_999 })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Cette entreprise est introuvable",
    });
    const foreign = await insertForeignGroupCompany(t);
    await expect(user.project.create({ ...base, ownerTriangleCompanyId: foreign })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(user.project.create({ ...base, ownerTriangleCompanyId: 999_999 })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Cette entreprise du groupe est introuvable",
    });
    await expect(user.project.create({ ...base, deliveryDate: "demain" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "La date « demain » n'existe pas",
    });
    await expect(user.project.create({ ...base, gameUrl: "ftp://jeu.example.fr" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "L'adresse du jeu doit commencer par http:// ou https://.",
    });
    expect(await projectCount(t)).toBe(before);

    const project = await created("Inchangé");
    await expect(
      user.project.update({
        id: project.id,
        version: project.version,
        name: "Nouveau",
        state: "STATE_DONE" as "STATE_PROJECT",
      }),
    ).rejects.toThrow("Cet état de projet n'existe pas.");
    await expect(user.project.update({ id: project.id, version: project.version, name: "" })).rejects.toThrow(
      "Le titre du projet est obligatoire",
    );
    await expect(
      user.project.update({
        id: project.id,
        version: project.version,
        name: "Nouveau",
        gameUrl: "javascript:alert(1)",
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await projectRow(t, project.id))?.name).toBe("Inchangé");
  });

  it("refuses archiving while a task is open, then archives once it is closed", async () => {
    const project = await created("Archivage");
    const taskId = await insertTask(t, project.id, "STATE_IN_COURSE");
    const user = await t.caller("user");
    await expect(
      user.project.update({ id: project.id, version: project.version, state: "STATE_ARCHIVED" }),
    ).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: "Vous devez fermer toutes les tâches pour archiver ce projet",
    });
    expect((await projectRow(t, project.id))?.state).toBe("STATE_PROJECT");
    expect((await user.project.get({ id: project.id })).canArchive).toBe(false);
    await t.handle.db.update(tasks).set({ state: "STATE_CLOSED" }).where(eq(tasks.id, taskId));
    const archived = await user.project.update({
      id: project.id,
      version: project.version,
      state: "STATE_ARCHIVED",
    });
    expect(archived).toMatchObject({
      state: "STATE_ARCHIVED",
      canArchive: true,
      recapTask: { total: 1, finished: 1 },
    });
    expect(await stateAudit(t, project.id)).toEqual([
      [null, "STATE_PROJECT"],
      ["STATE_PROJECT", "STATE_ARCHIVED"],
    ]);
  });

  it("shows each task's spent and planned hours, its assignees and the totals", async () => {
    const project = await created("Heures");
    const first = await insertTask(t, project.id, "STATE_NEW");
    await insertTask(t, project.id, "STATE_CLOSED");
    await t.handle.db.insert(taskAssignees).values({ taskId: first, userId: t.demo.userIds.chef });
    const entry = {
      userId: t.demo.userIds.chef,
      triangleCompanyId: group,
      projectId: project.id,
      comment: "Montage",
    };
    await t.handle.db.insert(timeEntries).values([
      { ...entry, date: "2026-11-03", hours: "1.50", taskId: first },
      { ...entry, date: "2026-11-04", hours: "0.25", taskId: first },
    ]);
    const view = await (await t.caller("user")).project.get({ id: project.id });
    // Spent: 1.50 + 0.25 = 1.75 h on the first task; planned: 2.50 + 2.50 = 5 h (by hand).
    expect(view.tasks[0]).toMatchObject({
      id: first,
      spentHours: "1.75",
      durationHours: "2.5",
      assignees: [{ fullname: "Hugo Petit" }],
    });
    expect(view).toMatchObject({
      totalTaskReportHour: "1.75",
      totalTaskDuration: "5",
      recapTask: { total: 2, finished: 1 },
      canArchive: false,
    });
  });
});

describe("projects: search", () => {
  it("filters by text, states, client, manager, assigned user and group company, 50 a page", async () => {
    const user = await t.caller("user");
    const a = await created("Recherche Opéra Garnier");
    const b = await created("Recherche Opéra Bastille", otherClient);
    const second = t.demo.companyIds[1] ?? 0;
    await user.project.update({
      id: b.id,
      version: b.version,
      triangleUserIds: [t.demo.userIds.compta],
      triangleCompanyIds: [second],
    });
    await user.project.update({
      id: a.id,
      version: a.version,
      state: "STATE_TO_PLAN",
      projectManagerId: t.demo.userIds.chef,
    });
    const ids = async (input: Parameters<typeof user.project.search>[0]) =>
      (await user.project.search(input)).items.map((card) => card.id);
    expect(await ids({ q: "opera recherche" })).toEqual([b.id, a.id]);
    expect(await ids({ q: "OPÉRA garnier" })).toEqual([a.id]);
    expect(await ids({ q: "opera", states: ["STATE_TO_PLAN"] })).toEqual([a.id]);
    expect(await ids({ q: "opera", states: ["STATE_PROJECT", "STATE_PLANNED"] })).toEqual([b.id]);
    expect(await ids({ q: "opera", companyId: otherClient })).toEqual([b.id]);
    expect(await ids({ q: "opera", projectManagerId: t.demo.userIds.chef })).toEqual([a.id]);
    expect(await ids({ q: "opera", triangleUserId: t.demo.userIds.compta })).toEqual([b.id]);
    expect(await ids({ q: "opera", triangleCompanyId: second })).toEqual([b.id]);
    expect(await ids({ q: "opera", triangleCompanyId: group })).toEqual([b.id, a.id]);
    const page = await user.project.search({ q: "opera", pageSize: 1, page: 2 });
    expect(page).toMatchObject({ total: 2, totalIsExact: true, page: 2, pageSize: 1 });
    expect(page.items.map((card) => card.id)).toEqual([a.id]);
    expect((await user.project.search({})).pageSize).toBe(50);
  });

  it("gives each card its client, manager, tasks finished/total and warnings", async () => {
    const user = await t.caller("user");
    const project = await created("Carte Avertissements");
    await insertTask(t, project.id, "STATE_CLOSED");
    await insertTask(t, project.id, "STATE_NEW");
    const [card] = (await user.project.search({ q: "carte avertissements" })).items;
    expect(card).toMatchObject({
      company: { name: "Château Lumière" },
      projectManager: { fullname: "Lucas Durand" },
      recapTask: { total: 2, finished: 1 },
      warnings: ["noDeliveryDate"],
    });
  });
});

describe("projects: permissions and deletion", () => {
  it("asks to sign in", async () => {
    const anonymous = await t.caller(null);
    await expect(anonymous.project.search({})).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(
      anonymous.project.create({ name: "x", companyId: client, ownerTriangleCompanyId: group }),
    ).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  it("lets only a super admin delete, and only a project nothing depends on", async () => {
    const project = await created("À supprimer");
    const user = await t.caller("user");
    const admin = await t.caller("admin");
    await expect(user.project.delete({ id: project.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Seul un super administrateur peut supprimer un projet.",
    });
    expect((await admin.project.get({ id: project.id })).canDelete).toBe(true);
    const taskId = await insertTask(t, project.id, "STATE_NEW");
    await expect(admin.project.delete({ id: project.id })).rejects.toMatchObject({
      code: "CONFLICT",
      message:
        "Ce projet a 1 tâche(s), 0 temps saisi(s) et 0 PV de livraison : il ne peut pas être supprimé.",
    });
    await t.handle.db.delete(tasks).where(eq(tasks.id, taskId));
    await expect(admin.project.delete({ id: project.id })).resolves.toEqual({ id: project.id });
    expect(await projectRow(t, project.id)).toBeUndefined();
    await expect(admin.project.get({ id: project.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("a lead's project in the project search", () => {
  it("is found by its title from its creation, and follows the lead's new title", async () => {
    const user = await t.caller("user");
    const lead = await createLeadAs(user, t, { subject: "Séminaire Kilimandjaro" });
    const found = await user.project.search({ q: "kilimandjaro", states: ["STATE_LEAD"] });
    expect(found.items.map((project) => project.name)).toEqual(["Séminaire Kilimandjaro"]);
    await user.lead.takeOver({ id: lead.id });
    await updateLeadNow(user, { id: lead.id, subject: "Séminaire Tanganyika" });
    const renamed = await user.project.search({ q: "tanganyika", states: ["STATE_LEAD"] });
    expect(renamed.items.map((project) => project.name)).toEqual(["Séminaire Tanganyika"]);
  });
});
