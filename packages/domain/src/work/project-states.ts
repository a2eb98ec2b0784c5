import type { BadgeColor, StateMachine } from "../shared/state-machine";

/**
 * A project's states, their labels, colours and moves, and the lists that filter by them: data only,
 * apart from the rules (projects.ts), so that what reads a state (a list's default filter, loaded with
 * the web app's first page) does not bring the rules and their messages along.
 */
export type ProjectState =
  | "STATE_LEAD"
  | "STATE_PROJECT"
  | "STATE_TO_PLAN"
  | "STATE_PLANNED"
  | "STATE_FACTURABLE"
  | "STATE_ARCHIVED";

const ALL: readonly ProjectState[] = [
  "STATE_LEAD",
  "STATE_PROJECT",
  "STATE_TO_PLAN",
  "STATE_PLANNED",
  "STATE_FACTURABLE",
  "STATE_ARCHIVED",
];
const others = (state: ProjectState) => ALL.filter((candidate) => candidate !== state);

/** Any of the six may be picked on the detail screen; archiving needs every task closed (checked apart). */
export const PROJECT_TRANSITIONS = {
  STATE_LEAD: others("STATE_LEAD"),
  STATE_PROJECT: others("STATE_PROJECT"),
  STATE_TO_PLAN: others("STATE_TO_PLAN"),
  STATE_PLANNED: others("STATE_PLANNED"),
  STATE_FACTURABLE: others("STATE_FACTURABLE"),
  STATE_ARCHIVED: others("STATE_ARCHIVED"),
} as const satisfies Record<ProjectState, readonly ProjectState[]>;

export const PROJECT_STATE_LABELS = {
  STATE_LEAD: "Lead",
  STATE_PROJECT: "Projet",
  STATE_TO_PLAN: "À planifier",
  STATE_PLANNED: "Planifié",
  STATE_FACTURABLE: "Facturable",
  STATE_ARCHIVED: "Archivé",
} as const satisfies Record<ProjectState, string>;

/** Colour by level of progress. */
export const PROJECT_STATE_COLORS = {
  STATE_LEAD: "secondary",
  STATE_PROJECT: "info",
  STATE_TO_PLAN: "warning",
  STATE_PLANNED: "primary",
  STATE_FACTURABLE: "success",
  STATE_ARCHIVED: "dark",
} as const satisfies Record<ProjectState, BadgeColor>;

export const PROJECT_MACHINE: StateMachine<ProjectState> = {
  transitions: PROJECT_TRANSITIONS,
  labels: PROJECT_STATE_LABELS,
  colors: PROJECT_STATE_COLORS,
};

export const DEFAULT_PROJECT_LIST_STATES: readonly ProjectState[] = [
  "STATE_PROJECT",
  "STATE_TO_PLAN",
  "STATE_PLANNED",
];
/** The projects offered when choosing a project for a task, and in the Gantt filter. */
export const ACTIVE_PROJECT_STATES: readonly ProjectState[] = [
  "STATE_PROJECT",
  "STATE_TO_PLAN",
  "STATE_PLANNED",
  "STATE_FACTURABLE",
];
