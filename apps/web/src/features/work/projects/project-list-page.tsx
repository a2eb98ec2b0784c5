import { hasSearchableTerm, MESSAGES, toParisDate } from "@tronc/domain";
import { useState } from "react";
import { useDebouncedValue } from "../../../hooks/use-debounced-value";
import { useListState } from "../../../hooks/use-list-state";
import { SEARCH_DEBOUNCE_MS } from "../../../hooks/use-paged-search";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { EmptyState } from "../../../ui/empty-state";
import { PageHeader } from "../../../ui/page-header";
import { Pagination } from "../../../ui/pagination";
import { QueryStatus } from "../../../ui/query-status";
import { ProjectCard } from "./project-card";
import { ProjectCreateDialog } from "./project-create-dialog";
import {
  DEFAULT_PROJECT_FILTERS,
  PROJECT_LIST_KEY,
  PROJECT_OPTIONS_STALE_MS,
  projectCountLabel,
  projectSearchInput,
} from "./project-helpers";
import { ProjectFilterBar } from "./project-list-filters";
import "./projects.css";

/** admin-tronc-commun-projects-list: 'Liste des Projets', 50 a page, filters remembered for the session. */
export default function ProjectListPage() {
  const [adding, setAdding] = useState(false);
  const options = trpc.lead.options.useQuery(undefined, { staleTime: PROJECT_OPTIONS_STALE_MS });
  const [dataReady, setDataReady] = useState(false);
  const list = useListState(PROJECT_LIST_KEY, { filters: DEFAULT_PROJECT_FILTERS }, { dataReady });
  const search = useDebouncedValue(list.search, SEARCH_DEBOUNCE_MS);
  const projects = trpc.project.search.useQuery(projectSearchInput({ ...list, search }), {
    placeholderData: (previous) => previous,
  });
  if (projects.isSuccess && !dataReady) setDataReady(true);
  const data = projects.data;
  const today = toParisDate(new Date());
  const tooShort = search.trim() !== "" && !hasSearchableTerm(search);
  return (
    <>
      <PageHeader
        title="Liste des Projets"
        subtitle={
          tooShort
            ? MESSAGES.LEAD_SEARCH_TOO_SHORT
            : data
              ? projectCountLabel(data.total)
              : "Recherche des projets…"
        }
        actions={
          <Button variant="primary" onClick={() => setAdding(true)}>
            Ajouter un projet
          </Button>
        }
      />
      <ProjectFilterBar
        search={list.search}
        onSearch={list.setSearch}
        filters={list.filters}
        onChange={list.setFilters}
        options={options.data}
      />
      <QueryStatus query={projects} loadingLabel="Chargement des projets…" />
      {data && data.items.length === 0 && (
        <EmptyState
          title="Aucun projet ne correspond à votre recherche."
          action={
            <Button variant="link" onClick={list.reset}>
              Revenir aux projets en cours
            </Button>
          }
        />
      )}
      {data && data.items.length > 0 && (
        <ul className="project-grid" aria-label="Projets" aria-busy={projects.isFetching}>
          {data.items.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} today={today} />
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Pagination
          page={list.page}
          pageCount={Math.max(1, Math.ceil(data.total / data.pageSize)) + (data.totalIsExact ? 0 : 1)}
          onPageChange={list.setPage}
        />
      )}
      {adding && <ProjectCreateDialog options={options.data} onClose={() => setAdding(false)} />}
    </>
  );
}
