import {
  type DbOrTx,
  purchaseOrders,
  quotationSupplierProductFees,
  quotationSupplierProducts,
  supplierInvoiceProducts,
  supplierInvoicePurchaseOrders,
} from "@tronc/db";
import {
  assertCanEditSupplierInvoice,
  canCreateSupplierInvoiceFromOrder,
  domainError,
  PURCHASE_ORDER_STATE_LABELS,
  type PurchaseOrderState,
} from "@tronc/domain";
import { and, asc, eq, inArray, isNull, ne } from "drizzle-orm";
import { logChanges } from "../../shared/audit";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { touchPurchaseOrder } from "../purchase-orders/state";
import { lockSupplierInvoice } from "./payments/rows";
import { findSupplier, type SupplierInvoiceRow, touchSupplierInvoice } from "./rows";
import { refreshSupplierInvoiceSearchText } from "./search-text";
import { getSupplierInvoice, type SupplierInvoiceDetail } from "./view";

type LinkRow = typeof supplierInvoicePurchaseOrders.$inferSelect;

async function lockOrder(tx: DbOrTx, purchaseOrderId: number) {
  const [order] = await tx
    .select()
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, purchaseOrderId))
    .for("update");
  if (!order) throw domainError("PURCHASE_ORDER_NOT_FOUND", "notFound", {}, { field: "purchaseOrderId" });
  return order;
}

/** Moves an order to `state` (audited on the order); nothing when it is there already. */
async function moveOrder(
  ctx: ServiceContext,
  order: { id: number; state: PurchaseOrderState },
  state: PurchaseOrderState,
): Promise<void> {
  if (order.state === state) return;
  await ctx.db.update(purchaseOrders).set({ state }).where(eq(purchaseOrders.id, order.id));
  await touchPurchaseOrder(ctx, order.id);
  await logChanges(ctx.db, { type: "purchaseOrder", id: order.id }, ctx.user.id, [
    { field: "state", from: order.state, to: state },
  ]);
}

/** The purchase lines of an order's purchase, in their order. */
const purchaseLinesOf = (tx: DbOrTx, quotationExpenseId: number) =>
  tx
    .select()
    .from(quotationSupplierProducts)
    .where(eq(quotationSupplierProducts.quotationExpenseId, quotationExpenseId))
    .orderBy(asc(quotationSupplierProducts.id));

/**
 * Decision 3, under the invoice's lock: an order of the same supplier, neither finished nor canceled,
 * not linked yet; its purchase lines (then each line's fees) are copied as the invoice's lines, the
 * lines not yet paid by another invoice are marked paid by this one, and the order goes to
 * STATE_INVOICE. All audited.
 */
