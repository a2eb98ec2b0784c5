import { MESSAGES, PAGE_SIZES, PURCHASE_ORDER_LIST_STATES, type PurchaseOrderState } from "@tronc/domain";
import { z } from "zod";
import { idSchema, pageInput, safeString, searchText } from "../schemas";

const stateSchema = z.enum(PURCHASE_ORDER_LIST_STATES as [PurchaseOrderState, ...PurchaseOrderState[]], {
  error: (issue) => MESSAGES.PURCHASE_ORDER_LIST_STATE_UNKNOWN.replace("{value}", String(issue.input)),
});

/**
 * The purchase order list's filters (§2.4), shared by the list and its two Excel exports. The dates
 * are read by the domain (readPurchaseOrderPeriod), which says in French what is wrong.
 */
export const purchaseOrderFilters = z.object({
  /** Reference, purchase title, supplier, project, client. */
  q: searchText,
  /** Absent: pending (DEFAULT_PURCHASE_ORDER_LIST_STATES); empty: every state. */
  states: z.array(stateSchema).max(10).optional(),
  triangleCompanyId: idSchema("L'entreprise du groupe").nullish(),
  projectId: idSchema("Le projet").nullish(),
  supplierId: idSchema("Le fournisseur").nullish(),
  /** Creation day from and to, 'YYYY-MM-DD' (Paris days), both included. */
  from: safeString(40).nullish(),
  to: safeString(40).nullish(),
});

export const purchaseOrderSearchInput = purchaseOrderFilters.extend(
  pageInput(PAGE_SIZES.purchaseOrders, 500),
);

export type PurchaseOrderSearchFilters = z.infer<typeof purchaseOrderFilters>;
export type PurchaseOrderSearchInput = z.infer<typeof purchaseOrderSearchInput>;
