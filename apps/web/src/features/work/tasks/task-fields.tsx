import { TASK_PRIORITY_LABELS, TASK_STATE_LABELS, type TaskPriority, type TaskState } from "@tronc/domain";
import { trpc } from "../../../lib/trpc";
import { DateInput } from "../../../ui/date-input";
import { Field } from "../../../ui/field";
import { RichTextEditor } from "../../../ui/rich-text-editor";
import { TaskChips } from "./task-chips";
import { TASK_TEXTS, type TaskFormState } from "./task-form";
import type { TaskFieldErrors } from "./task-modal";

const OPTIONS_STALE_MS = 60_000;

interface TaskFieldsProps {
  form: TaskFormState;
  errors: TaskFieldErrors;
  onChange(changes: Partial<TaskFormState>): void;
  /** The saved task's project, listed even when no longer offered (archived, lead). */
  currentProject?: { id: number; name: string };
}

/** The task's own fields, in the spec's order. */
export function TaskFields({ form, errors, onChange, currentProject }: TaskFieldsProps) {
  const options = trpc.task.options.useQuery(undefined, { staleTime: OPTIONS_STALE_MS });
  const projects = trpc.task.projectOptions.useQuery(undefined, { staleTime: OPTIONS_STALE_MS });
  const users = (options.data?.users ?? []).map((user) => ({ value: user.id, label: user.fullname }));
  const offered = projects.data ?? [];
  const projectChoices =
    currentProject && !offered.some((project) => project.id === currentProject.id)
      ? [{ ...currentProject, clientName: null }, ...offered]
      : offered;
  return (
    <div className="form-grid">
      <Field label="Nom" required error={errors.name} wide>
        <input
          id="task-name"
          value={form.name}
          maxLength={250}
          onChange={(e) => onChange({ name: e.target.value })}
        />
      </Field>
      <Field label="Projet" required error={errors.projectId}>
        <select
          id="task-project"
          value={form.projectId}
          onChange={(e) => onChange({ projectId: e.target.value })}
        >
          <option value="">Choisir un projet</option>
          {projectChoices.map((project) => (
            <option key={project.id} value={project.id}>
              {project.clientName ? `${project.name} — ${project.clientName}` : project.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Type" required error={errors.taskTypeId}>
        <select
          id="task-type"
          value={form.taskTypeId}
          onChange={(e) => onChange({ taskTypeId: e.target.value })}
        >
          <option value="">Choisir un type</option>
          {options.data?.taskTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
      </Field>
      <div className="field field-wide">
        <TaskChips
          label="Assignée à"
          required
          options={users}
          selected={form.assigneeIds}
          onChange={(assigneeIds) => onChange({ assigneeIds })}
        />
        {errors.assigneeIds && (
          <span className="field-error" role="alert">
            {errors.assigneeIds}
          </span>
        )}
      </div>
      <Field label="État" error={errors.state}>
        <select
          id="task-state"
          value={form.state}
          onChange={(e) => onChange({ state: e.target.value as TaskState })}
        >
          {Object.entries(TASK_STATE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Priorité" required error={errors.priority}>
        <select
          id="task-priority"
          value={form.priority}
          onChange={(e) => onChange({ priority: e.target.value as TaskPriority })}
        >
          {Object.entries(TASK_PRIORITY_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Date de début" required error={errors.startAt}>
        <DateInput id="task-start" value={form.startAt} onChange={(startAt) => onChange({ startAt })} />
      </Field>
      <Field label="Date de fin" required error={errors.endAt}>
        <DateInput id="task-end" value={form.endAt} onChange={(endAt) => onChange({ endAt })} />
      </Field>
      <Field label="Durée estimée (heures)" required error={errors.duration} hint={TASK_TEXTS.durationHint}>
        <input
          id="task-duration"
          inputMode="decimal"
          placeholder="1h30"
          value={form.duration}
          onChange={(e) => onChange({ duration: e.target.value })}
        />
      </Field>
      <Field label={`Avancement : ${form.progress} %`} error={errors.progress}>
        <input
          id="task-progress"
          type="range"
          min={0}
          max={100}
          step={10}
          value={form.progress}
          onChange={(e) => onChange({ progress: Number(e.target.value) })}
        />
      </Field>
      <div className={`field field-wide${errors.description ? " has-error" : ""}`}>
        <label htmlFor="task-description" className="field-required">
          Description
        </label>
        <RichTextEditor
          id="task-description"
          value={form.description}
          onChange={(description) => onChange({ description })}
        />
        {errors.description && (
          <span className="field-error" role="alert">
            {errors.description}
          </span>
        )}
      </div>
      <Field label="Note interne" wide>
        <textarea id="task-note" value={form.note} onChange={(e) => onChange({ note: e.target.value })} />
      </Field>
    </div>
  );
}
