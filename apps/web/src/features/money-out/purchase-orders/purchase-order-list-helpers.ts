import {
  DEFAULT_PURCHASE_ORDER_LIST_STATES,
  PURCHASE_ORDER_LIST_STATES,
  type PurchaseOrderState,
} from "@tronc/domain";

export const PURCHASE_ORDER_LIST_KEY = "purchase-orders";

/** The list's filters as the screen keeps them for the session ('' for an empty date). */
export interface PurchaseOrderListFilters {
  /** None chosen: every state. */
  states: PurchaseOrderState[];
  triangleCompanyId: number | null;
  projectId: number | null;
  supplierId: number | null;
  from: string;
  to: string;
}

export const DEFAULT_PURCHASE_ORDER_FILTERS: PurchaseOrderListFilters = {
  states: [...DEFAULT_PURCHASE_ORDER_LIST_STATES],
  triangleCompanyId: null,
  projectId: null,
  supplierId: null,
  from: "",
  to: "",
};

/** purchaseOrderList.search input: what the screen shows, as the API reads it. */
export function purchaseOrderFiltersInput(filters: PurchaseOrderListFilters, q: string | undefined) {
  return {
    q,
    states: filters.states,
    triangleCompanyId: filters.triangleCompanyId,
    projectId: filters.projectId,
    supplierId: filters.supplierId,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

export const PURCHASE_ORDER_EXPORTS = [
  { label: "Export Excel", path: "/admin/purchase-order-export" },
  { label: "Export détail", path: "/admin/purchase-order-detail-export" },
] as const;

/** An export's address with the list's filters, under purchase_orders-search's parameter names. */
export function purchaseOrderExportUrl(
  path: string,
  filters: PurchaseOrderListFilters,
  q: string | undefined,
): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  // No state chosen means every state: said explicitly, as an absent `state` means pending.
  for (const state of filters.states.length > 0 ? filters.states : PURCHASE_ORDER_LIST_STATES) {
    params.append("state[]", state);
  }
  if (filters.triangleCompanyId) params.set("triangleCompany", String(filters.triangleCompanyId));
  if (filters.projectId) params.set("project", String(filters.projectId));
  if (filters.supplierId) params.set("supplier", String(filters.supplierId));
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  return `${path}?${params}`;
}

/** '1 bon de commande', '12 bons de commande', 'plus de 1 000 bons de commande' past the count cap. */
export function purchaseOrderCountLabel(count: number, exact: boolean): string {
  const noun = count > 1 ? "bons de commande" : "bon de commande";
  return `${exact ? "" : "plus de "}${count.toLocaleString("fr-FR")} ${noun}`;
}
