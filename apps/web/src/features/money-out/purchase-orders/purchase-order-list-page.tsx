import { MESSAGES, PAGE_SIZES } from "@tronc/domain";
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
import { PageHeader } from "../../../ui/page-header";
import { PagedResults } from "../../../ui/paged-results";
import { PurchaseOrderFilterBar } from "./purchase-order-filters";
import { PurchaseOrderItem } from "./purchase-order-item";
import {
  DEFAULT_PURCHASE_ORDER_FILTERS,
  PURCHASE_ORDER_EXPORTS,
  PURCHASE_ORDER_LIST_KEY,
  type PurchaseOrderListFilters,
  purchaseOrderCountLabel,
  purchaseOrderExportUrl,
  purchaseOrderFiltersInput,
} from "./purchase-order-list-helpers";
import "./purchase-orders.css";
import { canAccess } from "../../../app/access";

const OPTIONS_STALE_MS = 5 * 60_000;

const usePurchaseOrders = ({ q, filters, page, pageSize }: PagedSearchInput<PurchaseOrderListFilters>) =>
  trpc.purchaseOrderList.search.useQuery(
    { ...purchaseOrderFiltersInput(filters, q), page, pageSize },
    pagedQueryOptions,
  );

/** The filters' choices: group companies, and the projects and suppliers that have purchase orders. */
function useFilterOptions() {
  const options = trpc.lead.options.useQuery(undefined, { staleTime: OPTIONS_STALE_MS });
  const choices = trpc.purchaseOrderList.filterOptions.useQuery(undefined, { staleTime: OPTIONS_STALE_MS });
  return {
    issuers: options.data?.triangleCompanies ?? [],
    projects: choices.data?.projects ?? [],
    suppliers: choices.data?.suppliers ?? [],
  };
}

/** 'Liste des bons de commande fournisseur' (§2.4): filters, count, cards by 120, exports for accounting. */
export default function PurchaseOrderListPage(_props: ScreenProps) {
  const user = useSessionUser();
  const list = usePagedSearch(usePurchaseOrders, {
    key: PURCHASE_ORDER_LIST_KEY,
    pageSize: PAGE_SIZES.purchaseOrders,
    filters: DEFAULT_PURCHASE_ORDER_FILTERS,
  });
  const { issuers, projects, suppliers } = useFilterOptions();
  const data = list.query.data;
  // The exports read what the list shows: the debounced text, not the one being typed.
  const q = useDebouncedValue(list.search, SEARCH_DEBOUNCE_MS).trim() || undefined;
  return (
    <>
      <PageHeader
        title="Liste des bons de commande fournisseur"
        subtitle={
          data ? purchaseOrderCountLabel(data.total, data.totalIsExact) : "Recherche des bons de commande…"
        }
        actions={
          canAccess(user, "finance") &&
          PURCHASE_ORDER_EXPORTS.map((action) => (
            <a
              key={action.path}
              className="btn btn-secondary"
              href={purchaseOrderExportUrl(action.path, list.filters, q)}
              target="_blank"
              rel="noreferrer"
            >
              {action.label}
            </a>
          ))
        }
      />
      <PurchaseOrderFilterBar
        search={list.search}
        onSearch={list.setSearch}
        filters={list.filters}
        onChange={list.setFilters}
        issuers={issuers}
        projects={projects}
        suppliers={suppliers}
      />
      <PagedResults
        list={list}
        emptyTitle={MESSAGES.PURCHASE_ORDER_LIST_EMPTY}
        loadingLabel="Chargement des bons de commande…"
      >
        <ul className="purchase-order-list" aria-label="Bons de commande" aria-busy={list.query.isFetching}>
          {list.items.map((order) => (
            <li key={order.id}>
              <PurchaseOrderItem order={order} />
            </li>
          ))}
        </ul>
      </PagedResults>
    </>
  );
}
