import { MAX_PAGE } from "@tronc/domain";

/** The one result shape of every list: the page's items, the total of all pages, and the page asked. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PageRequest {
  /** 1-based; missing or below 1 reads as 1. */
  page?: number | undefined;
  pageSize: number;
}

export interface PagedQuery<R, T> {
  /** The total, with the list's where (a `select({ n: count() })` query). */
  count: () => PromiseLike<{ n: number }[]>;
  /** The page's rows, with the list's where and order. */
  rows: (limit: number, offset: number) => PromiseLike<R[]>;
  /** Rows to views (may load related rows in one more query). */
  map: (rows: R[]) => T[] | Promise<T[]>;
}

/** Runs the count and the page of a list. */
export async function paginate<R, T>(request: PageRequest, query: PagedQuery<R, T>): Promise<Page<T>> {
  const page = Math.min(Math.max(1, Math.trunc(request.page ?? 1)), MAX_PAGE);
  const pageSize = Math.max(1, Math.trunc(request.pageSize));
  const [totals, rows] = await Promise.all([query.count(), query.rows(pageSize, (page - 1) * pageSize)]);
  return { items: await query.map(rows), total: totals[0]?.n ?? 0, page, pageSize };
}
