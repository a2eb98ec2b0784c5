import type { Cents } from "@tronc/domain";
import { PAGE_SIZES, toCents } from "@tronc/domain";
import type { ServiceContext } from "../../../services/shared/context";
import { type Page, paginate } from "../../../services/shared/paginate";
import { collectionConditions } from "./conditions";
import type { CollectionFilters, CollectionSearchInput } from "./contract";
import {
  type CollectionRow,
  collectionRowsQuery,
  collectionStatsQuery,
  countCollections,
  toCollectionRow,
} from "./rows";

export type { CollectionRow } from "./rows";

/** The total under the table: every payment matching the filters, not only the page. */
export interface CollectionStats {
  count: number;
  totalTtcCents: Cents;
}

/** 'Encaissements client': 50 a page, newest payment first, and the (capped) count. */
export function searchCollections(
  { db }: Pick<ServiceContext, "db">,
  input: CollectionSearchInput,
): Promise<Page<CollectionRow>> {
  const where = collectionConditions(input);
  return paginate(
    { page: input.page, pageSize: input.pageSize ?? PAGE_SIZES.collections },
    {
      count: (limit) => countCollections(db, where, limit),
      rows: (limit, offset) => collectionRowsQuery(db, where, limit, offset),
      map: (rows) => rows.map(toCollectionRow),
    },
  );
}

/** The total TTC of every payment matching, and their exact count. */
export async function collectionStats(
  { db }: Pick<ServiceContext, "db">,
  filters: CollectionFilters,
): Promise<CollectionStats> {
  const [row] = await collectionStatsQuery(db, collectionConditions(filters));
  return row ?? { count: 0, totalTtcCents: toCents(0) };
}
