import { type DbOrTx, timeEntries } from "@tronc/db";
import { assertDate, PAGE_SIZES, plainHours } from "@tronc/domain";
import { and, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { ServiceContext } from "../../../services/shared/context";
import { countUpTo, type Page, paginate } from "../../../services/shared/paginate";
import { joinedEntries, type TimeEntryView, toTimeEntryView } from "./views";

export interface TimeEntryFilters {
  /** First and last day, both included ('YYYY-MM-DD'). */
  from?: string | undefined;
  to?: string | undefined;
  userIds?: readonly number[] | undefined;
  /** The client. */
  companyId?: number | undefined;
  projectIds?: readonly number[] | undefined;
  /** A task's own entries (the task modal). */
  taskId?: number | undefined;
}

export interface TimeEntrySearchParams extends TimeEntryFilters {
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** A page of entries and the hours of every entry the filters match (all pages). */
export interface TimeEntryPage extends Page<TimeEntryView> {
  /** Numeric string ('12.75'). */
  totalHours: string;
}

export function timeEntryWhere(filters: TimeEntryFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.from) conditions.push(gte(timeEntries.date, assertDate(filters.from)));
  if (filters.to) conditions.push(lte(timeEntries.date, assertDate(filters.to)));
  if (filters.userIds?.length) conditions.push(inArray(timeEntries.userId, [...filters.userIds]));
  if (filters.companyId) conditions.push(eq(timeEntries.companyId, filters.companyId));
  if (filters.projectIds?.length) conditions.push(inArray(timeEntries.projectId, [...filters.projectIds]));
  if (filters.taskId) conditions.push(eq(timeEntries.taskId, filters.taskId));
  return and(...conditions);
}

const newestFirst = [desc(timeEntries.date), desc(timeEntries.id)];

function pageQuery(db: DbOrTx, where: SQL | undefined, limit: number, offset: number) {
  return joinedEntries(db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

/** The exact sum of the hours (numeric, never a float), '0' when nothing matches. */
function totalQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ total: sql<string>`coalesce(sum(${timeEntries.hours}), 0)::text` })
    .from(timeEntries)
    .where(where);
}

export async function timeEntryTotalHours(
  { db }: Pick<ServiceContext, "db">,
  filters: TimeEntryFilters,
): Promise<{ totalHours: string }> {
  const [row] = await totalQuery(db, timeEntryWhere(filters));
  return { totalHours: plainHours(row?.total ?? "0") };
}

/** 'Temps passé': newest day first, 50 a page, with the total hours of every page. */
export async function searchTimeEntries(
  ctx: Pick<ServiceContext, "db" | "user">,
  params: TimeEntrySearchParams,
): Promise<TimeEntryPage> {
  const { db, user } = ctx;
  const where = timeEntryWhere(params);
  const [page, total] = await Promise.all([
    paginate(
      { page: params.page, pageSize: params.pageSize ?? PAGE_SIZES.timeReports },
      {
        count: (limit) => countUpTo(db, timeEntries, where, limit),
        rows: (limit, offset) => pageQuery(db, where, limit, offset),
        map: (rows) => rows.map((row) => toTimeEntryView(user, row)),
      },
    ),
    timeEntryTotalHours(ctx, params),
  ]);
  return { ...page, ...total };
}

/** The statements of one search (count, first page, total), for a benchmark that EXPLAIN ANALYZEs them. */
export function timeEntryStatements(
  db: DbOrTx,
  params: TimeEntrySearchParams,
): { sql: string; params: unknown[] }[] {
  const where = timeEntryWhere(params);
  const pageSize = params.pageSize ?? PAGE_SIZES.timeReports;
  const offset = (Math.max(1, params.page ?? 1) - 1) * pageSize;
  return [
    countUpTo(db, timeEntries, where, 1001).toSQL(),
    pageQuery(db, where, pageSize, offset).toSQL(),
    totalQuery(db, where).toSQL(),
  ];
}
