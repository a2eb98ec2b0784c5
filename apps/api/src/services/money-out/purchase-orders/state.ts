import { purchaseOrders } from "@tronc/db";
import { assertCanChangePurchaseOrder, domainError, type PurchaseOrderState } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { logChanges } from "../../shared/audit";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { getPurchaseOrder, type PurchaseOrderDetail } from "./view";

/**
 * The edit page's state select and save (spec §4: any state, no restriction): accounting or super
 * admins, under the order's row lock, audited.
 */
export async function updatePurchaseOrderState(
  ctx: ServiceContext,
  input: { id: number; state: PurchaseOrderState },
): Promise<PurchaseOrderDetail> {
  assertCanChangePurchaseOrder(ctx.user);
  await inTransaction(ctx, async ({ db: tx }) => {
    const [order] = await tx
      .select({ id: purchaseOrders.id, state: purchaseOrders.state })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, input.id))
      .for("update");
    if (!order) throw domainError("PURCHASE_ORDER_NOT_FOUND", "notFound");
    if (order.state === input.state) return;
    await tx
      .update(purchaseOrders)
      .set({ state: input.state, updatedAt: ctx.now })
      .where(eq(purchaseOrders.id, input.id));
    await logChanges(tx, { type: "purchaseOrder", id: input.id }, ctx.user.id, [
      { field: "state", from: order.state, to: input.state },
    ]);
  });
  return getPurchaseOrder(ctx, { id: input.id });
}
