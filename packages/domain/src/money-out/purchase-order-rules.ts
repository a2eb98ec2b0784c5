import { ROLES } from "../core/roles";
import { domainError } from "../messages";
import type { BadgeColor } from "../shared/state-machine";

export type PurchaseOrderState = "STATE_PENDING" | "STATE_INVOICE" | "STATE_FINISH" | "STATE_CANCELED";

export const PURCHASE_ORDER_STATE_LABELS = {
  STATE_PENDING: "En attente",
  STATE_INVOICE: "Facturé",
  STATE_FINISH: "Terminé",
  STATE_CANCELED: "Annulé",
} as const satisfies Record<PurchaseOrderState, string>;

export const PURCHASE_ORDER_STATE_COLORS = {
  STATE_PENDING: "warning",
  STATE_INVOICE: "info",
  STATE_FINISH: "success",
  STATE_CANCELED: "danger",
} as const satisfies Record<PurchaseOrderState, BadgeColor>;

export const DEFAULT_PURCHASE_ORDER_LIST_STATES: readonly PurchaseOrderState[] = ["STATE_PENDING"];

/** 'Créer une facture fournisseur' is offered unless the order is finished or canceled. */
export function canCreateSupplierInvoiceFromOrder(state: PurchaseOrderState): boolean {
  return state !== "STATE_FINISH" && state !== "STATE_CANCELED";
}

interface PurchaseOrderUser {
  isCompta: boolean;
  isSuperAdmin: boolean;
}

/** Lead's decision 1: every signed-in user reads purchase orders; accounting or super admins change them. */
export function canChangePurchaseOrder(user: PurchaseOrderUser): boolean {
  return ROLES.finance(user);
}

export function assertCanChangePurchaseOrder(user: PurchaseOrderUser): void {
  if (!canChangePurchaseOrder(user)) throw domainError("PURCHASE_ORDER_FORBIDDEN", "forbidden");
}

/** The PDF's file name: 'bon-de-commande-BC-TRI-2026-00001'. */
export function purchaseOrderFileStem(reference: string): string {
  return `bon-de-commande-${reference.replace(/[^\w.-]+/g, "-")}`;
}
