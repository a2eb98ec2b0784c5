import { type DbOrTx, leads } from "@tronc/db";
import { domainError, type LeadSearchMode, PAGE_SIZES, searchTerms } from "@tronc/domain";
import { asc, desc, type SQL, sql } from "drizzle-orm";
import type { ServiceContext } from "../../shared/context";
import { cappedTotal, countLimit, pageBounds, pageCountOf } from "../../shared/paginate";
import { collectValues, statementCache } from "../../shared/statement-values";
import { type LeadListItem, leadRowsQuery, toListItem } from "./rows";
import { indexCountsQuery, textSearchQuery } from "./search-counts";
import { hasIndexedText, type LeadSearchFilters, listConditions } from "./search-filters";
import { isKnownBroad, isKnownCapped, rememberBroad, rememberCapped } from "./search-memory";

export type { LeadListItem } from "./rows";
export type { LeadSearchFilters } from "./search-filters";

export interface LeadSearchParams extends LeadSearchFilters {
  /** 1-based. */
  page?: number | undefined;
  pageSize?: number | undefined;
  /** The three badge counts (default true). */
  withCounts?: boolean | undefined;
  /** Exact total up to this (default COUNT_CAP; tests use a small one). */
  countCap?: number | undefined;
  /** Matches a text search reads in one statement (default ONE_PASS_MATCHES; tests use a small one). */
  onePassMatches?: number | undefined;
}

export interface LeadBadgeCounts {
  /** 'Rappel auj.' */
  callbackToday: number;
  /** 'Sans rappel' */
  withoutCallback: number;
  /** 'Poubelle' */
  trash: number;
}

export interface LeadSearchResult {
  items: LeadListItem[];
  /** Exact up to the count cap; beyond, `totalIsExact` is false and there are more ('plus de N'). */
  total: number;
  totalIsExact: boolean;
  page: number;
  pageSize: number;
  pageCount: number;
  /** Which list was served once the switches' precedence applied. */
  mode: LeadSearchMode["kind"];
  /** Null when not asked, or when a text query is too broad to count (more matches than the cap). */
  counts: LeadBadgeCounts | null;
}

export function orderFor(mode: LeadSearchMode): SQL[] {
  return mode.kind === "callback"
    ? [asc(leads.callbackAt), asc(leads.id)]
    : [desc(leads.createdAt), desc(leads.id)];
}

function bounds(params: LeadSearchParams) {
  const { page, pageSize, offset } = pageBounds({
    page: params.page,
    pageSize: params.pageSize ?? PAGE_SIZES.leads,
  });
  return { page, pageSize, offset, limit: countLimit(page, pageSize, params.countCap) };
}

/**
 * A text matching fewer leads than this is answered in one statement that reads every match once
 * (exact total, badges, the page sorted in memory): reading 5,000 rows costs less than walking the date
 * index. A broader text is listed the index's way, its total capped, without badges.
 */
export const ONE_PASS_MATCHES = 5_000;

function onePassWindow(params: LeadSearchParams): number {
  return Math.max(params.onePassMatches ?? ONE_PASS_MATCHES, bounds(params).limit);
}

function result(
  params: LeadSearchParams,
  mode: LeadSearchMode,
  items: LeadListItem[],
  counted: number,
  counts: LeadBadgeCounts | null,
): LeadSearchResult {
  const { page, pageSize, limit } = bounds(params);
  const { total, totalIsExact } = cappedTotal(counted, limit);
  return {
    items,
    total,
    totalIsExact,
    page,
    pageSize,
    pageCount: pageCountOf(total, totalIsExact, pageSize),
    mode: mode.kind,
    counts: params.withCounts === false ? null : counts,
  };
}

/** Statement texts kept per database: a few modes, switches and term counts, far under the limit. */
const pageStatements = statementCache<ReturnType<typeof preparePage>>(200);

const preparePage = (db: DbOrTx, where: SQL | undefined, mode: LeadSearchMode) =>
  leadRowsQuery(db, where, orderFor(mode), sql.placeholder("pageSize"), sql.placeholder("offset")).prepare(
    "lead_search_page",
  );

/**
 * The page's statement, built once per shape of the list (its conditions with placeholders) and run
 * again with this search's values: building the query cost more than PostgreSQL's reading the page.
 */
function pageStatement(db: DbOrTx, params: LeadSearchParams, now: Date) {
  const collected = collectValues();
  const { mode, where } = listConditions(params, now, collected);
  const statement = pageStatements(db, collected.key(), () => preparePage(db, where, mode));
  return { mode, statement, values: collected.values };
}

/**
 * The page walks the list's index; one more statement counts the total (capped) and the badges, unless
 * the caller already knows the total reaches the cap (`cappedTotalKnown`).
 */
export async function searchByIndex(
  db: DbOrTx,
  params: LeadSearchParams,
  now: Date,
  { withBadges = params.withCounts !== false, cappedTotalKnown = false } = {},
): Promise<LeadSearchResult> {
  const { pageSize, offset, limit } = bounds(params);
  const { mode, statement, values } = pageStatement(db, params, now);
  const [rows, [counted]] = await Promise.all([
    statement.execute({ ...values, pageSize, offset }),
    cappedTotalKnown
      ? [{ total: limit, callbackToday: 0, withoutCallback: 0, trash: 0 }]
      : indexCountsQuery(db, params, now, { limit, withBadges }).prepare("lead_search_counts").execute(),
  ]);
  const items = rows.map((row) => toListItem(row, now));
  const counts =
    withBadges && counted
      ? {
          callbackToday: counted.callbackToday,
          withoutCallback: counted.withoutCallback,
          trash: counted.trash,
        }
      : null;
  return result(params, mode, items, counted?.total ?? 0, counts);
}

