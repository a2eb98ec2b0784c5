import { companies, type DbOrTx, projects, taskAssignees, tasks, taskTypes } from "@tronc/db";
import {
  isTaskLate,
  likeContains,
  OPEN_TASK_STATES,
  searchTerms,
  TASK_PAGE_SIZE,
  type TaskPriority,
  type TaskState,
  toParisDate,
} from "@tronc/domain";
import { and, desc, eq, inArray, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import type { ServiceContext } from "../../shared/context";
import { countLimit, countUpTo, type Page, pageBounds, paginate } from "../../shared/paginate";
import { assigneesOf, hoursText, type TaskUserRef } from "./views";

/** A row of 'Tâches' (and of a project's task list). */
export interface TaskListItem {
  id: number;
  name: string;
  projectId: number;
  projectName: string;
  clientName: string | null;
  typeName: string;
  assignees: TaskUserRef[];
  state: TaskState;
  priority: TaskPriority;
  startAt: string;
  endAt: string | null;
  progress: number;
  durationHours: string;
  isLate: boolean;
}

export interface TaskSearchParams {
  /** Task, project or client name; every word must be found, accent- and case-insensitive. */
  q?: string | undefined;
  projectId?: number | undefined;
  /** The project's client. */
  companyId?: number | undefined;
  taskTypeId?: number | undefined;
  /** Tasks assigned to this user. */
  userId?: number | undefined;
  /** Absent or empty: every state. */
  states?: TaskState[] | undefined;
  /** 'Tâches en retard': open and past their end date (isTaskLate). */
  late?: boolean | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export function taskListConditions(params: TaskSearchParams, today: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  for (const term of searchTerms(params.q ?? "")) {
    conditions.push(sql`${tasks.searchText} like ${likeContains(term)}`);
  }
  if (params.projectId !== undefined) conditions.push(eq(tasks.projectId, params.projectId));
  if (params.companyId !== undefined) {
    const ofClient = sql`select ${projects.id} from ${projects} where ${projects.companyId} = ${params.companyId}`;
    conditions.push(sql`${tasks.projectId} in (${ofClient})`);
  }
  if (params.taskTypeId !== undefined) conditions.push(eq(tasks.taskTypeId, params.taskTypeId));
  if (params.userId !== undefined) {
    const assigned = sql`select 1 from ${taskAssignees} where ${taskAssignees.taskId} = ${tasks.id} and ${taskAssignees.userId} = ${params.userId}`;
    conditions.push(sql`exists (${assigned})`);
  }
  if (params.states && params.states.length > 0) conditions.push(inArray(tasks.state, params.states));
  if (params.late) {
    // The SQL form of isTaskLate: open, with an end date before today (Europe/Paris).
    conditions.push(
      inArray(tasks.state, [...OPEN_TASK_STATES]),
      isNotNull(tasks.endAt),
      lt(tasks.endAt, today),
    );
  }
  return and(...conditions);
}

function rowsQuery(db: DbOrTx, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select({
      id: tasks.id,
      name: tasks.name,
      projectId: tasks.projectId,
      projectName: projects.name,
      clientName: companies.name,
      typeName: taskTypes.name,
      state: tasks.state,
      priority: tasks.priority,
      startAt: tasks.startAt,
      endAt: tasks.endAt,
      progress: tasks.progress,
      durationHours: tasks.durationHours,
    })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .innerJoin(taskTypes, eq(taskTypes.id, tasks.taskTypeId))
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .where(where)
    .orderBy(desc(tasks.startAt), desc(tasks.id))
    .limit(limit)
    .offset(offset);
}

const pageSizeOf = (params: TaskSearchParams) => params.pageSize ?? TASK_PAGE_SIZE;

/** 'Tâches': the newest start dates first, 50 a page; a project's tasks are asked up to 9999 at once. */
export function searchTasks(
  { db, now }: ServiceContext,
  params: TaskSearchParams,
): Promise<Page<TaskListItem>> {
  const today = toParisDate(now);
  const where = taskListConditions(params, today);
  return paginate(
    { page: params.page, pageSize: pageSizeOf(params) },
    {
      count: (limit) => countUpTo(db, tasks, where, limit),
      rows: (limit, offset) => rowsQuery(db, where, limit, offset),
      map: async (rows) => {
        const assignees = await assigneesOf(
          db,
          rows.map((row) => row.id),
        );
        return rows.map((row) => ({
          ...row,
          durationHours: hoursText(row.durationHours),
          assignees: assignees.get(row.id) ?? [],
          isLate: isTaskLate({ ...row, avancement: row.progress }, today),
        }));
      },
    },
  );
}

/** The statements one search runs (the page and the capped count), for the benchmark's EXPLAIN ANALYZE. */
export function taskSearchStatements(
  db: DbOrTx,
  params: TaskSearchParams,
  now: Date,
): { sql: string; params: unknown[] }[] {
  const where = taskListConditions(params, toParisDate(now));
  const { page, pageSize, offset } = pageBounds({ page: params.page, pageSize: pageSizeOf(params) });
  return [
    rowsQuery(db, where, pageSize, offset).toSQL(),
    countUpTo(db, tasks, where, countLimit(page, pageSize)).toSQL(),
  ];
}
