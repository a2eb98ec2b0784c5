import { charges, type DbOrTx } from "@tronc/db";
import { type ChargeState, invoiceSearchTerms, likeContains, PAGE_SIZES, toCents } from "@tronc/domain";
import { and, asc, inArray, type SQL, sql } from "drizzle-orm";
import { loadCompanyLabels } from "../../../services/cash/forecast/line-view";
import type { ChargeListStats, ChargeView } from "../../../services/cash/forecast/views";
import type { ServiceContext } from "../../../services/shared/context";
import { countUpTo, type Page, paginate } from "../../../services/shared/paginate";
import { sumOfCents } from "../../../services/shared/sum-of-cents";
import type { ChargeFilters, ChargeSearchInput } from "./contract";
import { chargeRow, chargeView, chargeViews } from "./rows";

/** The list's default: every charge not switched off (waiting for the rollout or rolled out). */
export const DEFAULT_CHARGE_LIST_STATES: readonly ChargeState[] = ["STATE_PENDING", "STATE_CHARGE_ACTIVE"];

/** Every word in the title or type label; the states asked (none: not switched off; []: all). */
export function chargeConditions(filters: ChargeFilters): SQL | undefined {
  const states = filters.states ?? DEFAULT_CHARGE_LIST_STATES;
  const conditions: (SQL | undefined)[] = invoiceSearchTerms(filters.q ?? "").map(
    (term) => sql`${charges.searchText} like ${likeContains(term)}`,
  );
  if (states.length > 0) conditions.push(inArray(charges.state, [...states]));
  return and(...conditions);
}

/** 'Budget Prévisionnel : liste des charges': a page of 100 in title order (accents aside), and the count. */
export function searchCharges(
  { db }: Pick<ServiceContext, "db">,
  input: ChargeSearchInput,
): Promise<Page<ChargeView>> {
  const where = chargeConditions(input);
  return paginate(
    { page: input.page, pageSize: input.pageSize ?? PAGE_SIZES.charges },
    {
      count: (limit) => countUpTo(db, charges, where, limit),
      rows: (limit, offset) =>
        db
          .select()
          .from(charges)
          .where(where)
          .orderBy(asc(charges.searchText), asc(charges.id))
          .limit(limit)
          .offset(offset),
      map: (rows) => chargeViews(db, rows),
    },
  );
}

function statsQuery(db: DbOrTx, filters: ChargeFilters) {
  return db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      totalCents: sumOfCents(charges.amountCents),
    })
    .from(charges)
    .where(chargeConditions(filters));
}

/** 'N charge(s)' and the sum of their amounts, over every page. */
export async function chargeListStats(
  { db }: Pick<ServiceContext, "db">,
  input: ChargeFilters,
): Promise<ChargeListStats> {
  const [row] = await statsQuery(db, input);
  return row ?? { count: 0, totalCents: toCents(0) };
}

export async function getCharge(
  { db }: Pick<ServiceContext, "db">,
  input: { id: number },
): Promise<ChargeView> {
  const row = await chargeRow(db, input.id);
  return chargeView(row, await loadCompanyLabels(db));
}
