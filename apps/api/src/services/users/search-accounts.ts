import { type DbOrTx, users } from "@tronc/db";
import { and, asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { type AccountView, type Discr, toAccountViews } from "./user-views";

export interface SearchAccountsParams {
  discr: Discr;
  q?: string;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface AccountPage {
  items: AccountView[];
  total: number;
  page: number;
  pageSize: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const folded = (column: AnyPgColumn) => sql`unaccent(lower(${column}))`;

/** Every word must match the first name, the last name or the e-mail, without regard to case or accents. */
function matches(q: string | undefined): SQL | undefined {
  const words = (q ?? "").trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = sql`unaccent(lower(${`%${escapeLike(word)}%`}))`;
      return or(
        sql`${folded(users.name)} like ${pattern}`,
        sql`${folded(users.lastname)} like ${pattern}`,
        ilike(users.email, `%${escapeLike(word)}%`),
      );
    }),
  );
}

export async function searchAccounts(db: DbOrTx, params: SearchAccountsParams): Promise<AccountPage> {
  const where = and(eq(users.discr, params.discr), matches(params.q));
  const [totalRow] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.lastname), asc(users.name), asc(users.id))
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize);
  return {
    items: await toAccountViews(db, rows),
    total: totalRow?.n ?? 0,
    page: params.page,
    pageSize: params.pageSize,
  };
}
