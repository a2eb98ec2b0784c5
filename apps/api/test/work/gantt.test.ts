import { projects, taskAssignees, tasks, taskTypes } from "@tronc/db";
import { addDays, addMonths, type ProjectState, type TaskState, toParisDate } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ganttModule } from "../../src/modules/work/gantt";
import { createTestApp, type DemoUser, type TestApp } from "../helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [ganttModule] });
});
afterAll(() => t.close());

/** A spring of 2020, far from the demo's tasks (dated around today). */
const range = { from: "2020-03-30", to: "2020-05-03" };
const ids: Record<string, number> = {};
const projectIds: Record<string, number> = {};
const typeIds: Record<string, number> = {};

async function project(key: string, state: ProjectState) {
  const [row] = await t.handle.db
    .insert(projects)
    .values({ name: key, state })
    .returning({ id: projects.id });
  if (!row) throw new Error("setup");
  projectIds[key] = row.id;
}

async function task(
  key: string,
  values: {
    project: string;
    type: string;
    state: TaskState;
    startAt: string;
    endAt: string | null;
    progress: number;
  },
  assignees: DemoUser[],
) {
  const [row] = await t.handle.db
    .insert(tasks)
    .values({
      name: key,
      projectId: projectIds[values.project] ?? 0,
      taskTypeId: typeIds[values.type] ?? 0,
      state: values.state,
      startAt: values.startAt,
      endAt: values.endAt,
      progress: values.progress,
      durationHours: "1.00",
    })
    .returning({ id: tasks.id });
  if (!row) throw new Error("setup");
  ids[key] = row.id;
  await t.handle.db
    .insert(taskAssignees)
    .values(assignees.map((who) => ({ taskId: row.id, userId: t.demo.userIds[who] })));
}

beforeAll(async () => {
  for (const row of await t.handle.db.select({ id: taskTypes.id, name: taskTypes.name }).from(taskTypes)) {
    typeIds[row.name] = row.id;
  }
  await project("Alpha", "STATE_PLANNED");
  await project("Bravo", "STATE_FACTURABLE");
  await project("Zoulou archivé", "STATE_ARCHIVED");
  const base = { type: "Support", progress: 0 } as const;
  await task(
    "a1",
    { ...base, project: "Alpha", state: "STATE_NEW", startAt: "2020-04-01", endAt: "2020-04-03" },
    ["user"],
  );
  await task(
    "a2",
    {
      ...base,
      project: "Alpha",
      state: "STATE_IN_COURSE",
      startAt: "2020-03-20",
      endAt: "2020-04-10",
      type: "Animation",
      progress: 60,
    },
    ["user", "chef"],
  );
  await task("b1", { ...base, project: "Bravo", state: "STATE_CLOSED", startAt: "2020-05-01", endAt: null }, [
    "chef",
  ]);
  await task(
    "out",
    { ...base, project: "Bravo", state: "STATE_NEW", startAt: "2020-05-04", endAt: "2020-05-10" },
    ["user"],
  );
  await task(
    "archived",
    { ...base, project: "Zoulou archivé", state: "STATE_CLOSED", startAt: "2020-04-01", endAt: "2020-04-02" },
    ["user"],
  );
});

const chartIds = (chart: { projects: { items: { id: number }[] }[] }) =>
  chart.projects.flatMap((p) => p.items.map((item) => item.id));

