import { projects, taskTypes, users } from "@tronc/db";
import {
  ACTIVE_PROJECT_STATES,
  defaultGanttRange,
  GANTT_DAY_WIDTH,
  GANTT_MAX_TASKS,
  type GanttDay,
  type GanttMonth,
  type GanttProgressColor,
  ganttBar,
  ganttDuration,
  ganttGrid,
  ganttProgressColor,
  type ProjectState,
  readGanttDate,
  type TaskPriority,
  type TaskState,
  toParisDate,
} from "@tronc/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import { BACK_OFFICE_DISCR, fullname } from "../../../auth/session-user";
import type { ServiceContext } from "../../../services/shared/context";
import { assigneesOf, type GanttTaskRow, ganttTaskRows } from "./gantt-rows";

export interface GanttParams {
  from?: string | undefined;
  to?: string | undefined;
  users?: number[] | undefined;
  projects?: number[] | undefined;
  idTaskType?: number | undefined;
  state?: TaskState[] | undefined;
}

/** A bar of the chart ('Gantt item' of doc 3 §3), with its place in px. */
export interface GanttItem {
  id: number;
  /** The start day. */
  date: string;
  endAt: string | null;
  /** Days covered, start and end included. */
  duration: number;
  project: number;
  taskTitle: string;
  taskTypeName: string;
  avancement: number;
  progressColor: GanttProgressColor;
  users: { id: number; fullname: string }[];
  status: TaskState;
  priority: TaskPriority;
  /** The task buys a perishable product: its purchase (the task's quotationExpense) has a line of a perishable type. */
  isFood: boolean;
  left: number;
  width: number;
}

export interface GanttProject {
  id: number;
  name: string;
  state: ProjectState;
  clientName: string | null;
  items: GanttItem[];
}

export interface GanttChart {
  from: string;
  to: string;
  dayWidth: number;
  totalDays: number;
  months: GanttMonth[];
  /** The day columns. */
  times: GanttDay[];
  projects: GanttProject[];
  /** More tasks matched than GANTT_MAX_TASKS: only the first are drawn. */
  truncated: boolean;
}

function groupByProject(rows: GanttTaskRow[], items: GanttItem[]): GanttProject[] {
  const byId = new Map<number, GanttProject>();
  rows.forEach((row, index) => {
    const item = items[index];
    if (!item) return;
    let project = byId.get(row.projectId);
    if (!project) {
      project = {
        id: row.projectId,
        name: row.projectName,
        state: row.projectState,
        clientName: row.clientName,
        items: [],
      };
      byId.set(row.projectId, project);
    }
    project.items.push(item);
  });
  return [...byId.values()];
}

export async function ganttChart(ctx: ServiceContext, params: GanttParams): Promise<GanttChart> {
  const defaults = defaultGanttRange(toParisDate(ctx.now));
  const range = {
    from: params.from ? readGanttDate(params.from) : defaults.from,
    to: params.to ? readGanttDate(params.to) : defaults.to,
  };
  const grid = ganttGrid(range);
  const found = await ganttTaskRows(ctx.db, {
    ...range,
    users: params.users ?? [],
    projects: params.projects ?? [],
    idTaskType: params.idTaskType,
    states: params.state ?? [],
  });
  const rows = found.slice(0, GANTT_MAX_TASKS);
  const assignees = await assigneesOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  const usersByTask = new Map<number, GanttItem["users"]>();
  for (const a of assignees) {
    const list = usersByTask.get(a.taskId) ?? [];
    list.push({ id: a.id, fullname: fullname(a) });
    usersByTask.set(a.taskId, list);
  }
  const items = rows.map((row): GanttItem => {
    const bar = ganttBar(row, range);
    return {
      id: row.id,
      date: row.startAt,
      endAt: row.endAt,
      duration: ganttDuration(row),
      project: row.projectId,
      taskTitle: row.name,
      taskTypeName: row.taskTypeName,
      avancement: row.progress,
      progressColor: ganttProgressColor(row.progress),
      users: usersByTask.get(row.id) ?? [],
      status: row.state,
      priority: row.priority,
      isFood: row.isFood,
      left: bar?.left ?? 0,
      width: bar?.width ?? GANTT_DAY_WIDTH,
    };
  });
  return {
    ...range,
    dayWidth: GANTT_DAY_WIDTH,
    totalDays: grid.totalDays,
    months: grid.months,
    times: grid.days,
    projects: groupByProject(rows, items),
    truncated: found.length > GANTT_MAX_TASKS,
  };
}

export interface GanttFilters {
  users: { id: number; fullname: string }[];
  projects: { id: number; name: string; state: ProjectState }[];
  taskTypes: { id: number; name: string }[];
}

/** The filters' choices: active group users, projects in the four workable states, task types. */
export async function ganttFilters(ctx: ServiceContext): Promise<GanttFilters> {
  const userRows = await ctx.db
    .select({ id: users.id, name: users.name, lastname: users.lastname })
    .from(users)
    .where(and(eq(users.isActif, true), eq(users.discr, BACK_OFFICE_DISCR)))
    .orderBy(asc(users.name), asc(users.lastname), asc(users.id));
  const projectRows = await ctx.db
    .select({ id: projects.id, name: projects.name, state: projects.state })
    .from(projects)
    .where(inArray(projects.state, [...ACTIVE_PROJECT_STATES]))
    .orderBy(asc(projects.name), asc(projects.id));
  const typeRows = await ctx.db
    .select({ id: taskTypes.id, name: taskTypes.name })
    .from(taskTypes)
    .orderBy(asc(taskTypes.name), asc(taskTypes.id));
  return {
    users: userRows.map((row) => ({ id: row.id, fullname: fullname(row) })),
    projects: projectRows,
    taskTypes: typeRows,
  };
}
