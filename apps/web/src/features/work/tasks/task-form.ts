import {
  assertTaskInput,
  collectRefusals,
  DEFAULT_TASK_PRIORITY,
  DEFAULT_TASK_STATE,
  domainError,
  MESSAGES,
  parseTaskHours,
  readTaskDates,
  readTaskName,
  type TaskPriority,
  type TaskState,
  toParisDate,
} from "@tronc/domain";
import type { RouterInputs, RouterOutputs } from "../../../lib/trpc";

export type TaskView = RouterOutputs["task"]["get"];
export type TaskListItem = RouterOutputs["task"]["search"]["items"][number];
export type TaskOptions = RouterOutputs["task"]["options"];
export type TaskProjectOption = RouterOutputs["task"]["projectOptions"][number];

/** The spec's sentences of the task modal. */
export const TASK_TEXTS = {
  saved: "La tâche est bien enregistrée",
  saveFailed:
    "Une erreur s'est produite, veuillez contacter l'équipe technique, la tâche n'est pas sauvegardée",
  filesAfterSave: MESSAGES.TASK_FILES_AFTER_SAVE,
  fileDeleteConfirm: "Confirmez-vous la suppression de ce fichier ?",
  fileDeleted: "Fichier effacé",
  fileAdded: "Fichier ajouté",
  durationHint: "1h30 = 1,5",
  empty: "Aucune tâche enregistrée",
} as const;

/** What the form holds, as typed. */
export interface TaskFormState {
  name: string;
  projectId: string;
  taskTypeId: string;
  assigneeIds: number[];
  state: TaskState;
  priority: TaskPriority;
  startAt: string;
  endAt: string;
  description: string;
  note: string;
  progress: number;
  duration: string;
}

/** '1.5' → '1,5' in the field. */
export const frenchHours = (hours: string) => hours.replace(".", ",");

export function emptyTaskForm(now: Date, projectId: number | undefined, me: number): TaskFormState {
  return {
    name: "",
    projectId: projectId ? String(projectId) : "",
    taskTypeId: "",
    assigneeIds: [me],
    state: DEFAULT_TASK_STATE,
    priority: DEFAULT_TASK_PRIORITY,
    startAt: toParisDate(now),
    endAt: "",
    description: "",
    note: "",
    progress: 0,
    duration: "",
  };
}

export function taskFormOf(task: TaskView): TaskFormState {
  return {
    name: task.name,
    projectId: String(task.projectId),
    taskTypeId: String(task.type.id),
    assigneeIds: task.assignees.map((user) => user.id),
    state: task.state,
    priority: task.priority,
    startAt: task.startAt,
    endAt: task.endAt ?? "",
    description: task.description,
    note: task.note ?? "",
    progress: task.progress,
    duration: frenchHours(task.durationHours),
  };
}

/** The save's input; the server reads the hours ('1h30') and says in French what is wrong. */
export function taskInputOf(form: TaskFormState): RouterInputs["task"]["create"] {
  return {
    name: form.name,
    projectId: form.projectId ? Number(form.projectId) : null,
    taskTypeId: form.taskTypeId ? Number(form.taskTypeId) : null,
    assigneeIds: form.assigneeIds,
    state: form.state,
    priority: form.priority,
    startAt: form.startAt || null,
    endAt: form.endAt || null,
    description: form.description,
    note: form.note,
    progress: form.progress,
    duration: form.duration,
  };
}

/**
 * Every refusal of the form at once, each under its field, by the domain's own readers (the server
 * reads the same and refuses what only it can judge: a closed project, an inactive user).
 */
export function taskFormErrors(form: TaskFormState): Partial<Record<keyof TaskFormState, string>> {
  const required = (filled: boolean, code: Parameters<typeof domainError>[0]) => () => {
    if (!filled) throw domainError(code, "invalid");
  };
  return collectRefusals<keyof TaskFormState>({
    name: () => readTaskName(form.name),
    projectId: required(form.projectId !== "", "TASK_PROJECT_REQUIRED"),
    taskTypeId: required(form.taskTypeId !== "", "TASK_TYPE_REQUIRED"),
    assigneeIds: required(form.assigneeIds.length > 0, "TASK_ASSIGNEES_REQUIRED"),
    startAt: required(form.startAt !== "", "TASK_START_REQUIRED"),
    endAt: () => form.startAt && readTaskDates(form.startAt, form.endAt || null),
    duration: () => parseTaskHours(form.duration),
    description: () => assertTaskInput({ durationHours: 1, description: form.description }),
  });
}

/** '3 tâche(s)'. */
export const taskCountLabel = (total: number, exact = true) =>
  `${exact ? "" : "plus de "}${total.toLocaleString("fr-FR")} tâche(s)`;

/** '2026-03-05' → '05/03/2026'. */
export const frenchDate = (date: string | null) => (date ? date.split("-").reverse().join("/") : "—");
