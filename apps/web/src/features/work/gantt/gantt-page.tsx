import { defaultGanttRange, GANTT_MAX_TASKS, OPEN_TASK_STATES, toParisDate } from "@tronc/domain";
import { useMemo } from "react";
import { useSessionUser } from "../../../app/session";
import { useListState } from "../../../hooks/use-list-state";
import { trpc } from "../../../lib/trpc";
import { EmptyState } from "../../../ui/empty-state";
import { PageHeader } from "../../../ui/page-header";
import { QueryStatus } from "../../../ui/query-status";
import { useIdInUrl } from "../../../ui/use-id-in-url";
import { TaskModal } from "../tasks/task-modal";
import { GanttChart } from "./gantt-chart";
import { GanttFilters, type GanttFilterValues } from "./gantt-filters";
import "./gantt.css";

const countLabel = (count: number) => `${count} tâche${count > 1 ? "s" : ""}`;

/** admin-tronc-commun-gantt (/gantt): the tasks over time, the signed-in user pre-selected. */
export default function GanttPage() {
  const user = useSessionUser();
  const today = useMemo(() => toParisDate(new Date()), []);
  const defaults = useMemo(
    () => ({
      filters: {
        ...defaultGanttRange(today),
        users: [user.id],
        projects: [],
        states: [...OPEN_TASK_STATES],
        idTaskType: null,
      } satisfies GanttFilterValues,
    }),
    [today, user.id],
  );
  const { filters, setFilters } = useListState<GanttFilterValues>("gantt", defaults);
  const [openTask, setOpenTask] = useIdInUrl("tache");
  const options = trpc.gantt.filters.useQuery();
  const chart = trpc.gantt.chart.useQuery(
    {
      from: filters.from,
      to: filters.to,
      users: filters.users,
      projects: filters.projects,
      state: filters.states,
      idTaskType: filters.idTaskType ?? undefined,
    },
    { placeholderData: (previous) => previous },
  );
  const taskCount = chart.data?.projects.reduce((sum, project) => sum + project.items.length, 0);
  return (
    <>
      <PageHeader title="Gantt" subtitle={taskCount === undefined ? undefined : countLabel(taskCount)} />
      <GanttFilters filters={filters} onChange={setFilters} options={options.data} />
      <QueryStatus query={chart} loadingLabel="Chargement du Gantt…" />
      {chart.data?.truncated && (
        <p className="alert alert-warning">
          Seules les {GANTT_MAX_TASKS} premières tâches sont affichées : resserrez les filtres.
        </p>
      )}
      {chart.data &&
        (chart.data.projects.length === 0 ? (
          <EmptyState title="Aucune tâche sur cette période">Changez les dates ou les filtres.</EmptyState>
        ) : (
          <GanttChart chart={chart.data} today={today} onOpen={setOpenTask} />
        ))}
      {openTask !== null && (
        <TaskModal taskId={openTask} onClose={() => setOpenTask(null)} onSaved={() => void chart.refetch()} />
      )}
    </>
  );
}
