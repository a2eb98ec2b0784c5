import { useState } from "react";
import { PagedResults } from "../../../ui/paged-results";

interface PagedQuery<T> {
  data: { items: T[]; total: number; pageSize: number } | undefined;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
}

/** A tab's page (from 1): each tab of the accounting block pages on its own. */
export function useTabPage() {
  return useState(1);
}

/** A tab's rows as the lists show theirs: loading or error, the empty sentence, the rows, the pages. */
export function TabResults<T>({
  query,
  page,
  onPageChange,
  emptyTitle,
  loadingLabel,
  children,
}: {
  query: PagedQuery<T>;
  page: number;
  onPageChange(page: number): void;
  emptyTitle: string;
  loadingLabel: string;
  children: (items: T[]) => React.ReactNode;
}) {
  const items = query.data?.items ?? [];
  const pageCount = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  return (
    <PagedResults
      list={{
        query,
        items,
        isEmpty: query.isSuccess && items.length === 0,
        pagination: { page, pageCount, onPageChange },
      }}
      emptyTitle={emptyTitle}
      loadingLabel={loadingLabel}
    >
      {children(items)}
    </PagedResults>
  );
}
