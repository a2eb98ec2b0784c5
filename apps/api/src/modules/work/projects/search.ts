import {
  companies,
  projects,
  projectTriangleCompanies,
  projectUsers,
  tasks,
  triangleCompanies,
  users,
} from "@tronc/db";
import {
  likeContains,
  PAGE_SIZES,
  type ProjectCardWarning,
  type ProjectState,
  projectCardWarnings,
  searchTerms,
} from "@tronc/domain";
import { aliasedTable, and, desc, eq, exists, inArray, or, type SQL, sql } from "drizzle-orm";
import { fullname } from "../../../auth/session-user";
import type { NamedRef, UserRef } from "../../../services/sales/refs";
import type { ServiceContext } from "../../../services/shared/context";
import { countUpTo, type Page, paginate } from "../../../services/shared/paginate";

/** A card of 'Liste des Projets'. */
export interface ProjectCard {
  id: number;
  name: string;
  state: ProjectState;
  company: NamedRef | null;
  projectManager: UserRef | null;
  ownerTriangleCompany: (NamedRef & { color: string }) | null;
  deliveryDate: string | null;
  gameUrl: string | null;
  recapTask: { total: number; finished: number };
  warnings: ProjectCardWarning[];
}

export interface ProjectSearchParams {
  /** Name or client; accent- and case-insensitive, every word must be found. */
  q?: string | undefined;
  /** Absent or empty: every state. */
  states?: ProjectState[] | undefined;
  companyId?: number | undefined;
  projectManagerId?: number | undefined;
  /** A group user assigned to the project ('triangleUser'). */
  triangleUserId?: number | undefined;
  /** The managing company or one the project is shared with ('triangleCompany'). */
  triangleCompanyId?: number | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export function projectListConditions(
  params: ProjectSearchParams,
  db: ServiceContext["db"],
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  for (const term of searchTerms(params.q ?? "")) {
    conditions.push(sql`${projects.searchText} like ${likeContains(term)}`);
  }
  if (params.states && params.states.length > 0) conditions.push(inArray(projects.state, params.states));
  if (params.companyId) conditions.push(eq(projects.companyId, params.companyId));
  if (params.projectManagerId) conditions.push(eq(projects.projectManagerId, params.projectManagerId));
  const { triangleUserId, triangleCompanyId } = params;
  if (triangleUserId) {
    const assigned = db
      .select({ one: sql`1` })
      .from(projectUsers)
      .where(and(eq(projectUsers.projectId, projects.id), eq(projectUsers.userId, triangleUserId)));
    conditions.push(exists(assigned));
  }
  if (triangleCompanyId) {
    const shared = db
      .select({ one: sql`1` })
      .from(projectTriangleCompanies)
      .where(
        and(
          eq(projectTriangleCompanies.projectId, projects.id),
          eq(projectTriangleCompanies.triangleCompanyId, triangleCompanyId),
        ),
      );
    conditions.push(or(eq(projects.ownerTriangleCompanyId, triangleCompanyId), exists(shared)));
  }
  return and(...conditions);
}

const manager = aliasedTable(users, "manager");

/** 'Liste des Projets': 50 a page, newest first, with each card's tasks finished/total. */
export function searchProjects(
  { db }: ServiceContext,
  params: ProjectSearchParams,
): Promise<Page<ProjectCard>> {
  const where = projectListConditions(params, db);
  const recap = db
    .select({
      projectId: tasks.projectId,
      total: sql<number>`count(*)::int`.as("total"),
      finished: sql<number>`count(*) filter (where ${tasks.state} = 'STATE_CLOSED')::int`.as("finished"),
    })
    .from(tasks)
    .groupBy(tasks.projectId)
    .as("recap");
  return paginate(
    { page: params.page, pageSize: params.pageSize ?? PAGE_SIZES.projects },
    {
      count: (limit) => countUpTo(db, projects, where, limit),
      rows: (limit, offset) =>
        db
          .select({
            project: projects,
            companyName: companies.name,
            managerName: manager.name,
            managerLastname: manager.lastname,
            ownerName: triangleCompanies.name,
            ownerColor: triangleCompanies.color,
            total: recap.total,
            finished: recap.finished,
          })
          .from(projects)
          .leftJoin(companies, eq(companies.id, projects.companyId))
          .leftJoin(manager, eq(manager.id, projects.projectManagerId))
          .leftJoin(triangleCompanies, eq(triangleCompanies.id, projects.ownerTriangleCompanyId))
          .leftJoin(recap, eq(recap.projectId, projects.id))
          .where(where)
          .orderBy(desc(projects.createdAt), desc(projects.id))
          .limit(limit)
          .offset(offset),
      map: (rows) =>
        rows.map(({ project, ...row }) => {
          const recapTask = { total: row.total ?? 0, finished: row.finished ?? 0 };
          return {
            id: project.id,
            name: project.name,
            state: project.state,
            company:
              project.companyId && row.companyName ? { id: project.companyId, name: row.companyName } : null,
            projectManager:
              project.projectManagerId && row.managerName !== null
                ? {
                    id: project.projectManagerId,
                    fullname: fullname({ name: row.managerName, lastname: row.managerLastname ?? "" }),
                  }
                : null,
            ownerTriangleCompany:
              project.ownerTriangleCompanyId && row.ownerName !== null
                ? { id: project.ownerTriangleCompanyId, name: row.ownerName, color: row.ownerColor ?? "" }
                : null,
            deliveryDate: project.deliveryDate,
            gameUrl: project.gameUrl,
            recapTask,
            warnings: projectCardWarnings({
              state: project.state,
              hasClient: project.companyId !== null,
              hasManager: project.projectManagerId !== null,
              deliveryDate: project.deliveryDate,
              taskTotal: recapTask.total,
            }),
          };
        }),
    },
  );
}
