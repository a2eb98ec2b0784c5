import { invoiceDeductions, invoiceQuotations, invoices } from "@tronc/db";
import { assertCanDeleteInvoice } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { lockQuotations, refreshInvoiceTotals, refreshQuotationInvoicingState } from "../totals";
import { lockInvoice } from "./rows";

/**
 * Deletes a draft with its lines, links and deductions; its quotations move back (what it billed is
 * free again) and the balance invoices that deducted it are recomputed.
 */
export async function deleteInvoice(ctx: ServiceContext, { id }: { id: number }): Promise<{ id: number }> {
  await inTransaction(ctx, async ({ db: tx }) => {
    const invoice = await lockInvoice(tx, id);
    assertCanDeleteInvoice(invoice.state);
    const links = await tx
      .select({ quotationId: invoiceQuotations.quotationId })
      .from(invoiceQuotations)
      .where(eq(invoiceQuotations.invoiceId, id));
    const quotationIds = links.map((link) => link.quotationId).sort((a, b) => a - b);
    await lockQuotations(tx, quotationIds);
    const deducting = await tx
      .select({ id: invoiceDeductions.invoiceId })
      .from(invoiceDeductions)
      .where(eq(invoiceDeductions.deductedInvoiceId, id));
    await tx.delete(invoices).where(eq(invoices.id, id));
    for (const quotationId of quotationIds)
      await refreshQuotationInvoicingState(tx, quotationId, ctx.user.id);
    for (const row of deducting) await refreshInvoiceTotals(tx, row.id, ctx.user.id);
  });
  return { id };
}
