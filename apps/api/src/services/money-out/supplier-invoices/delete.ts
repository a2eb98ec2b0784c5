import { supplierInvoicePurchaseOrders, supplierInvoices, supplierPayments } from "@tronc/db";
import { assertCanEditSupplierInvoice, domainError } from "@tronc/domain";
import { asc, count, eq } from "drizzle-orm";
import { deleteFile } from "../../../files/file-store";
import { logChanges } from "../../shared/audit";
import { type FilesServiceContext, inTransaction } from "../../shared/context";
import { unlinkInTransaction } from "./orders";
import { lockSupplierInvoice } from "./payments/rows";

/**
 * 'Confirmez la suppression' (the web asks): only an invoice without payments; its orders are
 * unlinked first (back to pending, the paid marks it set cleared), then the invoice and its PDF go.
 */
export async function deleteSupplierInvoice(
  ctx: FilesServiceContext,
  input: { id: number },
): Promise<{ id: number }> {
  assertCanEditSupplierInvoice(ctx.user);
  const fileId = await inTransaction(ctx, async (txCtx) => {
    const { db: tx, user } = txCtx;
    const invoice = await lockSupplierInvoice(tx, input.id);
    const [payments] = await tx
      .select({ n: count() })
      .from(supplierPayments)
      .where(eq(supplierPayments.supplierInvoiceId, invoice.id));
    if ((payments?.n ?? 0) > 0) throw domainError("SUPPLIER_INVOICE_HAS_PAYMENTS", "rule");
    const links = await tx
      .select()
      .from(supplierInvoicePurchaseOrders)
      .where(eq(supplierInvoicePurchaseOrders.supplierInvoiceId, invoice.id))
      .orderBy(asc(supplierInvoicePurchaseOrders.purchaseOrderId));
    for (const link of links) await unlinkInTransaction(txCtx, link);
    await tx.delete(supplierInvoices).where(eq(supplierInvoices.id, invoice.id));
    await logChanges(tx, { type: "supplierInvoice", id: invoice.id }, user.id, [
      { field: "deleted", from: invoice.invoiceNumber ?? "", to: null },
    ]);
    return invoice.fileId;
  });
  if (fileId !== null) await deleteFile(ctx.db, ctx.storage, fileId);
  return { id: input.id };
}
