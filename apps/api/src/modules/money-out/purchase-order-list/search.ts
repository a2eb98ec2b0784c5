import { type DbOrTx, purchaseOrders } from "@tronc/db";
import { PAGE_SIZES } from "@tronc/domain";
import { count, type SQL, sql } from "drizzle-orm";
import { purchaseOrderSearchConditions } from "../../../services/money-out/purchase-orders/list/conditions";
import {
  type PurchaseOrderListItem,
  purchaseOrderRowsQuery,
  toPurchaseOrderListItems,
} from "../../../services/money-out/purchase-orders/list/rows";
import { withOrderParties } from "../../../services/money-out/purchase-orders/list/source";
import type { ServiceContext } from "../../../services/shared/context";
import { type Page, paginate } from "../../../services/shared/paginate";
import type { PurchaseOrderSearchInput } from "./contract";

export type { PurchaseOrderListItem } from "../../../services/money-out/purchase-orders/list/rows";

/** The matching orders counted, reading at most `limit` of them (the text filter needs the parties). */
function countOrdersUpTo(db: DbOrTx, where: SQL | undefined, limit: number) {
  const rows = withOrderParties(db.select({ one: sql`1` }).from(purchaseOrders).$dynamic())
    .where(where)
    .limit(limit)
    .as("counted");
  return db.select({ n: count() }).from(rows);
}

/** 'Liste des bons de commande fournisseur': 120 a page, newest first, with the (capped) count. */
export function searchPurchaseOrders(
  { db }: Pick<ServiceContext, "db">,
  input: PurchaseOrderSearchInput,
): Promise<Page<PurchaseOrderListItem>> {
  const where = purchaseOrderSearchConditions(input);
  return paginate(
    { page: input.page, pageSize: input.pageSize ?? PAGE_SIZES.purchaseOrders },
    {
      count: (limit) => countOrdersUpTo(db, where, limit),
      rows: (limit, offset) => purchaseOrderRowsQuery(db, where, limit, offset),
      map: (rows) => toPurchaseOrderListItems(db, rows),
    },
  );
}
