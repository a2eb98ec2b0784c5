import { companies, contactForms, type DbOrTx, leads, projects } from "@tronc/db";
import { PAGE_SIZES } from "@tronc/domain";
import { and, count, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { countUpTo } from "../../shared/paginate";
import { rowFields } from "./rows";
import {
  baseConditions,
  callbackTodayCondition,
  type LeadSearchFilters,
  listConditions,
  trashCondition,
  withoutCallbackCondition,
} from "./search-filters";

const countQuery = (db: DbOrTx, where: SQL | undefined) => db.select({ n: count() }).from(leads).where(where);

const scalar = (query: SQLWrapper) => sql<number>`(${query})`.mapWith(Number);

const flag = (condition: SQL | undefined) => sql<boolean>`coalesce(${condition ?? sql`true`}, false)`;

/** The three badge counts without a text query: each reads its own partial index alone. */
export function badgeQueries(db: DbOrTx, filters: LeadSearchFilters, now: Date) {
  const base = baseConditions(filters);
  return {
    callbackToday: countQuery(db, and(...base, callbackTodayCondition(now))),
    withoutCallback: countQuery(db, and(...base, withoutCallbackCondition)),
    trash: countQuery(db, and(...base, trashCondition)),
  };
}

/**
 * Without a text query, one statement answers the list's total, read up to `limit` rows, and the three
 * badge counts (exact: each is a partial index read alone), each subquery on its own index.
 */
export function indexCountsQuery(
  db: DbOrTx,
  filters: LeadSearchFilters,
  now: Date,
  { limit, withBadges }: { limit: number; withBadges: boolean },
) {
  const { where } = listConditions(filters, now);
  const badges = withBadges ? badgeQueries(db, filters, now) : null;
  return db
    .select({
      total: scalar(countUpTo(db, leads, where, limit)),
      callbackToday: badges ? scalar(badges.callbackToday) : sql<number>`0`.mapWith(Number),
      withoutCallback: badges ? scalar(badges.withoutCallback) : sql<number>`0`.mapWith(Number),
      trash: badges ? scalar(badges.trash) : sql<number>`0`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
}

/**
 * With a text query, one statement reads at most `window` matches once: the total, the three badge
 * counts and the ids of the page (sorted in memory), then the page's rows are joined to it. When the
 * matches fill the window (`scanned` = window) the counts are partial and the caller reads the list
 * the other way. It answers one row per lead of the page, or a single row without lead.
 */
export function textSearchQuery(
  db: DbOrTx,
  params: LeadSearchFilters & { page?: number | undefined; pageSize?: number | undefined },
  now: Date,
  window: number,
) {
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
      .where(and(...base))
      .limit(window),
  );
  const order =
    mode.kind === "callback"
      ? sql`${matches.callbackAt} asc, ${matches.id} asc`
      : sql`${matches.createdAt} desc, ${matches.id} desc`;
  const summary = db.$with("summary").as(
    db
      .select({
        scanned: sql<number>`count(*)`.as("scanned"),
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
      scanned: sql<number>`${summary.scanned}`.mapWith(Number),
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
