import {
  companies,
  type DbOrTx,
  productTypes,
  projects,
  quotationSupplierProducts,
  taskAssignees,
  tasks,
  taskTypes,
  users,
} from "@tronc/db";
import {
  ACTIVE_PROJECT_STATES,
  GANTT_MAX_TASKS,
  type GanttRange,
  type ProjectState,
  type TaskPriority,
  type TaskState,
} from "@tronc/domain";
import { and, asc, eq, exists, gte, inArray, lte, type SQL, sql } from "drizzle-orm";

export interface GanttQuery extends GanttRange {
  users: number[];
  projects: number[];
  idTaskType?: number | undefined;
  states: TaskState[];
}

export interface GanttTaskRow {
  id: number;
  name: string;
  state: TaskState;
  priority: TaskPriority;
  startAt: string;
  endAt: string | null;
  progress: number;
  projectId: number;
  projectName: string;
  projectState: ProjectState;
  clientName: string | null;
  taskTypeName: string;
  /** A purchase task whose purchase holds a perishable product ('Produit périssable' of its type). */
  isFood: boolean;
}

/**
 * The tasks of workable projects (the four states a task may be filed under) that overlap the range,
 * by project then start; one more than the cap, so the caller knows the chart is cut.
 */
export function ganttTaskRows(db: DbOrTx, query: GanttQuery): Promise<GanttTaskRow[]> {
  const conditions: (SQL | undefined)[] = [
    inArray(projects.state, [...ACTIVE_PROJECT_STATES]),
    lte(tasks.startAt, query.to),
    gte(sql`coalesce(${tasks.endAt}, ${tasks.startAt})`, query.from),
    query.projects.length > 0 ? inArray(tasks.projectId, query.projects) : undefined,
    query.idTaskType ? eq(tasks.taskTypeId, query.idTaskType) : undefined,
    query.states.length > 0 ? inArray(tasks.state, query.states) : undefined,
    query.users.length > 0
      ? exists(
          db
            .select({ one: sql`1` })
            .from(taskAssignees)
            .where(and(eq(taskAssignees.taskId, tasks.id), inArray(taskAssignees.userId, query.users))),
        )
      : undefined,
  ];
  return db
    .select({
      id: tasks.id,
      name: tasks.name,
      state: tasks.state,
      priority: tasks.priority,
      startAt: tasks.startAt,
      endAt: tasks.endAt,
      progress: tasks.progress,
      projectId: projects.id,
      projectName: projects.name,
      projectState: projects.state,
      clientName: companies.name,
      taskTypeName: taskTypes.name,
      isFood: sql<boolean>`exists (select 1 from ${quotationSupplierProducts} inner join ${productTypes} on ${productTypes.id} = ${quotationSupplierProducts.productTypeId} where ${quotationSupplierProducts.quotationExpenseId} = ${tasks.quotationExpenseId} and ${productTypes.isFood})`,
    })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .innerJoin(taskTypes, eq(taskTypes.id, tasks.taskTypeId))
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .where(and(...conditions))
    .orderBy(asc(projects.name), asc(projects.id), asc(tasks.startAt), asc(tasks.id))
    .limit(GANTT_MAX_TASKS + 1);
}

export interface AssigneeRow {
  taskId: number;
  id: number;
  name: string;
  lastname: string;
}

export function assigneesOf(db: DbOrTx, taskIds: number[]): Promise<AssigneeRow[]> {
  if (taskIds.length === 0) return Promise.resolve([]);
  return db
    .select({ taskId: taskAssignees.taskId, id: users.id, name: users.name, lastname: users.lastname })
    .from(taskAssignees)
    .innerJoin(users, eq(users.id, taskAssignees.userId))
    .where(inArray(taskAssignees.taskId, taskIds))
    .orderBy(asc(users.name), asc(users.lastname), asc(users.id));
}
