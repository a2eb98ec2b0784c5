import { ROLES } from "../core/roles";
import { domainError } from "../messages";
import { assertDate, daysBetween } from "../shared/calendar-dates";
import { decimalToString, divideHalfUp } from "../shared/decimal";
import type { BadgeColor } from "../shared/state-machine";
import type { ProjectState } from "./project-states";

export type TaskState =
  | "STATE_NEW"
  | "STATE_IN_COURSE"
  | "STATE_STAND_BY"
  | "STATE_WAITING_CUSTOMER_TEST"
  | "STATE_WAITING_CUSTOMER_RETURN"
  | "STATE_RESOLVED"
  | "STATE_YEARLY"
  | "STATE_CLOSED";

export type TaskPriority = "PRIORITY_LOW" | "PRIORITY_NORMAL" | "PRIORITY_HIGH";

const ALL: readonly TaskState[] = [
  "STATE_NEW",
  "STATE_IN_COURSE",
  "STATE_STAND_BY",
  "STATE_WAITING_CUSTOMER_TEST",
  "STATE_WAITING_CUSTOMER_RETURN",
  "STATE_RESOLVED",
  "STATE_YEARLY",
  "STATE_CLOSED",
];

export const TASK_STATE_LABELS = {
  STATE_NEW: "Nouveau",
  STATE_IN_COURSE: "En cours",
  STATE_STAND_BY: "Standby",
  STATE_WAITING_CUSTOMER_TEST: "En attente test client",
  STATE_WAITING_CUSTOMER_RETURN: "Attente retour client",
  STATE_RESOLVED: "Résolu",
  STATE_YEARLY: "Annuel",
  STATE_CLOSED: "Fermé",
} as const satisfies Record<TaskState, string>;

export const TASK_STATE_COLORS = {
  STATE_NEW: "info",
  STATE_IN_COURSE: "primary",
  STATE_STAND_BY: "secondary",
  STATE_WAITING_CUSTOMER_TEST: "warning",
  STATE_WAITING_CUSTOMER_RETURN: "warning",
  STATE_RESOLVED: "success",
  STATE_YEARLY: "dark",
  STATE_CLOSED: "dark",
} as const satisfies Record<TaskState, BadgeColor>;

export const TASK_PRIORITY_LABELS = {
  PRIORITY_LOW: "Bas",
  PRIORITY_NORMAL: "Normal",
  PRIORITY_HIGH: "Haut",
} as const satisfies Record<TaskPriority, string>;

export const DEFAULT_TASK_STATE: TaskState = "STATE_NEW";
export const DEFAULT_TASK_PRIORITY: TaskPriority = "PRIORITY_NORMAL";
/** The dashboard's and the list filter's default states, new to waiting customer return. */
export const OPEN_TASK_STATES: readonly TaskState[] = ALL.slice(0, 5);
/** Days past the end date after which a late task is 'very late' (red rather than orange). */
export const VERY_LATE_AFTER_DAYS = 7;

export interface TaskRef {
  state: TaskState;
  startAt: string | null;
  endAt: string | null;
  avancement: number;
}

export function isTaskLate(task: TaskRef, today: string): boolean {
  return OPEN_TASK_STATES.includes(task.state) && task.endAt !== null && task.endAt.slice(0, 10) < today;
}

export type TaskWarning =
  | "veryLate"
  | "late"
  | "shouldBeResolved"
  | "shouldBeInProgress"
  | "progressToUpdate";

export function taskWarnings(task: TaskRef, today: string): TaskWarning[] {
  const warnings: TaskWarning[] = [];
  if (isTaskLate(task, today) && task.endAt) {
    warnings.push(daysBetween(task.endAt.slice(0, 10), today) > VERY_LATE_AFTER_DAYS ? "veryLate" : "late");
  }
  const open = OPEN_TASK_STATES.includes(task.state);
  if (open && task.avancement >= 100) warnings.push("shouldBeResolved");
  if (task.state === "STATE_NEW" && task.startAt !== null && task.startAt.slice(0, 10) <= today) {
    warnings.push("shouldBeInProgress");
  }
  if (open && task.avancement === 0 && task.state !== "STATE_NEW") warnings.push("progressToUpdate");
  return warnings;
}

/** The dashboard: 'Tâches en retard', 'Tâches en cours' (not late), 'Tâches à venir' (the rest). */
export function dashboardSection(task: TaskRef, today: string): "late" | "inProgress" | "upcoming" {
  if (isTaskLate(task, today)) return "late";
  return task.state === "STATE_IN_COURSE" ? "inProgress" : "upcoming";
}

/** Save rules: a non-zero duration and a description of at least 20 characters (tags ignored). */
export function assertTaskInput(task: { durationHours: number | null; description: string | null }): void {
  if (!task.durationHours) throw domainError("TASK_DURATION_REQUIRED", "invalid");
  const text = (task.description ?? "")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim();
  if (text.length < 20) throw domainError("TASK_DESCRIPTION_TOO_SHORT", "invalid");
}

/** Document 2 §9: the task list pages by 50. */
export const TASK_PAGE_SIZE = 50;
/** Tasks fetched within a project: up to 9999. */
export const TASK_PROJECT_PAGE_SIZE = 9_999;
export const TASK_NAME_MAX = 250;
/** The column is numeric(7, 2): below 100 000 hours. */
export const TASK_DURATION_MAX_HOURS = 99_999;

/** The projects offered when choosing a project for a task (document 2 §4). */
export const TASK_PROJECT_STATES: readonly ProjectState[] = [
  "STATE_PROJECT",
  "STATE_TO_PLAN",
  "STATE_PLANNED",
  "STATE_FACTURABLE",
];

