import { OPEN_TASK_STATES, TASK_STATE_LABELS, type TaskState } from "@tronc/domain";
import { Switch } from "../../../ui/switch";
import { TaskChips } from "./task-chips";
import type { TaskOptions, TaskProjectOption } from "./task-form";

export interface TaskListFilters {
  /** 'Utilisateur': defaults to the signed-in user; null = everyone. */
  userId: number | null;
  projectId: number | null;
  taskTypeId: number | null;
  companyId: number | null;
  /** Defaults to the five open states, new to waiting customer return. */
  states: TaskState[];
  late: boolean;
}

export const defaultTaskFilters = (me: number): TaskListFilters => ({
  userId: me,
  projectId: null,
  taskTypeId: null,
  companyId: null,
  states: [...OPEN_TASK_STATES],
  late: false,
});

const STATE_OPTIONS = Object.entries(TASK_STATE_LABELS).map(([value, label]) => ({
  value: value as TaskState,
  label,
}));

const idOf = (value: string) => (value ? Number(value) : null);

interface TaskFilterBarProps {
  search: string;
  onSearch(value: string): void;
  filters: TaskListFilters;
  onChange(changes: Partial<TaskListFilters>): void;
  options: TaskOptions | undefined;
  projects: TaskProjectOption[] | undefined;
}

/** Free text, user, project, task type, client, 'Tâches en retard' and the states. */
export function TaskFilterBar({
  search,
  onSearch,
  filters,
  onChange,
  options,
  projects,
}: TaskFilterBarProps) {
  const select = (
    id: string,
    label: string,
    value: number | null,
    choices: { id: number; label: string }[] | undefined,
    onPick: (id: number | null) => void,
    all: string,
  ) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ""} onChange={(event) => onPick(idOf(event.target.value))}>
        <option value="">{all}</option>
        {choices?.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <search className="card filters task-filters">
      <div className="field task-filter-search">
        <label htmlFor="task-search">Rechercher</label>
        <input
          id="task-search"
          type="search"
          placeholder="Tâche, projet ou client"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      {select(
        "task-filter-user",
        "Utilisateur",
        filters.userId,
        options?.users.map((user) => ({ id: user.id, label: user.fullname })),
        (userId) => onChange({ userId }),
        "Tous",
      )}
      {select(
        "task-filter-project",
        "Projet",
        filters.projectId,
        projects?.map((project) => ({ id: project.id, label: project.name })),
        (projectId) => onChange({ projectId }),
        "Tous",
      )}
      {select(
        "task-filter-type",
        "Type de tâche",
        filters.taskTypeId,
        options?.taskTypes.map((type) => ({ id: type.id, label: type.name })),
        (taskTypeId) => onChange({ taskTypeId }),
        "Tous",
      )}
      {select(
        "task-filter-client",
        "Client",
        filters.companyId,
        options?.clients.map((client) => ({ id: client.id, label: client.name })),
        (companyId) => onChange({ companyId }),
        "Tous",
      )}
      <Switch
        className="task-filter-late"
        label="Tâches en retard"
        checked={filters.late}
        onChange={(late) => onChange({ late })}
      />
      <div className="task-filter-states">
        <TaskChips
          label="États"
          options={STATE_OPTIONS}
          selected={filters.states}
          onChange={(states) => onChange({ states })}
        />
      </div>
    </search>
  );
}
