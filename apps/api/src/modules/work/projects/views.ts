import {
  companies,
  contactForms,
  type DbOrTx,
  deliveryReports,
  files,
  leads,
  projectFiles,
  projectTriangleCompanies,
  projectUsers,
  taskAssignees,
  tasks,
  timeEntries,
  triangleCompanies,
  users,
} from "@tronc/db";
import {
  canArchiveProject,
  canDeleteProject,
  canEditProject,
  type DeliveryReportState,
  decimalToString,
  PROJECT_TASKS_MAX,
  type ProjectState,
  projectTaskRecap,
  sumHours,
  type TaskState,
  toDecimal,
} from "@tronc/domain";
import { asc, count, eq, inArray, sql } from "drizzle-orm";
import { fullname } from "../../../auth/session-user";
import {
  type AcceptedQuotationView,
  acceptedQuotationsOfLead,
} from "../../../services/proposals/purchase-orders/accepted-quotations";
import {
  type NamedRef,
  refOf,
  triangleCompanyRefs,
  type UserRef,
  userRefs,
} from "../../../services/sales/refs";
import type { ServiceContext } from "../../../services/shared/context";
import { type ProjectMaterialView, projectMaterialsOf } from "./materials";
import { findProject, type ProjectRow } from "./rows";

export interface ProjectTaskView {
  id: number;
  name: string;
  state: TaskState;
  /** Hours spent (time entries), a numeric string. */
  spentHours: string;
  /** Planned hours, a numeric string. */
  durationHours: string;
  assignees: UserRef[];
}

export interface ProjectFileView {
  id: number;
  filename: string;
  size: number;
  url: string;
  downloadUrl: string;
}

/** 'Détail du projet' (and every answer of a project save). */
export interface ProjectView {
  id: number;
  name: string;
  state: ProjectState;
  /** The originating lead and its request's message. */
  lead: { id: number; subject: string; message: string } | null;
  creator: UserRef | null;
  company: NamedRef | null;
  projectManager: UserRef | null;
  ownerTriangleCompany: NamedRef | null;
  deliveryDate: string | null;
  refusedStatus: string | null;
  createdAt: string;
  /** 'Description', sanitised rich text. */
  comment: string | null;
  gameUrl: string | null;
  triangleCompanies: NamedRef[];
  triangleUsers: UserRef[];
  attachments: ProjectFileView[];
  tasks: ProjectTaskView[];
  recapTask: { total: number; finished: number };
  canArchive: boolean;
  totalTaskReportHour: string;
  totalTaskDuration: string;
  deliveryReports: { id: number; state: DeliveryReportState; createdAt: string }[];
  /** The quotations of the lead's accepted recommendations, with their purchase-task status. */
  acceptedQuotations: AcceptedQuotationView[];
  /** 'Matériel': the materials the project uses, as the picker labels them. */
  materials: ProjectMaterialView[];
  materialIds: number[];
  /** Sent back by every update: a save based on an older version is refused. */
  version: number;
  canEdit: boolean;
  canDelete: boolean;
}

const hours = (value: string) => decimalToString(toDecimal(value));

async function projectTasks(db: DbOrTx, projectId: number): Promise<ProjectTaskView[]> {
  const spent = db
    .select({ taskId: timeEntries.taskId, hours: sql<string>`sum(${timeEntries.hours})`.as("hours") })
    .from(timeEntries)
    .groupBy(timeEntries.taskId)
    .as("spent");
  const rows = await db
    .select({
      id: tasks.id,
      name: tasks.name,
      state: tasks.state,
      durationHours: tasks.durationHours,
      spentHours: sql<string>`coalesce(${spent.hours}, 0)::text`,
    })
    .from(tasks)
    .leftJoin(spent, eq(spent.taskId, tasks.id))
    .where(eq(tasks.projectId, projectId))
    .orderBy(asc(tasks.startAt), asc(tasks.id))
    .limit(PROJECT_TASKS_MAX);
  const ids = rows.map((row) => row.id);
  const people =
    ids.length === 0
      ? []
      : await db
          .select({ taskId: taskAssignees.taskId, id: users.id, name: users.name, lastname: users.lastname })
          .from(taskAssignees)
          .innerJoin(users, eq(users.id, taskAssignees.userId))
          .where(inArray(taskAssignees.taskId, ids))
          .orderBy(asc(users.name), asc(users.lastname));
  return rows.map((row) => ({
    ...row,
    spentHours: hours(row.spentHours),
    durationHours: hours(row.durationHours),
    assignees: people
      .filter((person) => person.taskId === row.id)
      .map((person) => ({ id: person.id, fullname: fullname(person) })),
  }));
}

