import { projects, tasks } from "@tronc/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taskModule } from "../../src/modules/work/tasks";
import { taskSearchStatements } from "../../src/services/work/tasks/search";
import { refreshTaskSearchText } from "../../src/services/work/tasks/search-text";
import { createTestApp, type TestApp } from "../helpers";
import { rejection } from "../sales/sales-helpers";
import { insertTaskFixtures, LONG_DESCRIPTION } from "./task-helpers";

// 10 March 2026 in Paris.
const NOW = new Date("2026-03-10T10:00:00Z");

let t: TestApp;
let f: Awaited<ReturnType<typeof insertTaskFixtures>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ modules: [taskModule], now: () => NOW });
  f = await insertTaskFixtures(t.handle.db, "recherche");
  const user = await t.caller("user");
  const base = { projectId: f.projectId, taskTypeId: f.typeId, duration: 1, description: LONG_DESCRIPTION };
  const { userIds } = t.demo;
  const make = async (key: string, input: Record<string, unknown>) => {
    ids[key] = (await user.task.create({ ...base, assigneeIds: [userIds.user], ...input })).id;
  };
  // Ended yesterday and still open: late.
  await make("late", { name: "Commander les fleurs", startAt: "2026-03-01", endAt: "2026-03-09" });
  // Ended yesterday but resolved: not late.
  await make("resolved", {
    name: "Envoyer le devis",
    startAt: "2026-03-02",
    endAt: "2026-03-09",
    state: "STATE_RESOLVED",
  });
  // Ends today: not late.
  await make("today", { name: "Valider le traiteur", startAt: "2026-03-03", endAt: "2026-03-10" });
  await make("chef", {
    name: "Préparer les badges",
    startAt: "2026-03-04",
    assigneeIds: [userIds.chef],
    taskTypeId: f.otherTypeId,
  });
  await make("otherProject", {
    name: "Réserver le stand",
    startAt: "2026-03-05",
    projectId: f.plannedProjectId,
  });
});
afterAll(() => t.close());

const search = async (params: Record<string, unknown>) =>
  (await (await t.caller("user")).task.search({ projectId: undefined, ...params })).items.map(
    (item) => item.id,
  );

describe("task search", () => {
  it("lists by start date, newest first, with the list's columns", async () => {
    const page = await (await t.caller("user")).task.search({ projectId: f.projectId });
    expect(page.items.map((item) => item.id)).toEqual([ids.chef, ids.today, ids.resolved, ids.late]);
    expect(page).toMatchObject({ total: 4, totalIsExact: true, page: 1, pageSize: 50 });
    expect(page.items[3]).toMatchObject({
      name: "Commander les fleurs",
      projectName: "Séminaire recherche",
      clientName: "Client recherche",
      typeName: "Montage recherche",
      state: "STATE_NEW",
      durationHours: "1",
      isLate: true,
      assignees: [{ id: t.demo.userIds.user }],
    });
  });

  it("finds by words of the task, project or client name, accents ignored", async () => {
    expect(await search({ q: "FLEURS seminaire" })).toEqual([ids.late]);
    expect(await search({ q: "salon recherche" })).toEqual([ids.otherProject]);
    expect(await search({ q: "autre recherche" })).toEqual([ids.otherProject]);
    expect(await search({ q: "introuvable recherche" })).toEqual([]);
  });

  it("filters by project, client, type, assignee and states", async () => {
    expect(await search({ projectId: f.plannedProjectId })).toEqual([ids.otherProject]);
    expect(await search({ companyId: f.otherClientId })).toEqual([ids.otherProject]);
    expect(await search({ taskTypeId: f.otherTypeId })).toEqual([ids.chef]);
    expect(await search({ userId: t.demo.userIds.chef, projectId: f.projectId })).toEqual([ids.chef]);
    expect(await search({ projectId: f.projectId, states: ["STATE_RESOLVED", "STATE_CLOSED"] })).toEqual([
      ids.resolved,
    ]);
  });

  it("'Tâches en retard': open tasks whose end date is before today", async () => {
    expect(await search({ late: true, companyId: f.clientId })).toEqual([ids.late]);
    expect(await search({ late: false, projectId: f.projectId })).toHaveLength(4);
  });

  it("pages by 50, and a project's tasks come up to 9999 at once", async () => {
    const rows = Array.from({ length: 51 }, (_, index) => ({
      name: `Tâche en série ${index}`,
      projectId: f.plannedProjectId,
      taskTypeId: f.typeId,
      startAt: "2025-01-01",
      durationHours: "1",
      description: LONG_DESCRIPTION,
    }));
    await t.handle.db.insert(tasks).values(rows);
    const user = await t.caller("user");
    const first = await user.task.search({ projectId: f.plannedProjectId });
    expect([first.items.length, first.total, first.pageSize]).toEqual([50, 52, 50]);
    const second = await user.task.search({ projectId: f.plannedProjectId, page: 2 });
    expect(second.items).toHaveLength(2);
    const all = await user.task.search({ projectId: f.plannedProjectId, pageSize: 9999 });
    expect(all.items).toHaveLength(52);
    expect((await rejection(user.task.search({ pageSize: 10_000 }))).message).toContain(
      "La taille de page doit être au plus 9999.",
    );
  });

  it("keeps the search text current when the project is renamed", async () => {
    await t.handle.db
      .update(projects)
      .set({ name: "Congrès Azur" })
      .where(eq(projects.id, f.plannedProjectId));
    expect(await search({ q: "congres azur" })).toEqual([]);
    await refreshTaskSearchText(t.handle.db, { projectId: f.plannedProjectId });
    expect(await search({ q: "congres azur stand" })).toEqual([ids.otherProject]);
  });

  it("exposes the statements one search runs (the page, then the capped count)", () => {
    const statements = taskSearchStatements(t.handle.db, { q: "fleurs", userId: 3, late: true }, NOW);
    expect(statements).toHaveLength(2);
    expect(statements[0]?.sql).toContain('from "tasks"');
    expect(statements[0]?.params).toContain("%fleurs%");
    expect(statements[1]?.sql).toContain("count(");
  });

  it("refuses an unknown state", async () => {
    const user = await t.caller("user");
    const error = await rejection(user.task.search({ states: ["STATE_LOST" as "STATE_NEW"] }));
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toContain("Cet état de tâche n'existe pas.");
  });
});
