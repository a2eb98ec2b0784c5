import { TASK_PRIORITY_LABELS, TASK_STATE_LABELS } from "@tronc/domain";
import type { RouterOutputs } from "../../../lib/trpc";
import type { FieldDifference } from "../../../ui/conflict-dialog";
import { plainText } from "../../proposals/document-lines/document-format";
import { type TaskFormState, type TaskView, taskFormOf } from "./task-form";

interface TaskOptions {
  options: RouterOutputs["task"]["options"] | undefined;
  projects: RouterOutputs["task"]["projectOptions"] | undefined;
}

/** The form's fields that are not the task's now, under the form's labels, as a person reads them. */
export function taskDifferences(
  typed: TaskFormState,
  current: TaskView,
  { options, projects }: TaskOptions,
): FieldDifference[] {
  const now = taskFormOf(current);
  const person = (id: number) => options?.users.find((user) => user.id === id)?.fullname ?? `n° ${id}`;
  const people = (ids: readonly number[]) =>
    [...ids]
      .sort((a, b) => a - b)
      .map(person)
      .join(", ");
  const project = (id: string) =>
    id === String(current.projectId)
      ? current.projectName
      : (projects?.find((one) => String(one.id) === id)?.name ?? `n° ${id}`);
  const type = (id: string) => options?.taskTypes.find((one) => String(one.id) === id)?.name ?? "";
  const texts: [string, string, string][] = [
    ["Nom", typed.name, now.name],
    ["Projet", project(typed.projectId), project(now.projectId)],
    ["Type", type(typed.taskTypeId), type(now.taskTypeId) || current.type.name],
    ["Assignée à", people(typed.assigneeIds), people(now.assigneeIds)],
    ["État", TASK_STATE_LABELS[typed.state], TASK_STATE_LABELS[now.state]],
    ["Priorité", TASK_PRIORITY_LABELS[typed.priority], TASK_PRIORITY_LABELS[now.priority]],
    ["Date de début", typed.startAt, now.startAt],
    ["Date de fin", typed.endAt, now.endAt],
    ["Durée estimée (heures)", typed.duration, now.duration],
    ["Avancement", `${typed.progress} %`, `${now.progress} %`],
    ["Description", plainText(typed.description), plainText(now.description)],
    ["Note interne", typed.note, now.note],
  ];
  return texts
    .filter(([, yours, theirs]) => yours.trim() !== theirs.trim())
    .map(([label, yours, theirs]) => ({ label, yours, theirs }));
}
