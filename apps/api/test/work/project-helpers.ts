import { auditLog, companies, projects, tasks, taskTypes, triangleCompanies } from "@tronc/db";
import type { TaskState } from "@tronc/domain";
import { and, eq } from "drizzle-orm";
import type { TestApp } from "../helpers";

let serial = 0;

export async function insertClient(t: TestApp, name: string): Promise<number> {
  const [row] = await t.handle.db.insert(companies).values({ name }).returning({ id: companies.id });
  if (!row) throw new Error("client insert returned nothing");
  return row.id;
}

/** An active group company none of the demo users belongs to. */
export async function insertForeignGroupCompany(t: TestApp): Promise<number> {
  serial += 1;
  const [row] = await t.handle.db
    .insert(triangleCompanies)
    .values({
      name: `Étrangère ${serial}`,
      code: `ET${serial}`,
      siret: `1234567800${String(serial).padStart(4, "0")}`,
    })
    .returning({ id: triangleCompanies.id });
  if (!row) throw new Error("group company insert returned nothing");
  return row.id;
}

/** A task row written directly (the tasks area owns its procedures). */
export async function insertTask(t: TestApp, projectId: number, state: TaskState): Promise<number> {
  serial += 1;
  const [type] = await t.handle.db
    .insert(taskTypes)
    .values({ name: `Type projet ${serial}` })
    .returning({ id: taskTypes.id });
  if (!type) throw new Error("task type insert returned nothing");
  const [row] = await t.handle.db
    .insert(tasks)
    .values({
      name: `Tâche ${serial}`,
      projectId,
      taskTypeId: type.id,
      state,
      startAt: "2026-11-02",
      durationHours: "2.50",
    })
    .returning({ id: tasks.id });
  if (!row) throw new Error("task insert returned nothing");
  return row.id;
}

export async function projectRow(t: TestApp, id: number) {
  const [row] = await t.handle.db.select().from(projects).where(eq(projects.id, id));
  return row;
}

export async function projectCount(t: TestApp): Promise<number> {
  return (await t.handle.db.select({ id: projects.id }).from(projects)).length;
}

export async function stateAudit(t: TestApp, id: number) {
  const rows = await t.handle.db
    .select({ from: auditLog.fromValue, to: auditLog.toValue })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "project"), eq(auditLog.entityId, id), eq(auditLog.field, "state")))
    .orderBy(auditLog.id);
  return rows.map((row) => [row.from, row.to]);
}
