import { ROLES } from "../core/roles";
import { domainError } from "../messages";
import { daysBetween } from "../shared/calendar-dates";
import { assertTransition } from "../shared/state-machine";
import { PROJECT_MACHINE, type ProjectState } from "./project-states";
import type { TaskState } from "./tasks";

/** A project created by hand starts as a project; one born with a lead as a lead. */
export function initialProjectState(fromLead: boolean): ProjectState {
  return fromLead ? "STATE_LEAD" : "STATE_PROJECT";
}

export function assertProjectTransition(
  from: ProjectState,
  to: ProjectState,
  context: { canArchive: boolean },
): void {
  assertTransition(PROJECT_MACHINE, from, to);
  if (to === "STATE_ARCHIVED" && from !== to && !context.canArchive) {
    throw domainError("PROJECT_ARCHIVE_OPEN_TASKS", "rule");
  }
}

/** 'J+3', 'J-2', "Aujourd'hui", or 'Pas de date de livraison prévue'. */
export function deliveryDayLabel(deliveryDate: string | null, today: string): string {
  if (!deliveryDate) return "Pas de date de livraison prévue";
  const offset = daysBetween(today, deliveryDate.slice(0, 10));
  if (offset === 0) return "Aujourd'hui";
  return offset > 0 ? `J+${offset}` : `J${offset}`;
}

/** 'Titre du projet': 250 characters at most (document 2 §5). */
export const PROJECT_TITLE_MAX = 250;
export const PROJECT_GAME_URL_MAX = 500;
/** The tasks of a project fetched on its detail (document 2 §9). */
export const PROJECT_TASKS_MAX = 9999;

/** A task counts as finished, and lets the project be archived, once it is closed ('Fermé'). */
export const isTaskFinished = (state: TaskState): boolean => state === "STATE_CLOSED";

/** 'finished/total' of a project's card and detail. */
export function projectTaskRecap(states: readonly TaskState[]): { total: number; finished: number } {
  return { total: states.length, finished: states.filter(isTaskFinished).length };
}

/** Archiving needs every task closed (a project without task may be archived). */
export function canArchiveProject(states: readonly TaskState[]): boolean {
  return states.every(isTaskFinished);
}

/** The title as saved: trimmed, required, 250 characters at most. */
export function projectTitle(value: string): string {
  const title = value.trim();
  if (!title) throw domainError("PROJECT_NAME_REQUIRED", "invalid", {}, { field: "name" });
  if (title.length > PROJECT_TITLE_MAX) {
    throw domainError("PROJECT_TITLE_TOO_LONG", "invalid", { max: PROJECT_TITLE_MAX }, { field: "name" });
  }
  return title;
}

/** The game (or kiosk) address: empty clears it; otherwise an http(s) URL. */
export function projectGameUrl(value: string | null): string | null {
  const url = value?.trim() ?? "";
  if (!url) return null;
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  if (
    !parsed ||
    (parsed.protocol !== "http:" && parsed.protocol !== "https:") ||
    !parsed.hostname ||
    url.length > PROJECT_GAME_URL_MAX
  ) {
    throw domainError("PROJECT_GAME_URL_INVALID", "invalid", {}, { field: "gameUrl" });
  }
  return url;
}

export interface ProjectActor {
  isSuperAdmin: boolean;
}

/**
 * Every signed-in user edits a project (the spec's isEditable rule — new items or super admin — is
 * shown nowhere in use; staff manage the projects they work on).
 */
export const canEditProject = (_actor: ProjectActor): boolean => true;

export interface ProjectDependents {
  tasks: number;
  timeEntries: number;
  deliveryReports: number;
}

const inUse = (dependents: ProjectDependents) =>
  dependents.tasks + dependents.timeEntries + dependents.deliveryReports > 0;

/** A super admin deletes a manual project nothing depends on; a lead's project goes with its lead. */
export function canDeleteProject(
  actor: ProjectActor,
  project: { leadId: number | null },
  dependents: ProjectDependents,
): boolean {
  return ROLES.superAdmin(actor) && project.leadId === null && !inUse(dependents);
}

export function assertProjectDeletable(
  actor: ProjectActor,
  project: { leadId: number | null },
  dependents: ProjectDependents,
): void {
  if (!ROLES.superAdmin(actor)) throw domainError("PROJECT_DELETE_FORBIDDEN", "forbidden");
  if (project.leadId !== null) throw domainError("PROJECT_LEAD_DELETE_FORBIDDEN", "rule");
  if (inUse(dependents)) {
    throw domainError("PROJECT_DELETE_IN_USE", "conflict", {
      tasks: dependents.tasks,
      timeEntries: dependents.timeEntries,
      deliveryReports: dependents.deliveryReports,
    });
  }
}

/** The warnings of a project's card; a project still at the lead stage shows none of them. */
export type ProjectCardWarning = "noClient" | "noManager" | "noDeliveryDate" | "noTask";

export function projectCardWarnings(project: {
  state: ProjectState;
  hasClient: boolean;
  hasManager: boolean;
  deliveryDate: string | null;
  taskTotal: number;
}): ProjectCardWarning[] {
  if (project.state === "STATE_LEAD") return [];
  const warnings: ProjectCardWarning[] = [];
  if (!project.hasClient) warnings.push("noClient");
  if (!project.hasManager) warnings.push("noManager");
  if (!project.deliveryDate) warnings.push("noDeliveryDate");
  if (project.taskTotal === 0) warnings.push("noTask");
  return warnings;
}

export const PROJECT_CARD_WARNING_LABELS = {
  noClient: "Attention, pas d'entreprise cliente !",
  noManager: "Pas encore de chef de projet",
  noDeliveryDate: "Pas de date de livraison prévue",
  noTask: "Aucune tâche enregistrée",
} as const satisfies Record<ProjectCardWarning, string>;

/** Whether the card shows client, manager, date and tasks (hidden at the lead stage). */
export const showsProjectDetails = (state: ProjectState): boolean => state !== "STATE_LEAD";
