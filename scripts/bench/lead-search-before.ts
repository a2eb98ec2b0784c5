/**
 * The lead search as it was before the count cap (commit 3443a6d), kept for the benchmark to measure
 * old and new side by side under the same load. Not used by the application.
 */
import { companies, contactForms, type DbOrTx, leads, projects } from "@tronc/db";
import { type LeadSearchMode, PAGE_SIZES } from "@tronc/domain";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import {
  type LeadListItem,
  leadRowsQuery,
  rowFields,
  toListItem,
} from "../../apps/api/src/services/sales/leads/rows";
import {
  baseConditions,
  callbackTodayCondition,
  hasIndexedText,
  type LeadSearchFilters,
  listConditions,
  trashCondition,
  withoutCallbackCondition,
} from "../../apps/api/src/services/sales/leads/search-filters";
import type { ServiceContext } from "../../apps/api/src/services/shared/context";

export type { LeadListItem } from "../../apps/api/src/services/sales/leads/rows";
export type { LeadSearchFilters } from "../../apps/api/src/services/sales/leads/search-filters";

export interface LeadSearchParams extends LeadSearchFilters {
  /** 1-based. */
  page?: number | undefined;
  pageSize?: number | undefined;
  /** The three badge counts (default true). */
  withCounts?: boolean | undefined;
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
  total: number;
  /** Always exact before the cap. */
  totalIsExact?: boolean;
  page: number;
  pageSize: number;
  pageCount: number;
  /** Which list was served once the switches' precedence applied. */
  mode: LeadSearchMode["kind"];
  counts: LeadBadgeCounts | null;
}

export function orderFor(mode: LeadSearchMode): SQL[] {
  return mode.kind === "callback"
    ? [asc(leads.callbackAt), asc(leads.id)]
    : [desc(leads.createdAt), desc(leads.id)];
}

const countQuery = (db: DbOrTx, where: SQL | undefined) => db.select({ n: count() }).from(leads).where(where);

const flag = (condition: SQL | undefined) => sql<boolean>`coalesce(${condition ?? sql`true`}, false)`;

/**
 * With a text query the trigram index finds the matching leads, and one statement does the rest: one
 * pass over the matches gives the total, the three badge counts and the ids of the page (sorted in
 * memory; no walk down the date index on a wrong estimate), then the page's rows are joined to it.
 * It answers one row per lead of the page, or a single row without lead when the page is empty.
 */
export function textSearchQuery(db: DbOrTx, params: LeadSearchParams, now: Date) {
  const pageSize = params.pageSize ?? PAGE_SIZES.leads;
  const offset = (Math.max(1, params.page ?? 1) - 1) * pageSize;
  const { mode, base, own } = listConditions(params, now);
  const matches = db.$with("matches").as(
    db
      .select({
        id: leads.id,
        createdAt: leads.createdAt,
        callbackAt: leads.callbackAt,
        listed: flag(own).as("listed"),
        callbackToday: flag(callbackTodayCondition(now)).as("callback_today"),
        withoutCallback: flag(withoutCallbackCondition).as("without_callback"),
        trash: flag(trashCondition).as("trash"),
      })
      .from(leads)
      .where(and(...base)),
  );
  const order =
    mode.kind === "callback"
      ? sql`${matches.callbackAt} asc, ${matches.id} asc`
      : sql`${matches.createdAt} desc, ${matches.id} desc`;
  const summary = db.$with("summary").as(
    db
      .select({
        total: sql<number>`count(*) filter (where ${matches.listed})`.as("total"),
        callbackToday: sql<number>`count(*) filter (where ${matches.callbackToday})`.as(
          "count_callback_today",
        ),
        withoutCallback: sql<number>`count(*) filter (where ${matches.withoutCallback})`.as(
          "count_without_callback",
        ),
        trash: sql<number>`count(*) filter (where ${matches.trash})`.as("count_trash"),
        ids: sql<
          number[]
        >`coalesce((array_agg(${matches.id} order by ${order}) filter (where ${matches.listed}))[${offset + 1}:${offset + pageSize}], '{}')`.as(
          "page_ids",
        ),
      })
      .from(matches),
  );
  return db
    .with(matches, summary)
    .select({
      total: sql<number>`${summary.total}`.mapWith(Number),
      callbackToday: sql<number>`${summary.callbackToday}`.mapWith(Number),
      withoutCallback: sql<number>`${summary.withoutCallback}`.mapWith(Number),
      trash: sql<number>`${summary.trash}`.mapWith(Number),
      lead: rowFields,
    })
    .from(summary)
    .leftJoin(leads, sql`${leads.id} = any(${summary.ids})`)
    .leftJoin(contactForms, eq(contactForms.id, leads.contactFormId))
    .leftJoin(companies, eq(companies.id, leads.companyId))
    .leftJoin(projects, eq(projects.leadId, leads.id))
    .orderBy(sql`array_position(${summary.ids}, ${leads.id})`);
}

