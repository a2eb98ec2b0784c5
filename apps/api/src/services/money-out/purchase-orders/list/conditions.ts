import { purchaseOrders } from "@tronc/db";
import {
  addDays,
  DEFAULT_PURCHASE_ORDER_LIST_STATES,
  invoiceSearchTerms,
  likeContains,
  parisLocalDateTimeToInstant,
  readPurchaseOrderPeriod,
} from "@tronc/domain";
import { and, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { PurchaseOrderSearchFilters } from "../../../../modules/money-out/purchase-order-list/contract";
import { orderSearchableText } from "./source";

/** The first instant of a Paris day. */
const parisDayStart = (day: string) => new Date(parisLocalDateTimeToInstant(`${day}T00:00`));

/**
 * The WHERE of the purchase order list (over withOrderParties), shared by the list and its exports.
 * Each word of the text is found in the order's searchable text; a reference ('BC-TRI-2026-00004')
 * stays one word. No state given: pending; an empty list: every state. Dates are Paris creation days.
 * Throws the domain's French 400 for a date that cannot be read or a start after its end.
 */
export function purchaseOrderSearchConditions(filters: PurchaseOrderSearchFilters): SQL | undefined {
  const { from, to } = readPurchaseOrderPeriod(filters);
  const states = filters.states ?? DEFAULT_PURCHASE_ORDER_LIST_STATES;
  const conditions: (SQL | undefined)[] = invoiceSearchTerms(filters.q ?? "").map(
    (term) => sql`${orderSearchableText} like ${likeContains(term)}`,
  );
  if (states.length > 0) conditions.push(inArray(purchaseOrders.state, [...states]));
  if (filters.triangleCompanyId) {
    conditions.push(eq(purchaseOrders.triangleCompanyId, filters.triangleCompanyId));
  }
  if (filters.projectId) conditions.push(eq(purchaseOrders.projectId, filters.projectId));
  if (filters.supplierId) conditions.push(eq(purchaseOrders.supplierId, filters.supplierId));
  if (from) conditions.push(gte(purchaseOrders.createdAt, parisDayStart(from)));
  if (to) conditions.push(lt(purchaseOrders.createdAt, parisDayStart(addDays(to, 1))));
  return and(...conditions);
}
