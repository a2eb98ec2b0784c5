import { formatEuros, MESSAGES, PAGE_SIZES } from "@tronc/domain";
import type { ScreenProps } from "../../../app/paths";
import { useSessionUser } from "../../../app/session";
import { useDebouncedValue } from "../../../hooks/use-debounced-value";
import {
  type PagedSearchInput,
  pagedQueryOptions,
  SEARCH_DEBOUNCE_MS,
  usePagedSearch,
} from "../../../hooks/use-paged-search";
import { trpc } from "../../../lib/trpc";
import { FileActionLink } from "../../../ui/file-action-link";
import { PageHeader } from "../../../ui/page-header";
import { PagedResults } from "../../../ui/paged-results";
import { CollectionFilterBar } from "./collection-filters";
import {
  COLLECTION_LIST_KEY,
  type CollectionListFilters,
  collectionCountLabel,
  collectionExportUrl,
  collectionFiltersInput,
  DEFAULT_COLLECTION_FILTERS,
} from "./collection-helpers";
import { CollectionTable } from "./collection-table";
import "./collections.css";
import { canAccess } from "../../../app/access";

const useCollections = ({ q, filters, page, pageSize }: PagedSearchInput<CollectionListFilters>) =>
  trpc.paymentCollection.search.useQuery(
    { ...collectionFiltersInput(filters, q), page, pageSize },
    pagedQueryOptions,
  );

/** admin-tronc-commun-compta-customer-payment-collection: 'Encaissements client' (§2.11). */
export default function CollectionListPage(_props: ScreenProps) {
  const user = useSessionUser();
  const list = usePagedSearch(useCollections, {
    key: COLLECTION_LIST_KEY,
    pageSize: PAGE_SIZES.collections,
    filters: DEFAULT_COLLECTION_FILTERS,
  });
  const q = useDebouncedValue(list.search, SEARCH_DEBOUNCE_MS).trim() || undefined;
  const stats = trpc.paymentCollection.stats.useQuery(
    collectionFiltersInput(list.filters, q),
    pagedQueryOptions,
  );
  const options = trpc.lead.options.useQuery(undefined, { staleTime: 5 * 60_000 });
  const canExport = canAccess(user, "finance");
  return (
    <>
      <PageHeader
        title="Encaissements client"
        subtitle={stats.data ? collectionCountLabel(stats.data.count) : "Recherche des encaissements…"}
        actions={
          canExport && (
            <FileActionLink
              kind="excel"
              className="btn btn-secondary"
              href={collectionExportUrl(list.filters, q)}
              download
            >
              Export Excel
            </FileActionLink>
          )
        }
      />
      <CollectionFilterBar
        search={list.search}
        onSearch={list.setSearch}
        filters={list.filters}
        onChange={list.setFilters}
        issuers={options.data?.triangleCompanies ?? []}
      />
      <p className="card collection-total" aria-live="polite">
        <span>Total TTC</span>
        <strong data-testid="collection-total-ttc">
          {stats.data ? formatEuros(stats.data.totalTtcCents) : "…"}
        </strong>
      </p>
      <PagedResults
        list={list}
        emptyTitle={MESSAGES.COLLECTION_LIST_EMPTY}
        loadingLabel="Chargement des encaissements…"
      >
        <CollectionTable rows={list.items} busy={list.query.isFetching} />
      </PagedResults>
    </>
  );
}