/** The three badge counts without a text query: each uses its own index. */
export function badgeQueries(db: DbOrTx, filters: LeadSearchFilters, now: Date) {
  const base = baseConditions(filters);
  return {
    callbackToday: countQuery(db, and(...base, callbackTodayCondition(now))),
    withoutCallback: countQuery(db, and(...base, withoutCallbackCondition)),
    trash: countQuery(db, and(...base, trashCondition)),
  };
}

async function countOf(query: ReturnType<typeof countQuery>): Promise<number> {
  const [row] = await query.prepare("lead_search_count_before").execute();
  return row?.n ?? 0;
}

function result(
  params: LeadSearchParams,
  mode: LeadSearchMode,
  items: LeadListItem[],
  total: number,
  counts: LeadBadgeCounts | null,
): LeadSearchResult {
  const pageSize = params.pageSize ?? PAGE_SIZES.leads;
  return {
    items,
    total,
    page: Math.max(1, params.page ?? 1),
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    mode: mode.kind,
    counts: params.withCounts === false ? null : counts,
  };
}

export async function searchByText(
  db: DbOrTx,
  params: LeadSearchParams,
  now: Date,
): Promise<LeadSearchResult> {
  const { mode } = listConditions(params, now);
  // Named, so postgres-js keeps the statement parsed per connection (drizzle sends unnamed ones, parsed
  // and described again on every call, one more round trip).
  const rows = await textSearchQuery(db, params, now).prepare("lead_search_text_before").execute();
  const first = rows[0];
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

/** Without text: the page walks the list's index, the total and each badge count their own. */
export async function searchByIndex(
  db: DbOrTx,
  params: LeadSearchParams,
  now: Date,
): Promise<LeadSearchResult> {
  const pageSize = params.pageSize ?? PAGE_SIZES.leads;
  const offset = (Math.max(1, params.page ?? 1) - 1) * pageSize;
  const { mode, where } = listConditions(params, now);
  const badges = params.withCounts === false ? null : badgeQueries(db, params, now);
  const [rows, total, callbackToday, withoutCallback, trash] = await Promise.all([
    leadRowsQuery(db, where, orderFor(mode), pageSize, offset).prepare("lead_search_page_before").execute(),
    countOf(countQuery(db, where)),
    badges ? countOf(badges.callbackToday) : 0,
    badges ? countOf(badges.withoutCallback) : 0,
    badges ? countOf(badges.trash) : 0,
  ]);
  const items = rows.map((row) => toListItem(row, now));
  return result(params, mode, items, total, { callbackToday, withoutCallback, trash });
}

/** The lead list: one page (1-based, 50 by default), the total and the three badge counts. */
export function searchLeads(
  { db, now }: Pick<ServiceContext, "db" | "now">,
  params: LeadSearchParams,
): Promise<LeadSearchResult> {
  return hasIndexedText(params) ? searchByText(db, params, now) : searchByIndex(db, params, now);
}
