import { formatMessage } from "@tronc/domain";
import { useState } from "react";
import { useSessionUser } from "../../../app/session";
import { domainErrorOf } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { useVersionConflict } from "../../../ui/conflict-dialog";
import { placeRefusal } from "../../../ui/form-errors";
import { FormModal } from "../../../ui/form-modal";
import { Modal } from "../../../ui/modal";
import { QueryStatus } from "../../../ui/query-status";
import { useToast } from "../../../ui/toast";
import { TaskPurchaseOrder } from "../../proposals/supplier-purchases/task-purchase-order";
import { TaskTimeEntries } from "../time-entries/task-time-entries";
import { TaskAttachments } from "./task-attachments";
import { taskDifferences } from "./task-differences";
import { TaskFields } from "./task-fields";
import {
  emptyTaskForm,
  TASK_TEXTS,
  type TaskFormState,
  type TaskView,
  taskFormErrors,
  taskFormOf,
  taskInputOf,
} from "./task-form";
import "./tasks.css";
import { HistoryButton } from "../../../ui/history-panel";

export interface TaskModalProps {
  /** The task to edit; absent: a new task. */
  taskId?: number;
  /** The project a new task belongs to (from a project's screen). */
  projectId?: number;
  onClose: () => void;
  onSaved?: () => void;
}

/** The field of the form a server refusal concerns, by the wire field it names. */
const FIELD_OF_WIRE: Record<string, keyof TaskFormState> = {
  name: "name",
  project: "projectId",
  projectId: "projectId",
  taskTypeId: "taskTypeId",
  assigneeIds: "assigneeIds",
  progress: "progress",
  description: "description",
  note: "note",
  type: "taskTypeId",
  assignedTo: "assigneeIds",
  startAt: "startAt",
  endAt: "endAt",
  avancement: "progress",
  duration: "duration",
  state: "state",
  priority: "priority",
};

export type TaskFieldErrors = Partial<Record<keyof TaskFormState, string>>;

/** The task edit modal: every field; attachments and time entries once the task is saved. */
export function TaskModal({ taskId, projectId, onClose, onSaved }: TaskModalProps) {
  const task = trpc.task.get.useQuery({ id: taskId ?? 0 }, { enabled: taskId !== undefined });
  if (taskId === undefined) return <TaskForm projectId={projectId} onClose={onClose} onSaved={onSaved} />;
  if (!task.data) {
    return (
      <Modal open size="lg" title="Tâche" onOpenChange={(open) => !open && onClose()}>
        <QueryStatus query={task} loadingLabel="Chargement de la tâche…" />
      </Modal>
    );
  }
  return <TaskForm key={task.data.id} task={task.data} onClose={onClose} onSaved={onSaved} />;
}

function TaskForm({
  task,
  projectId,
  onClose,
  onSaved,
}: {
  task?: TaskView;
  projectId?: number;
  onClose(): void;
  onSaved?: () => void;
}) {
  const me = useSessionUser();
  const toast = useToast();
  const utils = trpc.useUtils();
  const [form, setForm] = useState<TaskFormState>(() =>
    task ? taskFormOf(task) : emptyTaskForm(new Date(), projectId, me.id),
  );
  const [errors, setErrors] = useState<TaskFieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const change = (changes: Partial<TaskFormState>) => {
    setForm((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes)) delete next[key as keyof TaskFormState];
      return next;
    });
  };
  const onDone = (saved: TaskView) => {
    utils.task.get.setData({ id: saved.id }, saved);
    void utils.task.search.invalidate();
    toast.success(TASK_TEXTS.saved);
    onSaved?.();
    onClose();
  };
  const onError = (error: unknown) => {
    if (conflict.handle(error)) return;
    const descriptionRefused = domainErrorOf(error)?.code === "TASK_DESCRIPTION_TOO_SHORT";
    const placed = placeRefusal(error, (wire) => FIELD_OF_WIRE[wire]);
    if (descriptionRefused) setErrors({ description: placed.general ?? TASK_TEXTS.saveFailed });
    else setErrors(placed.fields);
    setGeneral(descriptionRefused ? null : placed.general);
  };
  const create = trpc.task.create.useMutation({ onSuccess: onDone, onError });
  const update = trpc.task.update.useMutation({ onSuccess: onDone, onError });
  const conflict = useVersionConflict({
    readCurrent: () => utils.client.task.get.query({ id: task?.id ?? 0 }),
    differences: (current) =>
      taskDifferences(form, current, {
        options: utils.task.options.getData(),
        projects: utils.task.projectOptions.getData(),
      }),
    reload: (current) => {
      utils.task.get.setData({ id: current.id }, current);
      setForm(taskFormOf(current));
      setErrors({});
      setGeneral(null);
    },
    overwrite: (version) => update.mutate({ id: task?.id ?? 0, version, ...taskInputOf(form) }),
  });
  const save = () => {
    const refused = taskFormErrors(form);
    const count = Object.keys(refused).length;
    setErrors(refused);
    setGeneral(count > 0 ? formatMessage("FORM_HAS_ERRORS", { count }) : null);
    if (count > 0) return;
    const input = taskInputOf(form);
    if (task) update.mutate({ id: task.id, version: task.version, ...input });
    else create.mutate(input);
  };
  return (
    <FormModal
      title={task ? `Tâche : ${task.name}` : "Nouvelle tâche"}
      formId="task-form"
      size="lg"
      saving={create.isPending || update.isPending}
      onSubmit={save}
      onClose={onClose}
      className="task-form"
    >
      {task && <HistoryButton kind="task" id={task.id} placement="row" />}
      {general && (
        <p className="alert alert-danger" role="alert">
          {general}
        </p>
      )}
      <TaskFields
        form={form}
        errors={errors}
        onChange={change}
        currentProject={task ? { id: task.projectId, name: task.projectName } : undefined}
      />
      <section className="task-section" aria-labelledby="task-files-title">
        <h3 id="task-files-title">Pièces jointes</h3>
        <TaskAttachments task={task} />
      </section>
      {task && (
        <section className="task-section" aria-labelledby="task-purchase-title">
          <h3 id="task-purchase-title">Bon de commande</h3>
          <TaskPurchaseOrder order={task.purchaseOrder} />
        </section>
      )}
      {task && (
        <section className="task-section" aria-label="Temps passé">
          <TaskTimeEntries taskId={task.id} />
        </section>
      )}
      {conflict.dialog}
    </FormModal>
  );
}
