import { alertCountLabel, MESSAGES, PAGE_SIZES } from "@tronc/domain";
import type { ScreenProps } from "../../../app/paths";
import { type PagedSearchInput, pagedQueryOptions, usePagedSearch } from "../../../hooks/use-paged-search";
import { trpc } from "../../../lib/trpc";
import { OptionFilter, SearchField } from "../../../ui/filter-fields";
import { PageHeader } from "../../../ui/page-header";
import { PagedResults } from "../../../ui/paged-results";
import { AlertCard } from "./alert-card";
import {
  ALERT_LIST_KEY,
  ALERT_STATE_FILTER_OPTIONS,
  type AlertListFilters,
  alertFiltersInput,
  DEFAULT_ALERT_FILTERS,
} from "./alert-list-helpers";
import { useMarkShownRead } from "./use-mark-shown-read";
import "./alerts.css";

const useAlerts = ({ q, filters, page, pageSize }: PagedSearchInput<AlertListFilters>) =>
  trpc.alert.search.useQuery({ ...alertFiltersInput(filters, q), page, pageSize }, pagedQueryOptions);

/** 'Liste des Alertes' (§2.14): search, state (new and read by default), count, 500 a page; opening reads them. */
export default function AlertListPage(_props: ScreenProps) {
  const list = usePagedSearch(useAlerts, {
    key: ALERT_LIST_KEY,
    pageSize: PAGE_SIZES.alerts,
    filters: DEFAULT_ALERT_FILTERS,
  });
  useMarkShownRead(list.items);
  const data = list.query.data;
  return (
    <>
      <PageHeader
        title="Liste des Alertes"
        subtitle={data ? alertCountLabel(data.total, data.totalIsExact) : "Recherche des alertes…"}
      />
      <search className="card filters alert-filters">
        <SearchField
          id="alert-search"
          className="alert-filter-search"
          placeholder="Contenu, type ou responsable…"
          value={list.search}
          onChange={list.setSearch}
        />
        <OptionFilter
          id="alert-filter-state"
          label="État"
          options={ALERT_STATE_FILTER_OPTIONS}
          value={list.filters.state}
          onChange={(state) => list.setFilters({ state })}
        />
      </search>
      <PagedResults list={list} emptyTitle={MESSAGES.ALERT_LIST_EMPTY} loadingLabel="Chargement des alertes…">
        <ul className="alert-list" aria-label="Alertes" aria-busy={list.query.isFetching}>
          {list.items.map((alert) => (
            <li key={alert.id}>
              <AlertCard alert={alert} />
            </li>
          ))}
        </ul>
      </PagedResults>
    </>
  );
}
