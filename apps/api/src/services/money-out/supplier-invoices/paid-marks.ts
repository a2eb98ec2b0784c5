import { quotationSupplierProducts, supplierInvoices } from "@tronc/db";
import { assertCanEditSupplierInvoice, domainError } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { logChanges } from "../../shared/audit";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { lockSupplierInvoiceLine, readSupplierInvoiceLine } from "./lines";
import { touchSupplierInvoice } from "./rows";
import type { SupplierInvoiceLineView } from "./view";

/**
 * 'Check a line' (decision 3): marks the purchase line the invoice line was copied from as paid by
 * this invoice (document 1's 'Payé · {number}' badge), or clears the mark this invoice set. A line
 * already paid by another invoice is refused, naming that invoice's number. Audited.
 */
export async function setSupplierInvoiceLinePaid(
  ctx: ServiceContext,
  input: { lineId: number; paid: boolean },
): Promise<SupplierInvoiceLineView> {
  assertCanEditSupplierInvoice(ctx.user);
  await inTransaction(ctx, async (txCtx) => {
    const { db: tx, user, now } = txCtx;
    const { invoice, line } = await lockSupplierInvoiceLine(tx, input.lineId);
    const purchaseLineId = line.quotationSupplierProductId;
    if (purchaseLineId === null) throw domainError("SUPPLIER_INVOICE_LINE_NOT_FROM_PURCHASE", "rule");
    const [purchaseLine] = await tx
      .select({ paidBy: quotationSupplierProducts.paidBySupplierInvoiceId })
      .from(quotationSupplierProducts)
      .where(eq(quotationSupplierProducts.id, purchaseLineId))
      .for("update");
    if (!purchaseLine) throw domainError("SUPPLIER_INVOICE_LINE_NOT_FROM_PURCHASE", "rule");
    const paidBy = purchaseLine.paidBy;
    if (input.paid && paidBy !== null && paidBy !== invoice.id) {
      const [other] = await tx
        .select({ invoiceNumber: supplierInvoices.invoiceNumber })
        .from(supplierInvoices)
        .where(eq(supplierInvoices.id, paidBy));
      throw domainError("SUPPLIER_INVOICE_LINE_PAID_ELSEWHERE", "conflict", {
        number: other?.invoiceNumber ?? String(paidBy),
      });
    }
    const next = input.paid ? invoice.id : paidBy === invoice.id ? null : paidBy;
    if (next === paidBy) return;
    await tx
      .update(quotationSupplierProducts)
      .set({ paidBySupplierInvoiceId: next, updatedAt: now })
      .where(eq(quotationSupplierProducts.id, purchaseLineId));
    await logChanges(tx, { type: "supplierInvoice", id: invoice.id }, user.id, [
      {
        field: "paidPurchaseLine",
        from: input.paid ? null : purchaseLineId,
        to: input.paid ? purchaseLineId : null,
      },
    ]);
    await touchSupplierInvoice(txCtx, invoice.id);
  });
  return readSupplierInvoiceLine(ctx.db, input.lineId);
}
