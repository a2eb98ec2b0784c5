import { useState } from "react";
import { useDebouncedValue } from "../../hooks/use-debounced-value";
import { useListState } from "../../hooks/use-list-state";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { EmptyState } from "../../ui/empty-state";
import { PageHeader } from "../../ui/page-header";
import { Pagination } from "../../ui/pagination";
import { QueryStatus } from "../../ui/query-status";
import { LeadCreateDialog } from "./lead-create-dialog";
import { countLabel, LEAD_PAGE_SIZE, useNow } from "./lead-helpers";
import { DEFAULT_LEAD_FILTERS, LeadFilterBar, type LeadListFilters } from "./lead-list-filters";
import { LeadRow } from "./lead-row";
import "./leads.css";

/** The status filter as the API reads it: nothing ticked means every status. */
const statusParam = (filters: LeadListFilters) => (filters.status.length > 0 ? filters.status : ["ALL"]);

/** 'Exporter tout': the Excel export of every lead matching, with the list's filters (browser navigation). */
export function leadExportUrl(q: string, filters: LeadListFilters): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q.trim());
  if (filters.triangleCompanyId) params.set("triangleCompany", String(filters.triangleCompanyId));
  for (const status of statusParam(filters)) params.append("searchStatus[]", status);
  if (filters.callback) params.set("callback", "1");
  if (filters.withoutCallback) params.set("withoutCallback", "1");
  if (filters.leadTrash) params.set("leadTrash", "1");
  return `/admin/leads-export?${params.toString()}`;
}

const EMPTY_MESSAGES = {
  callback: "Aucun rappel à faire aujourd'hui.",
  withoutCallback: "Aucun lead sans rappel : tout est planifié.",
  trash: "La poubelle est vide.",
  status: "Aucun lead ne correspond à votre recherche.",
} as const;

/** admin-tronc-commun-lead: 'Liste des Leads'. */
export default function LeadListPage() {
  const [adding, setAdding] = useState(false);
  const list = useListState("leads", { filters: DEFAULT_LEAD_FILTERS });
  const q = useDebouncedValue(list.search, 800);
  const now = useNow();
  const options = trpc.lead.options.useQuery(undefined, { staleTime: 5 * 60_000 });
  const { filters } = list;
  const leads = trpc.lead.search.useQuery(
    {
      q: q.trim() || undefined,
      triangleCompanyId: filters.triangleCompanyId ?? undefined,
      searchStatus: statusParam(filters),
      callback: filters.callback,
      withoutCallback: filters.withoutCallback,
      leadTrash: filters.leadTrash,
      page: list.page,
      pageSize: LEAD_PAGE_SIZE,
    },
    { placeholderData: (previous) => previous },
  );
  const data = leads.data;
  return (
    <>
      <PageHeader
        title="Liste des Leads"
        subtitle={data ? countLabel(data.total, "lead trouvé", "leads trouvés") : "Recherche des leads…"}
        actions={
          <>
            <a className="btn btn-secondary" href={leadExportUrl(q, filters)}>
              Exporter tout
            </a>
            <Button variant="primary" onClick={() => setAdding(true)}>
              Ajouter un Lead
            </Button>
          </>
        }
      />
      <LeadFilterBar
        search={list.search}
        onSearch={list.setSearch}
        filters={filters}
        onChange={list.setFilters}
        options={options.data}
        counts={data?.counts}
      />
      <QueryStatus query={leads} loadingLabel="Chargement des leads…" />
      {data && data.items.length === 0 && (
        <EmptyState
          title={EMPTY_MESSAGES[data.mode]}
          action={
            <Button variant="link" onClick={list.reset}>
              Revenir aux leads non lus
            </Button>
          }
        />
      )}
      {data && data.items.length > 0 && (
        <ul className="lead-list" aria-label="Leads" aria-busy={leads.isFetching}>
          {data.items.map((lead) => (
            <li key={lead.id}>
              <LeadRow lead={lead} now={now} />
            </li>
          ))}
        </ul>
      )}
      {data && <Pagination page={list.page} pageCount={data.pageCount} onPageChange={list.setPage} />}
      {adding && <LeadCreateDialog options={options.data} onClose={() => setAdding(false)} />}
    </>
  );
}
