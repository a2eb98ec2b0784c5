import { TASK_PRIORITY_LABELS, TASK_STATE_COLORS, TASK_STATE_LABELS } from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { Badge } from "../../../ui/badge";
import { frenchDate, frenchHours, type TaskListItem } from "./task-form";

/** A row of 'Tâches': opens the task modal on /task/{id}. */
export function TaskRow({ task }: { task: TaskListItem }) {
  return (
    <Link
      href={routeUrl("admin-tronc-commun-task-edit", { id: task.id })}
      className={`card task-row${task.isLate ? " is-late" : ""}`}
    >
      <span className="task-row-main">
        <span className="task-row-name">{task.name}</span>
        <span className="task-row-project muted">
          {task.projectName}
          {task.clientName ? ` — ${task.clientName}` : ""} · {task.typeName}
        </span>
      </span>
      <span className="task-row-people">{task.assignees.map((user) => user.fullname).join(", ")}</span>
      <span className="task-row-dates">
        {frenchDate(task.startAt)} → {frenchDate(task.endAt)}
        {task.isLate && (
          <Badge variant="danger" className="task-row-late">
            En retard
          </Badge>
        )}
      </span>
      <span className="task-row-figures">
        <span title="Avancement">{task.progress} %</span>
        <span title="Durée estimée">{frenchHours(task.durationHours)} h</span>
        {task.priority === "PRIORITY_HIGH" && (
          <Badge variant="warning">{TASK_PRIORITY_LABELS[task.priority]}</Badge>
        )}
      </span>
      <Badge variant={TASK_STATE_COLORS[task.state]} className="task-row-state">
        {TASK_STATE_LABELS[task.state]}
      </Badge>
    </Link>
  );
}
