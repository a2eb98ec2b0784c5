import type { DbOrTx } from "@tronc/db";
import { MAX_PAGE } from "@tronc/domain";
import { count, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * Lists count exactly up to this many rows and answer 'plus de N' beyond: a count then reads at most
 * N + 1 rows, whatever the table's size (an exact count over 160,000 leads reads them all).
 */
export const COUNT_CAP = 1_000;

/** The one result shape of every list: the page's items, the total of all pages, and the page asked. */
export interface Page<T> {
  items: T[];
  /** Exact when `totalIsExact`; otherwise there are more than `total` (shown 'plus de N'). */
  total: number;
  totalIsExact: boolean;
  page: number;
  pageSize: number;
}

export interface PageRequest {
  /** 1-based; missing or below 1 reads as 1. */
  page?: number | undefined;
  pageSize: number;
  /** Exact count up to this (default COUNT_CAP). */
  countCap?: number | undefined;
}

export interface PagedQuery<R, T> {
  /** The list's rows counted, reading at most `limit` of them: `countUpTo(db, table, where, limit)`. */
  count: (limit: number) => PromiseLike<{ n: number }[]>;
  /** The page's rows, with the list's where and order. */
  rows: (limit: number, offset: number) => PromiseLike<R[]>;
  /** Rows to views (may load related rows in one more query). */
  map: (rows: R[]) => T[] | Promise<T[]>;
}

/** Page and size as every list reads them: page 1 to MAX_PAGE, size at least 1. */
export function pageBounds(request: Pick<PageRequest, "page" | "pageSize">) {
  const page = Math.min(Math.max(1, Math.trunc(request.page ?? 1)), MAX_PAGE);
  const pageSize = Math.max(1, Math.trunc(request.pageSize));
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/**
 * How many rows a count reads: one more than the cap, or than the end of the page asked when that lies
 * beyond (page 40 of 50 still knows whether a page 41 exists).
 */
export function countLimit(page: number, pageSize: number, cap = COUNT_CAP): number {
  return Math.max(cap, page * pageSize) + 1;
}

/**
 * A count read with `countLimit`: all of it below the limit, 'more than limit − 1' at the limit. A count
 * that ignored the limit (above it) is exact.
 */
export function cappedTotal(counted: number, limit: number): { total: number; totalIsExact: boolean } {
  return counted === limit
    ? { total: limit - 1, totalIsExact: false }
    : { total: counted, totalIsExact: true };
}

/** Pages to offer: every page of an exact total, or one past the rows known of a capped one. */
export function pageCountOf(total: number, totalIsExact: boolean, pageSize: number): number {
  return totalIsExact ? Math.max(1, Math.ceil(total / pageSize)) : Math.floor(total / pageSize) + 1;
}

/** `select count(*) from (select 1 from table where … limit n)`: stops reading at the limit. */
export function countUpTo(db: DbOrTx, table: PgTable, where: SQL | undefined, limit: number) {
  const rows = db.select({ one: sql`1` }).from(table).where(where).limit(limit).as("counted");
  return db.select({ n: count() }).from(rows);
}

/** Runs the capped count and the page of a list. */
export async function paginate<R, T>(request: PageRequest, query: PagedQuery<R, T>): Promise<Page<T>> {
  const { page, pageSize, offset } = pageBounds(request);
  const limit = countLimit(page, pageSize, request.countCap);
  const [totals, rows] = await Promise.all([query.count(limit), query.rows(pageSize, offset)]);
  return { items: await query.map(rows), ...cappedTotal(totals[0]?.n ?? 0, limit), page, pageSize };
}
