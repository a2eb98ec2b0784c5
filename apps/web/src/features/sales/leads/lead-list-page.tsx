import { hasSearchableTerm, MESSAGES } from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { useCreateFromUrl } from "../../../hooks/use-create-from-url";
import { useDebouncedValue } from "../../../hooks/use-debounced-value";
import { useListState } from "../../../hooks/use-list-state";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { EmptyState } from "../../../ui/empty-state";
import { PageHeader } from "../../../ui/page-header";
import { Pagination } from "../../../ui/pagination";
import { QueryStatus } from "../../../ui/query-status";
import { LeadCreateDialog } from "./lead-create-dialog";
import { countLabel, useNow } from "./lead-helpers";
import { LeadFilterBar } from "./lead-list-filters";
import {
  DEFAULT_LEAD_FILTERS,
  LEAD_LIST_KEY,
  LEAD_OPTIONS_STALE_MS,
  type LeadListFilters,
  leadSearchInput,
  statusParam,
} from "./lead-list-loader";
import { LeadRow } from "./lead-row";
import "./leads.css";

/**
 * 'Exporter tout' (browser navigation): with nothing narrowing the list (every status, no text, company
 * or switch), every lead, trash included in its own column; otherwise the leads the list shows.
 */
export function leadExportUrl(q: string, filters: LeadListFilters): string {
  const { triangleCompanyId, status, callback, withoutCallback, leadTrash } = filters;
  if (!q.trim() && !triangleCompanyId && status.length === 0 && !callback && !withoutCallback && !leadTrash) {
    return "/admin/leads-export";
  }
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

/** '12 leads trouvés', 'plus de 1 000 leads trouvés' past the count cap, or why the text is not searched. */
function resultLabel(q: string, data: { total: number; totalIsExact: boolean } | undefined): string {
  if (q.trim() && !hasSearchableTerm(q)) return MESSAGES.LEAD_SEARCH_TOO_SHORT;
  if (!data) return "Recherche des leads…";
  const label = countLabel(data.total, "lead trouvé", "leads trouvés");
  return data.totalIsExact ? label : `plus de ${label}`;
}

/** admin-tronc-commun-lead: 'Liste des Leads'. */
export default function LeadListPage() {
  const [adding, setAdding] = useCreateFromUrl();
  const list = useListState(LEAD_LIST_KEY, { filters: DEFAULT_LEAD_FILTERS });
  const q = useDebouncedValue(list.search, 800);
  const now = useNow();
  const options = trpc.lead.options.useQuery(undefined, { staleTime: LEAD_OPTIONS_STALE_MS });
  const { filters } = list;
  // Same input as the route loader's: on arrival the first page is already in the cache (or on its way).
  const leads = trpc.lead.search.useQuery(leadSearchInput({ search: q, filters, page: list.page }), {
    placeholderData: (previous) => previous,
  });
  const data = leads.data;
  return (
    <>
      <PageHeader
        title="Liste des Leads"
        subtitle={resultLabel(q, data)}
        actions={
          <>
            <Link className="btn btn-secondary" href={routeUrl("admin-tronc-commun-recommendation-list")}>
              Recommandations
            </Link>
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
