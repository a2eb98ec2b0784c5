import { purchaseOrders, quotationExpenses, supplierInvoicePurchaseOrders, suppliers } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { domainError, type PurchaseOrderState } from "@tronc/domain";
import { and, asc, eq, notExists, notInArray } from "drizzle-orm";
import type { ServiceContext } from "../../../services/shared/context";

/** An order a supplier invoice may still take, as the picker lists it. */
export interface AvailablePurchaseOrder {
  id: number;
  reference: string;
  state: PurchaseOrderState;
  title: string;
  totalHtCents: Cents;
  totalTtcCents: Cents;
  createdAt: string;
}

/** Finished and canceled orders take no more invoices (lead's decision 3). */
const CLOSED_STATES: PurchaseOrderState[] = ["STATE_FINISH", "STATE_CANCELED"];

/**
 * The orders of a supplier that a supplier invoice may still take: same supplier, not finished or
 * canceled, not already linked to that invoice (when given). Oldest first. 404 for an unknown supplier.
 */
export async function availablePurchaseOrders(
  ctx: ServiceContext,
  input: { supplierId: number; supplierInvoiceId?: number | undefined },
): Promise<AvailablePurchaseOrder[]> {
  const [supplier] = await ctx.db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.id, input.supplierId));
  if (!supplier) throw domainError("PURCHASE_ORDER_SUPPLIER_NOT_FOUND", "notFound");
  const alreadyLinked =
    input.supplierInvoiceId === undefined
      ? undefined
      : notExists(
          ctx.db
            .select({ id: supplierInvoicePurchaseOrders.id })
            .from(supplierInvoicePurchaseOrders)
            .where(
              and(
                eq(supplierInvoicePurchaseOrders.purchaseOrderId, purchaseOrders.id),
                eq(supplierInvoicePurchaseOrders.supplierInvoiceId, input.supplierInvoiceId),
              ),
            ),
        );
  const rows = await ctx.db
    .select({
      id: purchaseOrders.id,
      reference: purchaseOrders.reference,
      state: purchaseOrders.state,
      title: quotationExpenses.title,
      totalHtCents: quotationExpenses.totalHtCents,
      totalTtcCents: quotationExpenses.totalTtcCents,
      createdAt: purchaseOrders.createdAt,
    })
    .from(purchaseOrders)
    .innerJoin(quotationExpenses, eq(quotationExpenses.id, purchaseOrders.quotationExpenseId))
    .where(
      and(
        eq(purchaseOrders.supplierId, input.supplierId),
        notInArray(purchaseOrders.state, CLOSED_STATES),
        alreadyLinked,
      ),
    )
    .orderBy(asc(purchaseOrders.createdAt), asc(purchaseOrders.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
