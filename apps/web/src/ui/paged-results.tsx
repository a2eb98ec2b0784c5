import type { ReactNode } from "react";
import { EmptyState } from "./empty-state";
import { Pagination, type PaginationProps } from "./pagination";
import { QueryStatus } from "./query-status";

interface PagedResultsProps {
  /** What usePagedSearch returns. */
  list: {
    query: { isPending: boolean; isError: boolean; error: unknown };
    isEmpty: boolean;
    items: readonly unknown[];
    pagination: PaginationProps;
  };
  /** The French sentence shown when the answer has no row. */
  emptyTitle: string;
  loadingLabel?: string;
  /** The rows, shown once there are some. */
  children: ReactNode;
}

/** A list screen's results: loading or error, the empty sentence, the rows, then the pagination. */
export function PagedResults({ list, emptyTitle, loadingLabel, children }: PagedResultsProps) {
  return (
    <>
      <QueryStatus query={list.query} loadingLabel={loadingLabel} />
      {list.isEmpty && <EmptyState title={emptyTitle} />}
      {list.items.length > 0 && children}
      <Pagination {...list.pagination} />
    </>
  );
}