export function assertTaskProjectState(state: ProjectState): void {
  if (!TASK_PROJECT_STATES.includes(state)) {
    throw domainError("TASK_PROJECT_NOT_OPEN", "rule", {}, { field: "project" });
  }
}

const HOURS_AND_MINUTES = /^(\d{1,9})\s*[h:]\s*(\d{1,2})?$/i;
const DECIMAL_HOURS = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

/**
 * Hours as typed ('1h30', '0h45', '1:30', '2', '1,5', '1.25') or sent (1.5) into a numeric string with at
 * most 2 decimals: 1h30 = '1.5'; minutes are rounded half-up to the hundredth of an hour (0h20 = '0.33').
 * Empty or zero is the spec's 'Veuillez saisir une durée'; anything else unreadable or negative is refused.
 */
export function parseTaskHours(value: string | number | null | undefined): string {
  const text = (typeof value === "number" ? (Number.isFinite(value) ? String(value) : "x") : (value ?? ""))
    .trim()
    .replace(/\s+/g, "");
  if (text === "") throw domainError("TASK_DURATION_REQUIRED", "invalid", {}, { field: "duration" });
  let hundredths: bigint;
  const clock = HOURS_AND_MINUTES.exec(text);
  const decimal = DECIMAL_HOURS.exec(text);
  if (clock) {
    const minutes = BigInt(clock[2] ?? "0");
    if (minutes >= 60n) throw domainError("TASK_DURATION_INVALID", "invalid", {}, { field: "duration" });
    hundredths = BigInt(clock[1] ?? "0") * 100n + divideHalfUp(minutes * 100n, 60n);
  } else if (decimal) {
    hundredths = BigInt(decimal[1] ?? "0") * 100n + BigInt((decimal[2] ?? "").padEnd(2, "0"));
  } else {
    throw domainError("TASK_DURATION_INVALID", "invalid", {}, { field: "duration" });
  }
  if (hundredths === 0n) throw domainError("TASK_DURATION_REQUIRED", "invalid", {}, { field: "duration" });
  if (hundredths > BigInt(TASK_DURATION_MAX_HOURS) * 100n) {
    throw domainError(
      "TASK_DURATION_TOO_LONG",
      "invalid",
      { max: TASK_DURATION_MAX_HOURS },
      { field: "duration" },
    );
  }
  return decimalToString({ units: hundredths, scale: 2 });
}

/** 'Avancement': an integer 0–100 in steps of 10; absent is 0. */
export function readTaskProgress(value: number | null | undefined): number {
  const progress = value ?? 0;
  if (!Number.isInteger(progress) || progress < 0 || progress > 100 || progress % 10 !== 0) {
    throw domainError("TASK_PROGRESS_INVALID", "invalid", {}, { field: "avancement" });
  }
  return progress;
}

export function readTaskName(value: string | null | undefined): string {
  const name = (value ?? "").trim();
  if (name === "") throw domainError("TASK_NAME_REQUIRED", "invalid", {}, { field: "name" });
  if (name.length > TASK_NAME_MAX) {
    throw domainError("TASK_NAME_TOO_LONG", "invalid", { max: TASK_NAME_MAX }, { field: "name" });
  }
  return name;
}

/** An empty state is reset to new on save (document 2 §4); an unknown one is refused. */
export function readTaskState(value: string | null | undefined): TaskState {
  if (!value) return DEFAULT_TASK_STATE;
  if (!Object.hasOwn(TASK_STATE_LABELS, value)) {
    throw domainError("TASK_STATE_INVALID", "invalid", { value }, { field: "state" });
  }
  return value as TaskState;
}

export function readTaskPriority(value: string | null | undefined): TaskPriority {
  if (!value) return DEFAULT_TASK_PRIORITY;
  if (!Object.hasOwn(TASK_PRIORITY_LABELS, value)) {
    throw domainError("TASK_PRIORITY_INVALID", "invalid", { value }, { field: "priority" });
  }
  return value as TaskPriority;
}

/**
 * Start and end as calendar days: a date-time ('2026-03-01T23:59:59', what the old client sends for the
 * end) keeps its day. The start is required; an empty end is open-ended; the end may not precede the start.
 */
export function readTaskDates(
  startAt: string,
  endAt: string | null,
): { startAt: string; endAt: string | null } {
  const start = assertDate(startAt.trim().slice(0, 10));
  const end = endAt?.trim() ? assertDate(endAt.trim().slice(0, 10)) : null;
  if (end !== null && end < start)
    throw domainError("TASK_END_BEFORE_START", "invalid", {}, { field: "endAt" });
  return { startAt: start, endAt: end };
}

export interface TaskActor {
  id: number;
  isSuperAdmin: boolean;
}

/** Every signed-in group user reads, creates and edits tasks (the spec shows no restriction). */
export function canEditTask(_actor: TaskActor): boolean {
  return true;
}

/** Its creator or a super admin, and only while no time was entered on it (the hours would be lost). */
export function canDeleteTask(
  actor: TaskActor,
  task: { creatorId: number | null },
  usage: { timeEntries: number },
): boolean {
  return (ROLES.superAdmin(actor) || task.creatorId === actor.id) && usage.timeEntries === 0;
}

export function assertTaskDeletable(
  actor: TaskActor,
  task: { creatorId: number | null },
  usage: { timeEntries: number },
): void {
  if (!ROLES.superAdmin(actor) && task.creatorId !== actor.id)
    throw domainError("TASK_DELETE_FORBIDDEN", "forbidden");
  if (usage.timeEntries > 0) {
    throw domainError("TASK_HAS_TIME_ENTRIES", "rule", { count: usage.timeEntries });
  }
}
