import { daysBetween } from "./calendar-dates";
import { domainError } from "./messages";
import type { BadgeColor, StateMachine } from "./state-machine";

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
const others = (state: TaskState) => ALL.filter((candidate) => candidate !== state);

/** The spec shows no restriction on task transitions. */
export const TASK_TRANSITIONS = {
  STATE_NEW: others("STATE_NEW"),
  STATE_IN_COURSE: others("STATE_IN_COURSE"),
  STATE_STAND_BY: others("STATE_STAND_BY"),
  STATE_WAITING_CUSTOMER_TEST: others("STATE_WAITING_CUSTOMER_TEST"),
  STATE_WAITING_CUSTOMER_RETURN: others("STATE_WAITING_CUSTOMER_RETURN"),
  STATE_RESOLVED: others("STATE_RESOLVED"),
  STATE_YEARLY: others("STATE_YEARLY"),
  STATE_CLOSED: others("STATE_CLOSED"),
} as const satisfies Record<TaskState, readonly TaskState[]>;

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

export const TASK_MACHINE: StateMachine<TaskState> = {
  transitions: TASK_TRANSITIONS,
  labels: TASK_STATE_LABELS,
  colors: TASK_STATE_COLORS,
};

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
