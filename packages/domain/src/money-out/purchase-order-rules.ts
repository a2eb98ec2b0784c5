import { ROLES } from "../core/roles";
import { domainError } from "../messages";
import type { BadgeColor, StateMachine } from "../shared/state-machine";

export type PurchaseOrderState = "STATE_PENDING" | "STATE_INVOICE" | "STATE_FINISH" | "STATE_CANCELED";

const ALL: readonly PurchaseOrderState[] = [
  "STATE_PENDING",
  "STATE_INVOICE",
  "STATE_FINISH",
  "STATE_CANCELED",
];
const others = (state: PurchaseOrderState) => ALL.filter((candidate) => candidate !== state);

/** The spec puts no restriction: any state may be chosen in the select. */
export const PURCHASE_ORDER_TRANSITIONS = {
  STATE_PENDING: others("STATE_PENDING"),
  STATE_INVOICE: others("STATE_INVOICE"),
  STATE_FINISH: others("STATE_FINISH"),
  STATE_CANCELED: others("STATE_CANCELED"),
} as const satisfies Record<PurchaseOrderState, readonly PurchaseOrderState[]>;

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

export const PURCHASE_ORDER_MACHINE: StateMachine<PurchaseOrderState> = {
  transitions: PURCHASE_ORDER_TRANSITIONS,
  labels: PURCHASE_ORDER_STATE_LABELS,
  colors: PURCHASE_ORDER_STATE_COLORS,
};

export const DEFAULT_PURCHASE_ORDER_LIST_STATES: readonly PurchaseOrderState[] = ["STATE_PENDING"];

/** 'Créer une facture fournisseur' is offered unless the order is finished or canceled. */
export function canCreateSupplierInvoiceFromOrder(state: PurchaseOrderState): boolean {
  return state !== "STATE_FINISH" && state !== "STATE_CANCELED";
}

/** The confirmed toggle on a supplier invoice's linked order: FINISH goes to INVOICE, anything else to FINISH. */
export function toggledPurchaseOrderState(state: PurchaseOrderState): PurchaseOrderState {
  return state === "STATE_FINISH" ? "STATE_INVOICE" : "STATE_FINISH";
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
