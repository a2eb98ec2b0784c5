import { users } from "@tronc/db";
import { likeContains } from "@tronc/domain";
import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ServiceContext } from "../../../services/shared/context";
import { countUpTo, type Page, paginate } from "../../../services/shared/paginate";
import { type AccountView, type Discr, toAccountViews } from "./user-views";

export interface SearchAccountsParams {
  discr: Discr;
  q?: string | undefined;
  /** 1-based. */
  page?: number | undefined;
  pageSize: number;
}

const folded = (column: AnyPgColumn) => sql`unaccent(lower(${column}))`;

/** Every word must match the first name, the last name or the e-mail, without regard to case or accents. */
export function accountMatches(q: string | undefined): SQL | undefined {
  const words = (q ?? "").trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = sql`unaccent(lower(${likeContains(word)}))`;
      return or(
        sql`${folded(users.name)} like ${pattern}`,
        sql`${folded(users.lastname)} like ${pattern}`,
        ilike(users.email, likeContains(word)),
      );
    }),
  );
}

export function searchAccounts(
  { db }: ServiceContext,
  params: SearchAccountsParams,
): Promise<Page<AccountView>> {
  const where = and(eq(users.discr, params.discr), accountMatches(params.q));
  return paginate(params, {
    count: (limit) => countUpTo(db, users, where, limit),
    rows: (limit, offset) =>
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(users.lastname), asc(users.name), asc(users.id))
        .limit(limit)
        .offset(offset),
    map: (rows) => toAccountViews(db, rows),
  });
}
