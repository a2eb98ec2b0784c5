import { supplierPayments } from "@tronc/db";
import { assertCanRecordPayment } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../../shared/context";
import { findSupplierPayment, lockSupplierInvoice } from "./rows";
import { refreshSupplierInvoiceSettlement } from "./settlement";

/**
 * 'Etes-vous sûr de vouloir supprimer ce paiement ?': the payment goes and the invoice carries its
 * amount again (a paid invoice goes back to 'Acompte', or 'En cours' when none is left).
 */
export async function deleteSupplierPayment(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<{ id: number }> {
  assertCanRecordPayment(ctx.user);
  await inTransaction(ctx, async ({ db: tx, user }) => {
    const { supplierInvoiceId } = await findSupplierPayment(tx, id);
    await lockSupplierInvoice(tx, supplierInvoiceId);
    await tx.delete(supplierPayments).where(eq(supplierPayments.id, id));
    await refreshSupplierInvoiceSettlement(tx, supplierInvoiceId, user.id);
  });
  return { id };
}
