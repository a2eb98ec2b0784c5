import { TASK_STATE_LABELS, type TaskState } from "@tronc/domain";
import type { RouterOutputs } from "../../../lib/trpc";
import { DateInput } from "../../../ui/date-input";
import { ToggleChips } from "../../../ui/toggle-chips";

export interface GanttFilterValues {
  from: string;
  to: string;
  users: number[];
  projects: number[];
  states: TaskState[];
  idTaskType: number | null;
}

type Options = RouterOutputs["gantt"]["filters"];

const STATES = Object.keys(TASK_STATE_LABELS) as TaskState[];

interface Props {
  filters: GanttFilterValues;
  onChange(changes: Partial<GanttFilterValues>): void;
  options: Options | undefined;
}

/** From, to, users (chips), projects (picked one by one), states (chips) and task type. */
export function GanttFilters({ filters, onChange, options }: Props) {
  const chosenProjects = (options?.projects ?? []).filter((project) => filters.projects.includes(project.id));
  return (
    <search className="card filters gantt-filters">
      <div className="field gantt-date">
        <label htmlFor="gantt-from">Du</label>
        <DateInput id="gantt-from" value={filters.from} onChange={(from) => from && onChange({ from })} />
      </div>
      <div className="field gantt-date">
        <label htmlFor="gantt-to">Au</label>
        <DateInput id="gantt-to" value={filters.to} onChange={(to) => to && onChange({ to })} />
      </div>
      <div className="field">
        <label htmlFor="gantt-type">Type de tâche</label>
        <select
          id="gantt-type"
          value={filters.idTaskType ?? ""}
          onChange={(event) =>
            onChange({ idTaskType: event.target.value ? Number(event.target.value) : null })
          }
        >
          <option value="">Tous les types</option>
          {options?.taskTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field gantt-project-field">
        <label htmlFor="gantt-project">Projets</label>
        <select
          id="gantt-project"
          value=""
          onChange={(event) =>
            event.target.value && onChange({ projects: [...filters.projects, Number(event.target.value)] })
          }
        >
          <option value="">{filters.projects.length ? "Ajouter un projet…" : "Tous les projets"}</option>
          {options?.projects
            .filter((project) => !filters.projects.includes(project.id))
            .map((project) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
        </select>
      </div>
      {chosenProjects.length > 0 && (
        <fieldset className="gantt-chips gantt-wide">
          <legend className="visually-hidden">Projets choisis</legend>
          {chosenProjects.map((project) => (
            <button
              key={project.id}
              type="button"
              className="gantt-chip"
              aria-pressed="true"
              title="Retirer ce projet"
              onClick={() => onChange({ projects: filters.projects.filter((id) => id !== project.id) })}
            >
              {project.name} ✕
            </button>
          ))}
        </fieldset>
      )}
      <fieldset className="gantt-wide">
        <legend className="field-label">Utilisateurs</legend>
        <ToggleChips
          options={(options?.users ?? []).map((user) => ({ value: user.id, label: user.fullname }))}
          selected={filters.users}
          onChange={(users) => onChange({ users })}
        />
      </fieldset>
      <fieldset className="gantt-wide">
        <legend className="field-label">États</legend>
        <ToggleChips
          options={STATES.map((state) => ({ value: state, label: TASK_STATE_LABELS[state] }))}
          selected={filters.states}
          onChange={(states) => onChange({ states })}
        />
      </fieldset>
    </search>
  );
}
