import { companies, projects, taskTypes, users } from "@tronc/db";
import { TASK_PROJECT_STATES } from "@tronc/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import { BACK_OFFICE_DISCR, fullname } from "../../../auth/session-user";
import type { ServiceContext } from "../../shared/context";

export interface TaskProjectOption {
  id: number;
  name: string;
  clientName: string | null;
}

/** The projects offered when choosing a project for a task: in course, to plan, planned or billable. */
export function taskProjectOptions({ db }: ServiceContext): Promise<TaskProjectOption[]> {
  return db
    .select({ id: projects.id, name: projects.name, clientName: companies.name })
    .from(projects)
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .where(inArray(projects.state, [...TASK_PROJECT_STATES]))
    .orderBy(asc(projects.name), asc(projects.id));
}

export interface TaskOptions {
  /** Active group users: the assignees and the list's 'Utilisateur' filter. */
  users: { id: number; fullname: string }[];
  taskTypes: { id: number; name: string }[];
  /** The clients that have projects: the list's 'Client' filter. */
  clients: { id: number; name: string }[];
}

/** The pickers of the task list and modal, in one call. */
export async function taskOptions({ db }: ServiceContext): Promise<TaskOptions> {
  const [people, types, clients] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, lastname: users.lastname })
      .from(users)
      .where(and(eq(users.isActif, true), eq(users.discr, BACK_OFFICE_DISCR)))
      .orderBy(asc(users.name), asc(users.lastname), asc(users.id)),
    db.select({ id: taskTypes.id, name: taskTypes.name }).from(taskTypes).orderBy(asc(taskTypes.name)),
    db
      .selectDistinct({ id: companies.id, name: companies.name })
      .from(companies)
      .innerJoin(projects, eq(projects.companyId, companies.id))
      .orderBy(asc(companies.name), asc(companies.id)),
  ]);
  return {
    users: people.map((person) => ({ id: person.id, fullname: fullname(person) })),
    taskTypes: types,
    clients,
  };
}