/**
 * A broad text, the index's way without badges; its count is skipped when the list is known to reach
 * the cap (from the statement just run, or from an earlier page of the same list).
 */
async function searchBroadText(
  db: DbOrTx,
  params: LeadSearchParams,
  now: Date,
  reachesCap: boolean,
): Promise<LeadSearchResult> {
  const { limit } = bounds(params);
  const cappedTotalKnown = reachesCap || isKnownCapped(db, params, limit, now);
  const found = await searchByIndex(db, params, now, { withBadges: false, cappedTotalKnown });
  if (!found.totalIsExact) rememberCapped(db, params, limit, now);
  return found;
}

/** With a text query: one statement up to the count cap of matches, else the index's way without badges. */
export async function searchByText(
  db: DbOrTx,
  params: LeadSearchParams,
  now: Date,
): Promise<LeadSearchResult> {
  const { mode } = listConditions(params, now);
  const window = onePassWindow(params);
  if (isKnownBroad(db, params, window, now)) return searchBroadText(db, params, now, false);
  // Named, so postgres-js keeps the statement parsed per connection (drizzle sends unnamed ones, parsed
  // and described again on every call, one more round trip).
  const rows = await textSearchQuery(db, params, now, window).prepare("lead_search_text").execute();
  const first = rows[0];
  if (first && first.scanned >= window) {
    // A broad text: no badges (they would read every match); when the matches read already list more
    // than the count cap, the total is known and only the page is left to read.
    rememberBroad(db, params, window, now);
    return searchBroadText(db, params, now, first.total >= bounds(params).limit);
  }
  const items = rows.flatMap(({ lead }) => {
    const { id, subject, leadStatus, createdAt } = lead;
    // The left join gives one row without lead when the page is empty.
    if (id === null || subject === null || leadStatus === null || createdAt === null) return [];
    return [toListItem({ ...lead, id, subject, leadStatus, createdAt }, now)];
  });
  const counts = {
    callbackToday: first?.callbackToday ?? 0,
    withoutCallback: first?.withoutCallback ?? 0,
    trash: first?.trash ?? 0,
  };
  return result(params, mode, items, first?.total ?? 0, counts);
}

/** Words all under 3 characters: the trigram index cannot serve them, every lead would be read. */
function assertSearchable(params: LeadSearchFilters) {
  if (searchTerms(params.q ?? "").length > 0 && !hasIndexedText(params)) {
    throw domainError("LEAD_SEARCH_TOO_SHORT", "invalid", {}, { field: "q" });
  }
}

/** The lead list: one page (1-based, 50 by default), the total (capped) and the three badge counts. */
export function searchLeads(
  { db, now }: Pick<ServiceContext, "db" | "now">,
  params: LeadSearchParams,
): Promise<LeadSearchResult> {
  assertSearchable(params);
  return hasIndexedText(params) ? searchByText(db, params, now) : searchByIndex(db, params, now);
}

/**
 * The statements a search sends, as SQL and parameters, given what the searches before it taught: the
 * benchmark asks PostgreSQL to EXPLAIN ANALYZE exactly these. A text not known broad reads its matches
 * in one statement (and, found broad then, goes on the index's way: `broadTextStatements`); a known
 * broad text goes the index's way at once, its count skipped once known to reach the cap.
 */
export function leadSearchStatements(
  db: DbOrTx,
  params: LeadSearchParams,
  now: Date,
): { sql: string; params: unknown[] }[] {
  if (!hasIndexedText(params)) {
    return indexWayStatements(db, params, now, {
      withBadges: params.withCounts !== false,
      countKnown: false,
    });
  }
  if (isKnownBroad(db, params, onePassWindow(params), now)) return broadTextStatements(db, params, now);
  return [textSearchQuery(db, params, now, onePassWindow(params)).toSQL()];
}

/** A broad text the index's way, without badges: the page, and the capped count unless known. */
export function broadTextStatements(
  db: DbOrTx,
  params: LeadSearchParams,
  now: Date,
): { sql: string; params: unknown[] }[] {
  const countKnown = isKnownCapped(db, params, bounds(params).limit, now);
  return indexWayStatements(db, params, now, { withBadges: false, countKnown });
}

/** The list the index's way (`searchByIndex`): its page, then its capped count unless known. */
function indexWayStatements(
  db: DbOrTx,
  params: LeadSearchParams,
  now: Date,
  { withBadges, countKnown }: { withBadges: boolean; countKnown: boolean },
): { sql: string; params: unknown[] }[] {
  const { pageSize, offset, limit } = bounds(params);
  const { mode, where } = listConditions(params, now);
  const page = leadRowsQuery(db, where, orderFor(mode), pageSize, offset).toSQL();
  if (countKnown) return [page];
  return [page, indexCountsQuery(db, params, now, { limit, withBadges }).toSQL()];
}
