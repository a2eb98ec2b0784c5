import { TASK_PAGE_SIZE } from "@tronc/domain";
import { useState } from "react";
import { useLocation } from "wouter";
import { routeUrl, type ScreenProps } from "../../../app/paths";
import { useSessionUser } from "../../../app/session";
import { type PagedSearchInput, pagedQueryOptions, usePagedSearch } from "../../../hooks/use-paged-search";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { PageHeader } from "../../../ui/page-header";
import { PagedResults } from "../../../ui/paged-results";
import { TASK_TEXTS, taskCountLabel } from "./task-form";
import { defaultTaskFilters, TaskFilterBar, type TaskListFilters } from "./task-list-filters";
import { TaskModal } from "./task-modal";
import { TaskRow } from "./task-row";
import "./tasks.css";

const OPTIONS_STALE_MS = 60_000;

const orUndefined = (value: number | null) => value ?? undefined;

const useTasks = ({ filters, ...paging }: PagedSearchInput<TaskListFilters>) =>
  trpc.task.search.useQuery(
    {
      ...paging,
      userId: orUndefined(filters.userId),
      projectId: orUndefined(filters.projectId),
      taskTypeId: orUndefined(filters.taskTypeId),
      companyId: orUndefined(filters.companyId),
      states: filters.states,
      late: filters.late || undefined,
    },
    pagedQueryOptions,
  );

/**
 * admin-tronc-commun-task-list ('Tâches', /task) and admin-tronc-commun-task-edit (/task/{id}: the same
 * list with that task's modal open). Filters, text, page and scroll are remembered for the session.
 */
export default function TaskListPage({ params }: ScreenProps) {
  const me = useSessionUser();
  const [, navigate] = useLocation();
  const [adding, setAdding] = useState(false);
  const tasks = usePagedSearch(useTasks, {
    key: "tasks",
    pageSize: TASK_PAGE_SIZE,
    filters: defaultTaskFilters(me.id),
  });
  const options = trpc.task.options.useQuery(undefined, { staleTime: OPTIONS_STALE_MS });
  const projects = trpc.task.projectOptions.useQuery(undefined, { staleTime: OPTIONS_STALE_MS });
  const openId = Number(params.id);
  const closeRoute = () => navigate(routeUrl("admin-tronc-commun-task-list"));
  const data = tasks.query.data;
  return (
    <>
      <PageHeader
        title="Tâches"
        subtitle={data ? taskCountLabel(data.total, data.totalIsExact) : undefined}
        actions={
          <Button variant="primary" onClick={() => setAdding(true)}>
            Ajouter une tâche
          </Button>
        }
      />
      <TaskFilterBar
        search={tasks.search}
        onSearch={tasks.setSearch}
        filters={tasks.filters}
        onChange={tasks.setFilters}
        options={options.data}
        projects={projects.data}
      />
      <PagedResults list={tasks} emptyTitle={TASK_TEXTS.empty} loadingLabel="Chargement des tâches…">
        <ul className="task-list" aria-label="Tâches" aria-busy={tasks.query.isFetching}>
          {tasks.items.map((task) => (
            <li key={task.id}>
              <TaskRow task={task} />
            </li>
          ))}
        </ul>
      </PagedResults>
      {adding && <TaskModal onClose={() => setAdding(false)} />}
      {Number.isInteger(openId) && openId > 0 && (
        <TaskModal key={openId} taskId={openId} onClose={closeRoute} />
      )}
    </>
  );
}