export async function linkOrderInTransaction(
  ctx: ServiceContext,
  invoice: SupplierInvoiceRow,
  purchaseOrderId: number,
): Promise<number> {
  const { db: tx, user, now } = ctx;
  const order = await lockOrder(tx, purchaseOrderId);
  if (order.supplierId !== invoice.supplierId) {
    const [orderSupplier, invoiceSupplier] = await Promise.all([
      findSupplier(tx, order.supplierId),
      findSupplier(tx, invoice.supplierId),
    ]);
    throw domainError(
      "SUPPLIER_INVOICE_ORDER_OTHER_SUPPLIER",
      "rule",
      {
        reference: order.reference,
        orderSupplier: orderSupplier.name,
        invoiceSupplier: invoiceSupplier.name,
      },
      { field: "purchaseOrderId" },
    );
  }
  if (!canCreateSupplierInvoiceFromOrder(order.state)) {
    throw domainError(
      "SUPPLIER_INVOICE_ORDER_CLOSED",
      "rule",
      { reference: order.reference, state: PURCHASE_ORDER_STATE_LABELS[order.state] },
      { field: "purchaseOrderId" },
    );
  }
  const [already] = await tx
    .select({ id: supplierInvoicePurchaseOrders.id })
    .from(supplierInvoicePurchaseOrders)
    .where(
      and(
        eq(supplierInvoicePurchaseOrders.supplierInvoiceId, invoice.id),
        eq(supplierInvoicePurchaseOrders.purchaseOrderId, order.id),
      ),
    );
  if (already)
    throw domainError(
      "SUPPLIER_INVOICE_ORDER_ALREADY_LINKED",
      "conflict",
      { reference: order.reference },
      { field: "purchaseOrderId" },
    );
  const [link] = await tx
    .insert(supplierInvoicePurchaseOrders)
    .values({ supplierInvoiceId: invoice.id, purchaseOrderId: order.id, createdAt: now, updatedAt: now })
    .returning({ id: supplierInvoicePurchaseOrders.id });
  if (!link) throw new Error("supplier invoice link insert returned nothing");
  const lines = await purchaseLinesOf(tx, order.quotationExpenseId);
  const fees =
    lines.length === 0
      ? []
      : await tx
          .select()
          .from(quotationSupplierProductFees)
          .where(
            inArray(
              quotationSupplierProductFees.quotationSupplierProductId,
              lines.map((line) => line.id),
            ),
          )
          .orderBy(asc(quotationSupplierProductFees.id));
  const copies = lines.flatMap((line) => [
    {
      quotationSupplierProductId: line.id,
      name: line.name,
      quantity: line.quantity,
      unity: line.unity,
      unitPriceCents: line.unitPriceCents,
      vatRate: line.vatRate,
      baseHtCents: line.baseHtCents,
      totalHtCents: line.totalHtCents,
    },
    ...fees
      .filter((fee) => fee.quotationSupplierProductId === line.id)
      .map((fee) => ({
        quotationSupplierProductId: null,
        name: fee.name,
        quantity: fee.quantity,
        unity: "UNITY_UNITY" as const,
        unitPriceCents: fee.unitPriceCents,
        vatRate: fee.vatRate,
        baseHtCents: fee.totalHtCents,
        totalHtCents: fee.totalHtCents,
      })),
  ]);
  if (copies.length > 0) {
    await tx.insert(supplierInvoiceProducts).values(
      copies.map((copy) => ({
        ...copy,
        supplierInvoicePurchaseOrderId: link.id,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
  await tx
    .update(quotationSupplierProducts)
    .set({ paidBySupplierInvoiceId: invoice.id, updatedAt: now })
    .where(
      and(
        eq(quotationSupplierProducts.quotationExpenseId, order.quotationExpenseId),
        isNull(quotationSupplierProducts.paidBySupplierInvoiceId),
      ),
    );
  await moveOrder(ctx, order, "STATE_INVOICE");
  await logChanges(tx, { type: "supplierInvoice", id: invoice.id }, user.id, [
    { field: "purchaseOrder", from: null, to: order.reference },
  ]);
  await refreshSupplierInvoiceSearchText(tx, invoice.id);
  return link.id;
}

/**
 * Undoes a link under the invoice's lock: its lines go (with the link), the paid marks this invoice
 * set on the order's purchase lines are cleared, and the order is back to STATE_PENDING unless
 * another invoice still bills it. Audited.
 */
export async function unlinkInTransaction(ctx: ServiceContext, link: LinkRow): Promise<void> {
  const { db: tx, user, now } = ctx;
  const order = await lockOrder(tx, link.purchaseOrderId);
  await tx
    .update(quotationSupplierProducts)
    .set({ paidBySupplierInvoiceId: null, updatedAt: now })
    .where(
      and(
        eq(quotationSupplierProducts.quotationExpenseId, order.quotationExpenseId),
        eq(quotationSupplierProducts.paidBySupplierInvoiceId, link.supplierInvoiceId),
      ),
    );
  await tx.delete(supplierInvoicePurchaseOrders).where(eq(supplierInvoicePurchaseOrders.id, link.id));
  const [other] = await tx
    .select({ id: supplierInvoicePurchaseOrders.id })
    .from(supplierInvoicePurchaseOrders)
    .where(
      and(
        eq(supplierInvoicePurchaseOrders.purchaseOrderId, order.id),
        ne(supplierInvoicePurchaseOrders.supplierInvoiceId, link.supplierInvoiceId),
      ),
    );
  if (!other) await moveOrder(ctx, order, "STATE_PENDING");
  await logChanges(tx, { type: "supplierInvoice", id: link.supplierInvoiceId }, user.id, [
    { field: "purchaseOrder", from: order.reference, to: null },
  ]);
}

/** The link, read again once its invoice is locked (a concurrent change has finished by then). */
async function lockLink(tx: DbOrTx, linkId: number) {
  const read = async () => {
    const [link] = await tx
      .select()
      .from(supplierInvoicePurchaseOrders)
      .where(eq(supplierInvoicePurchaseOrders.id, linkId));
    if (!link) throw domainError("SUPPLIER_INVOICE_LINK_NOT_FOUND", "notFound");
    return link;
  };
  const invoice = await lockSupplierInvoice(tx, (await read()).supplierInvoiceId);
  return { invoice, link: await read() };
}

/** 'Ajouter un bon de commande' ('Sélectionnez un bon de commande' when none is chosen). */
export async function linkOrder(
  ctx: ServiceContext,
  input: { supplierInvoiceId: number; purchaseOrderId?: number | null | undefined },
): Promise<SupplierInvoiceDetail> {
  assertCanEditSupplierInvoice(ctx.user);
  const purchaseOrderId = input.purchaseOrderId;
  if (purchaseOrderId == null)
    throw domainError("SUPPLIER_INVOICE_ORDER_REQUIRED", "invalid", {}, { field: "purchaseOrderId" });
  await inTransaction(ctx, async (txCtx) => {
    const invoice = await lockSupplierInvoice(txCtx.db, input.supplierInvoiceId);
    await linkOrderInTransaction(txCtx, invoice, purchaseOrderId);
    await touchSupplierInvoice(txCtx, invoice.id);
  });
  return getSupplierInvoice(ctx, { id: input.supplierInvoiceId });
}

/** Removes an order from its invoice (the web confirms first). */
export async function unlinkOrder(
  ctx: ServiceContext,
  input: { id: number },
): Promise<SupplierInvoiceDetail> {
  assertCanEditSupplierInvoice(ctx.user);
  const invoiceId = await inTransaction(ctx, async (txCtx) => {
    const { invoice, link } = await lockLink(txCtx.db, input.id);
    await unlinkInTransaction(txCtx, link);
    await refreshSupplierInvoiceSearchText(txCtx.db, invoice.id);
    await touchSupplierInvoice(txCtx, invoice.id);
    return invoice.id;
  });
  return getSupplierInvoice(ctx, { id: invoiceId });
}

/** The confirmed toggle: confirmed puts the order in STATE_FINISH, unconfirmed back in STATE_INVOICE. */
export async function setOrderConfirmed(
  ctx: ServiceContext,
  input: { id: number; confirmed: boolean },
): Promise<SupplierInvoiceDetail> {
  assertCanEditSupplierInvoice(ctx.user);
  const invoiceId = await inTransaction(ctx, async (txCtx) => {
    const { db: tx, now } = txCtx;
    const { invoice, link } = await lockLink(tx, input.id);
    const order = await lockOrder(tx, link.purchaseOrderId);
    await tx
      .update(supplierInvoicePurchaseOrders)
      .set({ confirmed: input.confirmed, updatedAt: now })
      .where(eq(supplierInvoicePurchaseOrders.id, link.id));
    await moveOrder(txCtx, order, input.confirmed ? "STATE_FINISH" : "STATE_INVOICE");
    await touchSupplierInvoice(txCtx, invoice.id);
    return invoice.id;
  });
  return getSupplierInvoice(ctx, { id: invoiceId });
}
