import { projects, taskAssignees, tasks, taskTypes } from "@tronc/db";
import { addDays, type TaskState, toParisDate } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dashboardModule } from "../../src/modules/work/dashboard";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
const now = new Date();
const today = toParisDate(now);
beforeAll(async () => {
  t = await createTestApp({ modules: [dashboardModule], now: () => now });
});
afterAll(() => t.close());

async function insertTask(task: {
  name: string;
  state: TaskState;
  start: number;
  end: number | null;
  progress: number;
  assignees: number[];
}): Promise<number> {
  const [type] = await t.handle.db
    .select({ id: taskTypes.id })
    .from(taskTypes)
    .where(eq(taskTypes.name, "Support"));
  const [project] = await t.handle.db
    .insert(projects)
    .values({ name: `Projet ${task.name}`, state: "STATE_PLANNED" })
    .returning({ id: projects.id });
  if (!type || !project) throw new Error("setup");
  const [row] = await t.handle.db
    .insert(tasks)
    .values({
      name: task.name,
      projectId: project.id,
      taskTypeId: type.id,
      state: task.state,
      startAt: addDays(today, task.start),
      endAt: task.end === null ? null : addDays(today, task.end),
      progress: task.progress,
      durationHours: "2.00",
    })
    .returning({ id: tasks.id });
  if (!row) throw new Error("setup");
  await t.handle.db
    .insert(taskAssignees)
    .values(task.assignees.map((userId) => ({ taskId: row.id, userId })));
  return row.id;
}

describe("the task dashboard", () => {
  // Claire (compta) has no demo task: her dashboard holds only the tasks inserted here.
  let ids: Record<string, number>;
  beforeAll(async () => {
    const me = t.demo.userIds.compta;
    const other = t.demo.userIds.chef;
    ids = {
      veryLate: await insertTask({
        name: "Très en retard",
        state: "STATE_IN_COURSE",
        start: -20,
        end: -8,
        progress: 30,
        assignees: [me],
      }),
      late: await insertTask({
        name: "En retard",
        state: "STATE_WAITING_CUSTOMER_TEST",
        start: -5,
        end: -1,
        progress: 80,
        assignees: [me, other],
      }),
      running: await insertTask({
        name: "En cours à jour",
        state: "STATE_IN_COURSE",
        start: -2,
        end: 5,
        progress: 40,
        assignees: [me],
      }),
      zero: await insertTask({
        name: "En cours à zéro",
        state: "STATE_IN_COURSE",
        start: -2,
        end: null,
        progress: 0,
        assignees: [me],
      }),
      done: await insertTask({
        name: "Finie mais ouverte",
        state: "STATE_IN_COURSE",
        start: -2,
        end: 2,
        progress: 100,
        assignees: [me],
      }),
      shouldStart: await insertTask({
        name: "Devrait démarrer",
        state: "STATE_NEW",
        start: 0,
        end: 3,
        progress: 0,
        assignees: [me],
      }),
      upcoming: await insertTask({
        name: "À venir",
        state: "STATE_NEW",
        start: 3,
        end: 9,
        progress: 0,
        assignees: [me],
      }),
      standby: await insertTask({
        name: "En pause",
        state: "STATE_STAND_BY",
        start: -1,
        end: 9,
        progress: 20,
        assignees: [me],
      }),
      resolved: await insertTask({
        name: "Résolue",
        state: "STATE_RESOLVED",
        start: -9,
        end: -3,
        progress: 100,
        assignees: [me],
      }),
      closed: await insertTask({
        name: "Fermée",
        state: "STATE_CLOSED",
        start: -9,
        end: -3,
        progress: 100,
        assignees: [me],
      }),
      others: await insertTask({
        name: "Celle de Hugo",
        state: "STATE_IN_COURSE",
        start: -9,
        end: -3,
        progress: 10,
        assignees: [other],
      }),
    };
  });

  it("puts each open task of the user in its section with its warnings", async () => {
    const board = await (await t.caller("compta")).dashboard.tasks();
    expect(board.today).toBe(today);
    const cards = (section: keyof typeof board.sections) =>
      board.sections[section].map((card) => [card.id, card.warnings]);
    // late: ended 8 days ago (very late, > 7) and yesterday; sorted by end day
    expect(cards("late")).toEqual([
      [ids.veryLate, ["veryLate"]],
      [ids.late, ["late"]],
    ]);
    expect(cards("inProgress")).toEqual([
      [ids.done, ["shouldBeResolved"]],
      [ids.running, []],
      [ids.zero, ["progressToUpdate"]],
    ]);
    expect(cards("upcoming")).toEqual([
      [ids.shouldStart, ["shouldBeInProgress"]],
      [ids.standby, []], // ends on the same day as the next, starts earlier
      [ids.upcoming, []],
    ]);
    expect(board.sections.late[0]).toMatchObject({
      name: "Très en retard",
      projectName: "Projet Très en retard",
      taskTypeName: "Support",
      avancement: 30,
      state: "STATE_IN_COURSE",
    });
  });

  it("leaves out closed and resolved tasks and other users' tasks", async () => {
    const board = await (await t.caller("compta")).dashboard.tasks();
    const all = Object.values(board.sections).flatMap((section) => section.map((card) => card.id));
    expect(all).toHaveLength(8);
    for (const absent of [ids.resolved, ids.closed, ids.others]) expect(all).not.toContain(absent);
    const hugo = await (await t.caller("chef")).dashboard.tasks();
    const hugoIds = Object.values(hugo.sections).flatMap((section) => section.map((card) => card.id));
    expect(hugoIds).toContain(ids.others);
    expect(hugoIds).toContain(ids.late);
    expect(hugoIds).not.toContain(ids.veryLate);
  });

  it("is refused without a session and refuses input", async () => {
    await expect((await t.caller(null)).dashboard.tasks()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(
      (await t.caller("user")).dashboard.tasks({ userId: t.demo.userIds.chef } as never),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("shows the demo user Lucas his seeded tasks in the three sections", async () => {
    const board = await (await t.caller("user")).dashboard.tasks();
    const names = (section: keyof typeof board.sections) => board.sections[section].map((card) => card.name);
    expect(names("late")).toEqual(["Réserver la salle et le traiteur", "Valider le déroulé avec le client"]);
    expect(board.sections.late.map((card) => card.warnings)).toEqual([["veryLate"], ["late"]]);
    expect(names("inProgress")).toEqual(["Imprimer les badges", "Préparer les animations"]);
    expect(names("upcoming")).toEqual([
      "Brief de l'équipe d'animation",
      "Maquettes des écrans du quiz",
      "Commander les kits stagiaires",
      "Mise en place de l'hébergement",
    ]);
  });
});