async function projectLinks(db: DbOrTx, projectId: number) {
  const [groups, people, attachments, reports] = await Promise.all([
    db
      .select({ id: triangleCompanies.id, name: triangleCompanies.name })
      .from(projectTriangleCompanies)
      .innerJoin(triangleCompanies, eq(triangleCompanies.id, projectTriangleCompanies.triangleCompanyId))
      .where(eq(projectTriangleCompanies.projectId, projectId))
      .orderBy(asc(triangleCompanies.name)),
    db
      .select({ id: users.id, name: users.name, lastname: users.lastname })
      .from(projectUsers)
      .innerJoin(users, eq(users.id, projectUsers.userId))
      .where(eq(projectUsers.projectId, projectId))
      .orderBy(asc(users.name), asc(users.lastname)),
    db
      .select({ id: files.id, filename: files.filename, size: files.size })
      .from(projectFiles)
      .innerJoin(files, eq(files.id, projectFiles.fileId))
      .where(eq(projectFiles.projectId, projectId))
      .orderBy(asc(projectFiles.createdAt), asc(files.id)),
    db
      .select({ id: deliveryReports.id, state: deliveryReports.state, createdAt: deliveryReports.createdAt })
      .from(deliveryReports)
      .where(eq(deliveryReports.projectId, projectId))
      .orderBy(asc(deliveryReports.createdAt), asc(deliveryReports.id)),
  ]);
  return {
    triangleCompanies: groups,
    triangleUsers: people.map((person) => ({ id: person.id, fullname: fullname(person) })),
    attachments: attachments.map((file) => ({
      ...file,
      url: `/api/files/${file.id}`,
      downloadUrl: `/api/files/${file.id}/download`,
    })),
    deliveryReports: reports.map((report) => ({ ...report, createdAt: report.createdAt.toISOString() })),
  };
}

async function leadOf(db: DbOrTx, leadId: number | null): Promise<ProjectView["lead"]> {
  if (leadId === null) return null;
  const [lead] = await db
    .select({ id: leads.id, subject: leads.subject, message: contactForms.message })
    .from(leads)
    .leftJoin(contactForms, eq(contactForms.id, leads.contactFormId))
    .where(eq(leads.id, leadId));
  return lead ? { id: lead.id, subject: lead.subject, message: lead.message ?? "" } : null;
}

async function timeEntryCount(db: DbOrTx, projectId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(timeEntries).where(eq(timeEntries.projectId, projectId));
  return row?.n ?? 0;
}

export async function toProjectView(
  db: DbOrTx,
  actor: { isSuperAdmin: boolean },
  row: ProjectRow,
): Promise<ProjectView> {
  const [people, groups, company, lead, taskRows, links, entries, acceptedQuotations, materials] =
    await Promise.all([
      userRefs(db, [row.creatorId, row.projectManagerId]),
      triangleCompanyRefs(db, [row.ownerTriangleCompanyId]),
      row.companyId
        ? db
            .select({ id: companies.id, name: companies.name })
            .from(companies)
            .where(eq(companies.id, row.companyId))
        : Promise.resolve([]),
      leadOf(db, row.leadId),
      projectTasks(db, row.id),
      projectLinks(db, row.id),
      timeEntryCount(db, row.id),
      acceptedQuotationsOfLead(db, row.leadId),
      projectMaterialsOf(db, row.id),
    ]);
  const owner = refOf(groups, row.ownerTriangleCompanyId);
  const states = taskRows.map((task) => task.state);
  const dependents = {
    tasks: taskRows.length,
    timeEntries: entries,
    deliveryReports: links.deliveryReports.length,
  };
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    lead,
    creator: refOf(people, row.creatorId),
    company: company[0] ?? null,
    projectManager: refOf(people, row.projectManagerId),
    ownerTriangleCompany: owner ? { id: owner.id, name: owner.name } : null,
    deliveryDate: row.deliveryDate,
    refusedStatus: row.refusedStatus,
    createdAt: row.createdAt.toISOString(),
    comment: row.comment,
    gameUrl: row.gameUrl,
    ...links,
    tasks: taskRows,
    recapTask: projectTaskRecap(states),
    canArchive: canArchiveProject(states),
    acceptedQuotations,
    materials,
    materialIds: materials.map((material) => material.id),
    totalTaskReportHour: sumHours(taskRows.map((task) => task.spentHours)),
    totalTaskDuration: sumHours(taskRows.map((task) => task.durationHours)),
    version: row.version,
    canEdit: canEditProject(actor),
    canDelete: canDeleteProject(actor, row, dependents),
  };
}

export async function getProject(
  { db, user }: Pick<ServiceContext, "db" | "user">,
  { id }: { id: number },
): Promise<ProjectView> {
  return toProjectView(db, user, await findProject(db, id));
}
