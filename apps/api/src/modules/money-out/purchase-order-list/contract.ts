import { MESSAGES, PAGE_SIZES, PURCHASE_ORDER_LIST_STATES, type PurchaseOrderState } from "@tronc/domain";
import { z } from "zod";
import { idSchema, pageInput, safeString, searchText } from "../../../schemas";
import { defineContract, type InputOf } from "../../resource/contract";

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

/** The purchase order list: every signed-in user reads purchase orders (lead's decision 1). */
export const purchaseOrderListContract = defineContract({
  name: "purchaseOrderList",
  operations: {
    /** 'Liste des bons de commande fournisseur': a page of 120, newest first, and the (capped) total. */
    search: {
      type: "query",
      policy: "authed",
      input: purchaseOrderFilters.extend(pageInput(PAGE_SIZES.purchaseOrders, 500)),
    },
    /** The 'Projet' and 'Fournisseur' filters' choices: those with purchase orders. */
    filterOptions: { type: "query", policy: "authed" },
  },
  messages: [
    "PURCHASE_ORDER_LIST_EMPTY",
    "PURCHASE_ORDER_LIST_STATE_UNKNOWN",
    "PURCHASE_ORDER_LIST_PAGE_INVALID",
  ],
});

export type PurchaseOrderSearchFilters = z.infer<typeof purchaseOrderFilters>;
export type PurchaseOrderSearchInput = InputOf<typeof purchaseOrderListContract.operations.search>;
