import { purchaseOrders } from "@tronc/db";
import { assertCanChangePurchaseOrder, domainError, type PurchaseOrderState } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { bumpVersion, type VersionedEntity, versionedUpdate } from "../../shared/versioned-update";
import { getPurchaseOrder, type PurchaseOrderDetail } from "./view";

/** The purchase order as a versioned record: 'Ce bon de commande', 'purchaseOrder' in the audit log. */
export const PURCHASE_ORDER_RECORD: VersionedEntity<typeof purchaseOrders> = {
  table: purchaseOrders,
  kind: "purchase-order",
  audit: "purchaseOrder",
};

/** Its state moved by its supplier invoice (linked, confirmed): its version, last change and author move too. */
export async function touchPurchaseOrder(ctx: ServiceContext, id: number): Promise<void> {
  await bumpVersion(ctx, PURCHASE_ORDER_RECORD, id);
}

/**
 * The edit page's state select and save (spec §4: any state, no restriction): accounting or super
 * admins, under the order's row lock and on the version read, audited. The same state again still
 * checks (and moves) the version: a stale save is always told so.
 */
export async function updatePurchaseOrderState(
  ctx: ServiceContext,
  input: { id: number; version: number; state: PurchaseOrderState },
): Promise<PurchaseOrderDetail> {
  assertCanChangePurchaseOrder(ctx.user);
  await inTransaction(ctx, async (txCtx) => {
    const [order] = await txCtx.db
      .select({ id: purchaseOrders.id, state: purchaseOrders.state })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, input.id))
      .for("update");
    if (!order) throw domainError("PURCHASE_ORDER_NOT_FOUND", "notFound");
    await versionedUpdate(txCtx, PURCHASE_ORDER_RECORD, {
      id: input.id,
      version: input.version,
      values: order.state === input.state ? {} : { state: input.state },
      before: order,
    });
  });
  return getPurchaseOrder(ctx, { id: input.id });
}
