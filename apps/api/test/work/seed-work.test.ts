import {
  companies,
  type DbHandle,
  deliveryReports,
  projects,
  taskAssignees,
  tasks,
  timeEntries,
  users,
} from "@tronc/db";
import { createTestDb } from "@tronc/db/testing";
import {
  addDays,
  isTaskLate,
  isWorkingDay,
  projectSearchText,
  taskSearchText,
  toParisDate,
} from "@tronc/domain";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PROJECTS } from "../../src/seed/work-data";

let handle: DbHandle;
// The template was seeded today by the run's global setup.
const today = toParisDate(new Date());
beforeAll(async () => {
  handle = await createTestDb({ seeded: true });
});
afterAll(() => handle.close());

const demoNames = DEMO_PROJECTS.map((project) => project.name);

async function demoProjects() {
  return handle.db
    .select({ project: projects, clientName: companies.name })
    .from(projects)
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .where(inArray(projects.name, demoNames));
}

describe("the operations demo", () => {
  it("has a project in each of the six states, with its search text", async () => {
    const rows = await demoProjects();
    expect(rows).toHaveLength(7);
    expect(new Set(rows.map((row) => row.project.state))).toEqual(
      new Set([
        "STATE_LEAD",
        "STATE_PROJECT",
        "STATE_TO_PLAN",
        "STATE_PLANNED",
        "STATE_FACTURABLE",
        "STATE_ARCHIVED",
      ]),
    );
    for (const { project, clientName } of rows) {
      expect(project.searchText).toBe(projectSearchText({ name: project.name, clientName }));
    }
  });

  it("gives the projects tasks, some late and some resolved, assigned and searchable", async () => {
    const rows = await handle.db
      .select({ task: tasks, projectName: projects.name, clientName: companies.name })
      .from(tasks)
      .innerJoin(projects, eq(projects.id, tasks.projectId))
      .leftJoin(companies, eq(companies.id, projects.companyId))
      .where(inArray(projects.name, demoNames));
    expect(rows).toHaveLength(DEMO_PROJECTS.reduce((sum, project) => sum + project.tasks.length, 0));
    const late = rows.filter(({ task }) => isTaskLate({ ...task, avancement: task.progress }, today));
    expect(late.length).toBeGreaterThanOrEqual(3);
    expect(rows.filter(({ task }) => task.state === "STATE_RESOLVED").length).toBeGreaterThanOrEqual(2);
    for (const { task, projectName, clientName } of rows) {
      expect(task.searchText).toBe(taskSearchText({ name: task.name, projectName, clientName }));
      expect(task.description.replace(/<[^>]*>/g, "").length).toBeGreaterThanOrEqual(20);
    }
    const assigned = await handle.db
      .selectDistinct({ taskId: taskAssignees.taskId })
      .from(taskAssignees)
      .where(
        inArray(
          taskAssignees.taskId,
          rows.map(({ task }) => task.id),
        ),
      );
    expect(assigned).toHaveLength(rows.length);
  });

  it("records time on the working days of the last two months, at most a day's worth each", async () => {
    const rows = await handle.db
      .select()
      .from(timeEntries)
      .where(eq(timeEntries.date, addDays(today, -100)));
    expect(rows).toHaveLength(0);
    const all = await handle.db
      .select({ entry: timeEntries, email: users.email })
      .from(timeEntries)
      .innerJoin(users, eq(users.id, timeEntries.userId));
    const first = addDays(today, -60);
    expect(
      all.every(({ entry }) => entry.date >= first && entry.date <= today && isWorkingDay(entry.date)),
    ).toBe(true);
    const lucasDays = new Set(
      all.filter(({ email }) => email === "user@tronc.test").map(({ entry }) => entry.date),
    );
    // every working day of the two months has Lucas's time
    for (let offset = -60; offset <= 0; offset++) {
      const date = addDays(today, offset);
      if (isWorkingDay(date)) expect(lucasDays.has(date), date).toBe(true);
    }
    const perDay = new Map<string, number>();
    for (const { entry } of all) {
      const key = `${entry.userId}:${entry.date}`;
      perDay.set(key, (perDay.get(key) ?? 0) + Number(entry.hours));
    }
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(24);
    // an entry on a task repeats its project; free-form ones carry neither
    for (const { entry } of all) expect(entry.taskId === null).toBe(entry.projectId === null);
  });

  it("has delivery reports in the three states, the answered ones with their evidence", async () => {
    const rows = await handle.db.select().from(deliveryReports);
    expect(new Set(rows.map((row) => row.state))).toEqual(
      new Set(["DELIVERY_REPORT_DRAFT", "DELIVERY_REPORT_VALIDATED", "DELIVERY_REPORT_REFUSED"]),
    );
    for (const row of rows) {
      expect(row.creatorSignature).toMatch(/^data:image\/png;base64,/);
      expect(row.token).toMatch(/^[0-9a-f]{64}$/);
      if (row.state === "DELIVERY_REPORT_DRAFT") {
        expect(row.signedAt).toBeNull();
      } else {
        expect(row.signedAt).toBeInstanceOf(Date);
        expect(row.signedIp).toBe("192.0.2.10");
        expect(row.signedPdfSha256).toMatch(/^[0-9a-f]{64}$/);
      }
    }
  });
});
