import { ROLES } from "../core/roles";
import { domainError } from "../messages";

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
