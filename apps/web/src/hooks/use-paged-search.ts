import { keepPreviousData } from "@tanstack/react-query";
import { useDebouncedValue } from "./use-debounced-value";
import { useListState } from "./use-list-state";

/** The spec's debounce of a list's search box. */
export const SEARCH_DEBOUNCE_MS = 800;

/** What every paged list of the API answers. */
export interface PagedAnswer<T> {
  items: T[];
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** What the list's query receives: the debounced search (trimmed, undefined when empty), the page, the filters. */
/** A list without filters. */
export type NoFilters = Record<string, never>;

export interface PagedSearchInput<F = NoFilters> {
  q: string | undefined;
  page: number;
  pageSize: number;
  filters: F;
}

/** The part of a tRPC query result a list screen reads. */
export interface PagedQueryResult<A> {
  data: A | undefined;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
}

/** Keeps the previous page on screen while the next one loads. */
export const pagedQueryOptions = { placeholderData: keepPreviousData };

export interface PagedSearchOptions<F> {
  /** Where the list's state is remembered for the browser session. */
  key: string;
  /** The spec's page size, from PAGE_SIZES of packages/domain. */
  pageSize: number;
  /** The filters' defaults; a list without filters leaves it out. */
  filters?: F;
}

/**
 * Everything a list screen needs: the search text, filters and page remembered for the session
 * (with the scroll position), the 800 ms debounce, the query and the pagination. `useQuery` is the
 * list's tRPC query, written once beside the screen:
 *
 *   const useUsers = ({ filters, ...paging }: PagedSearchInput) =>
 *     trpc.user.list.useQuery(paging, pagedQueryOptions);
 *   const users = usePagedSearch(useUsers, { key: "users", pageSize: PAGE_SIZES.users });
 *   <SearchFilter value={users.search} onChange={users.setSearch} … />
 *   <PagedResults list={users} emptyTitle="…">{users.items.map(…)}</PagedResults>
 */
export function usePagedSearch<A extends PagedAnswer<unknown>, F extends object = NoFilters>(
  useQuery: (input: PagedSearchInput<F>) => PagedQueryResult<A>,
  options: PagedSearchOptions<F>,
) {
  const { key, pageSize } = options;
  const list = useListState<F>(key, { filters: options.filters ?? ({} as F) });
  const debounced = useDebouncedValue(list.search, SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    q: debounced.trim() || undefined,
    page: list.page,
    pageSize,
    filters: list.filters,
  });
  const data = query.data;
  const total = data?.total ?? 0;
  const pageCount = data ? Math.max(1, Math.ceil(total / data.pageSize)) : 1;
  const items: A["items"] = data?.items ?? [];
  return {
    ...list,
    query,
    /** The rows of the page shown (the previous page's while the next one loads). */
    items,
    /** Undefined until the first answer. */
    total: data ? total : undefined,
    /** True once an answer came back with no row. */
    isEmpty: query.isSuccess && items.length === 0,
    pagination: { page: list.page, pageCount, onPageChange: list.setPage },
  };
}
