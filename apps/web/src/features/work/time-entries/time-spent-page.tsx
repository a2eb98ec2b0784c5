import { PAGE_SIZES } from "@tronc/domain";
import { useState } from "react";
import { type PagedSearchInput, pagedQueryOptions, usePagedSearch } from "../../../hooks/use-paged-search";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { DateInput } from "../../../ui/date-input";
import { FileActionLink } from "../../../ui/file-action-link";
import { PageHeader } from "../../../ui/page-header";
import { PagedResults } from "../../../ui/paged-results";
import { ToggleChips } from "../../../ui/toggle-chips";
import { ClientSelect, type NamedRef } from "./client-select";
import { hoursLabel } from "./time-entry-helpers";
import { TimeEntryModal } from "./time-entry-modal";
import { TimeEntryTable } from "./time-entry-table";
import { useTimeEntryActions } from "./use-time-entry-actions";
import "./time-entries.css";

export interface TimeSpentFilters {
  from: string;
  to: string;
  userIds: number[];
  client: NamedRef | null;
  projectId: number | null;
}

const NO_FILTERS: TimeSpentFilters = { from: "", to: "", userIds: [], client: null, projectId: null };

/** The list's filters as the API reads them (the same for the export's query string). */
export function timeSpentInput({ from, to, userIds, client, projectId }: TimeSpentFilters) {
  return {
    from: from || undefined,
    to: to || undefined,
    userIds: userIds.length > 0 ? userIds : undefined,
    companyId: client?.id,
    projectIds: projectId === null ? undefined : [projectId],
  };
}

const EXPORT_PATH = "/admin/task-report-export";

function exportUrl(filters: TimeSpentFilters): string {
  const params = new URLSearchParams();
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  for (const userId of filters.userIds) params.append("users[]", String(userId));
  if (filters.projectId !== null) params.append("projects[]", String(filters.projectId));
  if (filters.client) params.set("idCompany", String(filters.client.id));
  const query = params.toString();
  return query ? `${EXPORT_PATH}?${query}` : EXPORT_PATH;
}

const useTimeEntries = ({ filters, page, pageSize }: PagedSearchInput<TimeSpentFilters>) =>
  trpc.timeEntry.search.useQuery({ ...timeSpentInput(filters), page, pageSize }, pagedQueryOptions);

const countLabel = (total: number) => `${total.toLocaleString("fr-FR")} saisie${total > 1 ? "s" : ""}`;

/** admin-tronc-commun-task-report-tracking: 'Temps passé', filters, 50 per page, total hours, entry modal. */
export default function TimeSpentPage() {
  const list = usePagedSearch(useTimeEntries, {
    key: "time-spent",
    pageSize: PAGE_SIZES.timeReports,
    filters: NO_FILTERS,
  });
  const options = trpc.timeEntry.options.useQuery();
  const [clientSearch, setClientSearch] = useState("");
  const { editing, setEditing, askDelete } = useTimeEntryActions();
  const { filters, setFilters, total } = list;
  const totalHours = list.query.data?.totalHours;
  return (
    <>
      <PageHeader
        title="Temps passé"
        subtitle={total === undefined ? undefined : countLabel(total)}
        actions={
          <>
            <FileActionLink kind="excel" className="btn btn-secondary" href={exportUrl(filters)} download>
              Export Excel
            </FileActionLink>
            <Button variant="primary" onClick={() => setEditing("new")}>
              Saisir temps
            </Button>
          </>
        }
      />
      <search className="card filters time-spent-filters">
        <div className="field">
          <label htmlFor="time-filter-from">Du</label>
          <DateInput id="time-filter-from" value={filters.from} onChange={(from) => setFilters({ from })} />
        </div>
        <div className="field">
          <label htmlFor="time-filter-to">Au</label>
          <DateInput id="time-filter-to" value={filters.to} onChange={(to) => setFilters({ to })} />
        </div>
        <fieldset className="field time-filter-users">
          <legend className="field-label">Utilisateurs</legend>
          <ToggleChips
            options={(options.data?.users ?? []).map((person) => ({
              value: person.id,
              label: person.fullname,
            }))}
            selected={filters.userIds}
            onChange={(userIds) => setFilters({ userIds })}
          />
        </fieldset>
        <div className="field time-filter-client">
          <label htmlFor="time-filter-client">Client</label>
          <ClientSelect
            id="time-filter-client"
            value={filters.client}
            onChange={(client) => setFilters({ client })}
            search={clientSearch}
            onSearch={setClientSearch}
            noneLabel="Tous"
          />
        </div>
        <div className="field">
          <label htmlFor="time-filter-project">Projet</label>
          <select
            id="time-filter-project"
            value={filters.projectId ?? ""}
            onChange={(event) =>
              setFilters({ projectId: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">Tous</option>
            {options.data?.projects.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
          </select>
        </div>
      </search>
      {totalHours !== undefined && (
        <p className="card time-spent-total" aria-live="polite">
          Total : <strong data-testid="time-total">{hoursLabel(totalHours)}</strong>
          {totalHours.includes(".") && <span className="muted"> ({totalHours.replace(".", ",")} h)</span>}
        </p>
      )}
      <PagedResults
        list={list}
        emptyTitle="Aucun temps ne correspond à ces filtres."
        loadingLabel="Chargement des temps…"
      >
        <TimeEntryTable
          entries={list.items}
          busy={list.query.isFetching}
          onEdit={setEditing}
          onDelete={(entry) => void askDelete(entry)}
        />
      </PagedResults>
      {editing && (
        <TimeEntryModal entry={editing === "new" ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
