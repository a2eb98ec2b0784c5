import { TASK_STATE_COLORS, TASK_STATE_LABELS } from "@tronc/domain";
import { lazy, Suspense, useState } from "react";
import { trpc } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { useIdInUrl } from "../../../ui/use-id-in-url";
import { frenchHours, type ProjectView } from "./project-helpers";

// The task modal (rich text, attachments, time entries) is fetched the first time it opens.
const TaskModal = lazy(() => import("../tasks/task-modal").then((module) => ({ default: module.TaskModal })));

/** The project's tasks; 'spent h / planned h' once time has been spent; a row opens the task modal. */
export function ProjectTasksCard({ project }: { project: ProjectView }) {
  const [openTask, setOpenTask] = useIdInUrl("tache");
  const [adding, setAdding] = useState(false);
  const opened = openTask !== null ? { taskId: openTask } : adding ? { projectId: project.id } : null;
  const close = () => (openTask !== null ? setOpenTask(null) : setAdding(false));
  const utils = trpc.useUtils();
  const spent = Number(project.totalTaskReportHour) > 0;
  return (
    <section className="card" aria-labelledby="project-tasks-title">
      <div className="card-header">
        <h2 id="project-tasks-title">Tâches</h2>
        {spent && (
          <span className="project-hours" title="Heures passées / heures prévues">
            {frenchHours(project.totalTaskReportHour)} h / {frenchHours(project.totalTaskDuration)} h
          </span>
        )}
        <Button size="sm" onClick={() => setAdding(true)}>
          Ajouter une tâche
        </Button>
      </div>
      {project.tasks.length === 0 ? (
        <p className="card-body muted">Aucune tâche enregistrée</p>
      ) : (
        <ul className="project-task-list" aria-label="Tâches du projet">
          {project.tasks.map((task) => (
            <li key={task.id}>
              <button type="button" className="project-task" onClick={() => setOpenTask(task.id)}>
                <span className="project-task-name">{task.name}</span>
                <Badge variant={TASK_STATE_COLORS[task.state]}>{TASK_STATE_LABELS[task.state]}</Badge>
                <span className="muted project-task-people">
                  {task.assignees.map((person) => person.fullname).join(", ") || "Personne"}
                </span>
                <span className="project-task-hours">
                  {frenchHours(task.spentHours)} h / {frenchHours(task.durationHours)} h
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {opened && (
        <Suspense fallback={null}>
          <TaskModal
            {...opened}
            onClose={close}
            onSaved={() => void utils.project.get.invalidate({ id: project.id })}
          />
        </Suspense>
      )}
    </section>
  );
}
