import { domainError } from "../messages";
import { PROJECT_STATE_LABELS, type ProjectState } from "../work/project-states";

/** Checks a project state read from outside (a request body). */
export function assertProjectState(value: unknown): ProjectState {
  if (typeof value === "string" && Object.hasOwn(PROJECT_STATE_LABELS, value)) return value as ProjectState;
  throw domainError("PROJECT_STATE_UNKNOWN", "invalid", { value: String(value) });
}

/** 'Convertir en projet': only a project still at the lead stage moves, to STATE_PROJECT. */
export function assertConvertibleToProject(state: ProjectState): void {
  if (state !== "STATE_LEAD") throw domainError("LEAD_ALREADY_PROJECT", "conflict");
}
