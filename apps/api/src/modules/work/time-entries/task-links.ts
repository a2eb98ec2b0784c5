import { companies, projects, tasks, triangleCompanies } from "@tronc/db";
import { domainError } from "@tronc/domain";
import { eq } from "drizzle-orm";
import type { ServiceContext } from "../../../services/shared/context";
import type { NamedRef } from "./views";

/** What 'Saisir temps' on a task shows locked: the project's managing company and its client. */
export interface TaskTimeLinks {
  task: NamedRef;
  project: NamedRef;
  triangleCompany: NamedRef | null;
  company: NamedRef | null;
}

const named = (id: number | null, name: string | null): NamedRef | null =>
  id === null ? null : { id, name: name ?? "" };

export async function taskTimeLinks(
  { db }: ServiceContext,
  { taskId }: { taskId: number },
): Promise<TaskTimeLinks> {
  const [row] = await db
    .select({
      taskId: tasks.id,
      taskName: tasks.name,
      projectId: projects.id,
      projectName: projects.name,
      triangleCompanyId: triangleCompanies.id,
      triangleCompanyName: triangleCompanies.name,
      companyId: companies.id,
      companyName: companies.name,
    })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(triangleCompanies, eq(triangleCompanies.id, projects.ownerTriangleCompanyId))
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .where(eq(tasks.id, taskId));
  if (!row) throw domainError("TASK_NOT_FOUND", "notFound");
  return {
    task: { id: row.taskId, name: row.taskName },
    project: { id: row.projectId, name: row.projectName },
    triangleCompany: named(row.triangleCompanyId, row.triangleCompanyName),
    company: named(row.companyId, row.companyName),
  };
}
