import { credits, type DbOrTx } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { PAGE_SIZES, toCents } from "@tronc/domain";
import { sql } from "drizzle-orm";
import type { ServiceContext } from "../../../services/shared/context";
import { countUpTo, type Page, paginate } from "../../../services/shared/paginate";
import { sumOfCents } from "../../../services/shared/sum-of-cents";
import { creditSearchConditions } from "./conditions";
import type { CreditSearchFilters, CreditSearchInput } from "./contract";
import { type CreditListItem, creditRowsQuery, toCreditListItem } from "./rows";

export type { CreditListItem } from "./rows";

/** The totals bar: everything matching the filters, not only the page. */
export interface CreditListStats {
  count: number;
  totalHtCents: Cents;
  totalTvaCents: Cents;
  totalTtcCents: Cents;
}

/** 'Avoirs client': 50 a page, newest first, in one query for the page and one for the (capped) count. */
export function searchCredits(
  { db }: Pick<ServiceContext, "db">,
  input: CreditSearchInput,
): Promise<Page<CreditListItem>> {
  const where = creditSearchConditions(input);
  return paginate(
    { page: input.page, pageSize: input.pageSize ?? PAGE_SIZES.creditNotes },
    {
      count: (limit) => countUpTo(db, credits, where, limit),
      rows: (limit, offset) => creditRowsQuery(db, where, limit, offset),
      map: (rows) => rows.map(toCreditListItem),
    },
  );
}

export function creditStatsQuery(db: DbOrTx, filters: CreditSearchFilters) {
  return db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      totalHtCents: sumOfCents(credits.totalHtCents),
      totalTvaCents: sumOfCents(credits.totalTvaCents),
      totalTtcCents: sumOfCents(credits.totalTtcCents),
    })
    .from(credits)
    .where(creditSearchConditions(filters));
}

/** Total HT, Total TVA, Total TTC and the exact count of every credit matching the filters. */
export async function creditListStats(
  { db }: Pick<ServiceContext, "db">,
  filters: CreditSearchFilters,
): Promise<CreditListStats> {
  const [row] = await creditStatsQuery(db, filters);
  return row ?? { count: 0, totalHtCents: toCents(0), totalTvaCents: toCents(0), totalTtcCents: toCents(0) };
}
