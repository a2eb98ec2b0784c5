import { companies, projects, tasks, taskTypes, timeEntries } from "@tronc/db";
import { count, eq } from "drizzle-orm";
import type { TestApp } from "../helpers";

let serial = 0;

/** A client, a project managed by the second demo group company for that client, and a task on it. */
export async function insertTaskFixture(t: TestApp) {
  serial += 1;
  const { db } = t.handle;
  const ownerTriangleCompanyId = t.demo.companyIds[1] ?? t.demo.companyIds[0];
  if (ownerTriangleCompanyId === undefined) throw new Error("no demo group company");
  const [client] = await db
    .insert(companies)
    .values({ name: `Client temps ${serial}` })
    .returning({ id: companies.id });
  if (!client) throw new Error("client insert returned nothing");
  const [project] = await db
    .insert(projects)
    .values({
      name: `Projet temps ${serial}`,
      state: "STATE_PROJECT",
      companyId: client.id,
      ownerTriangleCompanyId,
    })
    .returning({ id: projects.id });
  if (!project) throw new Error("project insert returned nothing");
  const [type] = await db
    .insert(taskTypes)
    .values({ name: `Type temps ${serial}` })
    .returning({ id: taskTypes.id });
  if (!type) throw new Error("task type insert returned nothing");
  const [task] = await db
    .insert(tasks)
    .values({
      name: `Tâche temps ${serial}`,
      projectId: project.id,
      taskTypeId: type.id,
      startAt: "2031-01-01",
      durationHours: "4",
    })
    .returning({ id: tasks.id });
  if (!task) throw new Error("task insert returned nothing");
  return { clientId: client.id, projectId: project.id, taskId: task.id, ownerTriangleCompanyId };
}

export async function insertClient(t: TestApp, name: string): Promise<number> {
  const [row] = await t.handle.db.insert(companies).values({ name }).returning({ id: companies.id });
  if (!row) throw new Error("client insert returned nothing");
  return row.id;
}

export async function timeEntryCount(t: TestApp): Promise<number> {
  const [row] = await t.handle.db.select({ n: count() }).from(timeEntries);
  return row?.n ?? 0;
}

export async function timeEntryRow(t: TestApp, id: number) {
  const [row] = await t.handle.db.select().from(timeEntries).where(eq(timeEntries.id, id));
  return row;
}

export function groupCompanyId(t: TestApp): number {
  const id = t.demo.companyIds[0];
  if (id === undefined) throw new Error("no demo group company");
  return id;
}