describe("the Gantt through tRPC", () => {
  it("answers the grid and the bars grouped by project (workable projects only)", async () => {
    const chart = await (await t.caller("user")).gantt.chart(range);
    // 30 March → 3 May 2020: 2 + 30 + 3 = 35 days
    expect(chart).toMatchObject({ ...range, totalDays: 35, dayWidth: 20, truncated: false });
    expect(chart.months).toEqual([
      { label: "mars 2020", days: 2, offset: 0 },
      { label: "avril 2020", days: 30, offset: 40 },
      { label: "mai 2020", days: 3, offset: 640 },
    ]);
    expect(chart.times.find((day) => day.date === "2020-04-13")).toMatchObject({ isHoliday: true }); // Easter Monday
    expect(chart.times.find((day) => day.date === "2020-05-01")).toMatchObject({ isHoliday: true });
    expect(chart.times.find((day) => day.date === "2020-04-04")).toMatchObject({ isWeekend: true });
    expect(chart.projects.map((p) => [p.name, p.items.map((item) => item.taskTitle)])).toEqual([
      ["Alpha", ["a2", "a1"]],
      ["Bravo", ["b1"]],
    ]);
    const a2 = chart.projects[0]?.items[0];
    expect(a2).toMatchObject({
      id: ids.a2,
      date: "2020-03-20",
      duration: 22,
      project: projectIds.Alpha,
      avancement: 60,
      progressColor: "info",
      status: "STATE_IN_COURSE",
      priority: "PRIORITY_NORMAL",
      taskTypeName: "Animation",
      isFood: false,
      // starts before the range: cut at its first day, 30 March → 10 April = 12 days
      left: 0,
      width: 12 * 20,
    });
    expect(a2?.users.map((user) => user.fullname)).toEqual(["Hugo Petit", "Lucas Durand"]);
    expect(chart.projects[0]?.items[1]).toMatchObject({
      left: 2 * 20,
      width: 3 * 20,
      progressColor: "danger",
    });
  });

  it("filters by users, projects, states, task type and range", async () => {
    const gantt = (await t.caller("user")).gantt;
    expect(chartIds(await gantt.chart({ ...range, users: [t.demo.userIds.chef] }))).toEqual([ids.a2, ids.b1]);
    expect(chartIds(await gantt.chart({ ...range, projects: [projectIds.Bravo ?? 0] }))).toEqual([ids.b1]);
    expect(chartIds(await gantt.chart({ ...range, state: ["STATE_NEW", "STATE_CLOSED"] }))).toEqual([
      ids.a1,
      ids.b1,
    ]);
    expect(chartIds(await gantt.chart({ ...range, idTaskType: typeIds.Animation }))).toEqual([ids.a2]);
    expect(chartIds(await gantt.chart({ from: "2020-04-04", to: "2020-05-10" }))).toEqual([
      ids.a2,
      ids.b1,
      ids.out,
    ]);
    expect(chartIds(await gantt.chart({ from: "2020-04-04T00:00:00", to: "2020-04-30" }))).toEqual([ids.a2]);
  });

  it("defaults to 15 days ago until 3 months ahead", async () => {
    const today = toParisDate(new Date());
    const chart = await (await t.caller("user")).gantt.chart({ users: [t.demo.userIds.user] });
    expect(chart.from).toBe(addDays(today, -15));
    expect(chart.to).toBe(addMonths(today, 3));
    // Lucas's seeded open tasks are drawn
    expect(chart.projects.map((p) => p.name)).toContain("Séminaire annuel Lumière");
  });

  it("refuses bad input in French", async () => {
    const gantt = (await t.caller("user")).gantt;
    await expect(gantt.chart({ from: "2020-05-01", to: "2020-04-01" })).rejects.toThrow(
      "La date de fin du Gantt ne peut pas précéder sa date de début.",
    );
    await expect(gantt.chart({ from: "2020-01-01", to: "2023-01-01" })).rejects.toThrow(
      "Le Gantt couvre au plus 731 jours : resserrez les dates.",
    );
    await expect(gantt.chart({ from: "2020-02-30" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(gantt.chart({ state: ["STATE_DONE" as TaskState] })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(gantt.chart({ users: [0] })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect((await t.caller(null)).gantt.chart({})).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("offers users, the projects in the four workable states and the task types as filters", async () => {
    const filters = await (await t.caller("user")).gantt.filters();
    expect(filters.users.map((user) => user.fullname)).toContain("Lucas Durand");
    expect(new Set(filters.projects.map((p) => p.state))).toEqual(
      new Set(["STATE_PROJECT", "STATE_TO_PLAN", "STATE_PLANNED", "STATE_FACTURABLE"]),
    );
    expect(filters.projects.map((p) => p.name)).not.toContain("Zoulou archivé");
    expect(filters.taskTypes.map((type) => type.name)).toContain("Achat");
  });
});

describe("GET /api/tronc-commun/gantt", () => {
  const get = async (query: string, who: DemoUser | null = "user") =>
    t.app.inject({
      method: "GET",
      url: `/api/tronc-commun/gantt?${query}`,
      headers: who ? { cookie: await t.login(who) } : {},
    });

  it("answers months, times, totalDays and projects with the documented items", async () => {
    const response = await get(
      `from=${range.from}&to=${range.to}&users[]=/api/users/${t.demo.userIds.chef}&state[]=STATE_IN_COURSE`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ "@type": "Gantt", totalDays: 35 });
    expect(body.months).toEqual([
      { label: "mars 2020", days: 2 },
      { label: "avril 2020", days: 30 },
      { label: "mai 2020", days: 3 },
    ]);
    expect(body.times).toHaveLength(35);
    expect(body.projects).toHaveLength(1);
    expect(body.projects[0]).toMatchObject({
      "@id": `/api/tronc-commun/tronc_commun_projects/${projectIds.Alpha}`,
    });
    expect(body.projects[0].items).toEqual([
      expect.objectContaining({
        id: ids.a2,
        date: "2020-03-20",
        duration: 22,
        taskTitle: "a2",
        avancement: 60,
        status: "STATE_IN_COURSE",
        priority: "PRIORITY_NORMAL",
        isFood: false,
        project: expect.objectContaining({ id: projectIds.Alpha, name: "Alpha" }),
        users: [
          expect.objectContaining({ "@id": `/api/users/${t.demo.userIds.chef}`, fullname: "Hugo Petit" }),
          expect.objectContaining({ fullname: "Lucas Durand" }),
        ],
      }),
    ]);
  });

  it("takes ids, single values and the task type and project filters", async () => {
    const response = await get(
      `from=${range.from}&to=${range.to}&projects=${projectIds.Alpha}&idTaskType=/api/tronc-commun/task_types/${typeIds.Support}`,
    );
    expect(response.statusCode).toBe(200);
    expect(chartIds(response.json())).toEqual([ids.a1]);
  });

  it("refuses bad parameters with a French hydra:description, and anonymous calls", async () => {
    const reversed = await get("from=2020-05-01&to=2020-04-01");
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()["hydra:description"]).toBe(
      "La date de fin du Gantt ne peut pas précéder sa date de début.",
    );
    expect((await get("users[]=/api/tronc-commun/task_types/1")).statusCode).toBe(400);
    expect((await get("state[]=NOPE")).statusCode).toBe(400);
    expect((await get("from=hier")).statusCode).toBe(400);
    expect((await get("", null)).statusCode).toBe(401);
  });
});
