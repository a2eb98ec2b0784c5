import { companies, projects, taskAssignees, tasks, taskTypes } from "@tronc/db";
import {
  type DashboardSection,
  dashboardSection,
  OPEN_TASK_STATES,
  type TaskPriority,
  type TaskState,
  type TaskWarning,
  taskWarnings,
  toParisDate,
} from "@tronc/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { ServiceContext } from "../../../services/shared/context";

/** Cards drawn at most; a user with more open tasks reads them in the task list. */
export const DASHBOARD_MAX_TASKS = 500;

export interface DashboardTaskCard {
  id: number;
  name: string;
  state: TaskState;
  priority: TaskPriority;
  startAt: string;
  endAt: string | null;
  avancement: number;
  projectId: number;
  projectName: string;
  clientName: string | null;
  taskTypeName: string;
  warnings: TaskWarning[];
}

export interface TaskDashboard {
  /** The day the sections and warnings were judged on (Paris). */
  today: string;
  sections: Record<DashboardSection, DashboardTaskCard[]>;
  truncated: boolean;
}

/**
 * The signed-in user's own tasks in the five open states, sorted by end day (open-ended last) then
 * start, and put in 'late', 'in progress' or 'upcoming' by the domain's rules.
 */
export async function taskDashboard(ctx: ServiceContext): Promise<TaskDashboard> {
  const today = toParisDate(ctx.now);
  const rows = await ctx.db
    .select({
      id: tasks.id,
      name: tasks.name,
      state: tasks.state,
      priority: tasks.priority,
      startAt: tasks.startAt,
      endAt: tasks.endAt,
      avancement: tasks.progress,
      projectId: projects.id,
      projectName: projects.name,
      clientName: companies.name,
      taskTypeName: taskTypes.name,
    })
    .from(taskAssignees)
    .innerJoin(tasks, eq(tasks.id, taskAssignees.taskId))
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .innerJoin(taskTypes, eq(taskTypes.id, tasks.taskTypeId))
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .where(and(eq(taskAssignees.userId, ctx.user.id), inArray(tasks.state, [...OPEN_TASK_STATES])))
    .orderBy(sql`${tasks.endAt} asc nulls last`, asc(tasks.startAt), asc(tasks.id))
    .limit(DASHBOARD_MAX_TASKS + 1);
  const sections: TaskDashboard["sections"] = { late: [], inProgress: [], upcoming: [] };
  for (const row of rows.slice(0, DASHBOARD_MAX_TASKS)) {
    sections[dashboardSection(row, today)].push({ ...row, warnings: taskWarnings(row, today) });
  }
  return { today, sections, truncated: rows.length > DASHBOARD_MAX_TASKS };
}
