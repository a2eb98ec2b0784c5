import { companies, type DbOrTx, projects, tasks, timeEntries, triangleCompanies, users } from "@tronc/db";
import { canEditTimeEntry, domainError, plainHours } from "@tronc/domain";
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { fullname, type SessionUser } from "../../../auth/session-user";

export interface NamedRef {
  id: number;
  name: string;
}

/** A row of 'Temps passé' and of a task's time entries, with the author-only flags. */
export interface TimeEntryView {
  id: number;
  date: string;
  /** Numeric string ('1.5'). */
  hours: string;
  comment: string;
  user: { id: number; fullname: string };
  triangleCompany: NamedRef;
  /** The client, when there is one. */
  company: NamedRef | null;
  task: {
    id: number;
    name: string;
    projectId: number;
    projectName: string;
    projectCompany: NamedRef | null;
  } | null;
  project: NamedRef | null;
  canEdit: boolean;
  canDelete: boolean;
}

export const projectClient = alias(companies, "project_client");

/** The columns every view reads, joined from time_entries (see `joinedEntries`). */
export const viewColumns = {
  id: timeEntries.id,
  date: timeEntries.date,
  hours: timeEntries.hours,
  comment: timeEntries.comment,
  userId: timeEntries.userId,
  userName: users.name,
  userLastname: users.lastname,
  triangleCompanyId: timeEntries.triangleCompanyId,
  triangleCompanyName: sql<string>`coalesce(${triangleCompanies.name}, '')`,
  companyId: timeEntries.companyId,
  companyName: companies.name,
  taskId: timeEntries.taskId,
  taskName: tasks.name,
  projectId: timeEntries.projectId,
  projectName: projects.name,
  projectClientId: projectClient.id,
  projectClientName: projectClient.name,
};

export function joinedEntries(db: DbOrTx) {
  return db
    .select(viewColumns)
    .from(timeEntries)
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .leftJoin(triangleCompanies, eq(triangleCompanies.id, timeEntries.triangleCompanyId))
    .leftJoin(companies, eq(companies.id, timeEntries.companyId))
    .leftJoin(tasks, eq(tasks.id, timeEntries.taskId))
    .leftJoin(projects, eq(projects.id, timeEntries.projectId))
    .leftJoin(projectClient, eq(projectClient.id, projects.companyId));
}

type ViewRow = Awaited<ReturnType<typeof joinedEntries>>[number];

const named = (id: number | null, name: string | null): NamedRef | null =>
  id === null ? null : { id, name: name ?? "" };

export function toTimeEntryView(viewer: SessionUser, row: ViewRow): TimeEntryView {
  const mine = canEditTimeEntry(viewer, row);
  const project = named(row.projectId, row.projectName);
  return {
    id: row.id,
    date: row.date,
    hours: plainHours(row.hours),
    comment: row.comment,
    user: { id: row.userId, fullname: fullname({ name: row.userName, lastname: row.userLastname }) },
    triangleCompany: { id: row.triangleCompanyId, name: row.triangleCompanyName },
    company: named(row.companyId, row.companyName),
    task:
      row.taskId !== null && project
        ? {
            id: row.taskId,
            name: row.taskName ?? "",
            projectId: project.id,
            projectName: project.name,
            projectCompany: named(row.projectClientId, row.projectClientName),
          }
        : null,
    project,
    canEdit: mine,
    canDelete: mine,
  };
}

export async function getTimeEntry(
  { db, user }: { db: DbOrTx; user: SessionUser },
  { id }: { id: number },
): Promise<TimeEntryView> {
  const [row] = await joinedEntries(db).where(eq(timeEntries.id, id));
  if (!row) throw domainError("TIME_ENTRY_NOT_FOUND", "notFound");
  return toTimeEntryView(user, row);
}
