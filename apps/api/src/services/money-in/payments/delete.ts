import { invoicePayments } from "@tronc/db";
import { assertCanRecordPayment } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { lockQuotations } from "../../billing/totals";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { matchForecast } from "./checks";
import { findPayment, invoiceQuotationIds, lockCredits, lockPaymentInvoice } from "./rows";
import { refreshCreditSettlement, refreshInvoiceSettlement } from "./settlement";

/**
 * 'Etes-vous sûr de vouloir supprimer ce paiement ?': the payment goes, its forecast payment is open
 * again, and the invoice (back to sent if it was paid), its quotations and its credit carry the
 * amount again.
 */
export async function deletePayment(ctx: ServiceContext, { id }: { id: number }): Promise<{ id: number }> {
  assertCanRecordPayment(ctx.user);
  await inTransaction(ctx, async ({ db: tx, user }) => {
    const { invoiceId } = await findPayment(tx, id);
    const invoice = await lockPaymentInvoice(tx, invoiceId);
    const current = await findPayment(tx, id);
    await lockCredits(tx, [current.creditId]);
    await lockQuotations(tx, await invoiceQuotationIds(tx, invoice.id));
    await matchForecast(tx, id, null, user.id);
    await tx.delete(invoicePayments).where(eq(invoicePayments.id, id));
    await refreshInvoiceSettlement(tx, invoice.id, user.id);
    if (current.creditId !== null) await refreshCreditSettlement(tx, current.creditId, user.id);
  });
  return { id };
}
