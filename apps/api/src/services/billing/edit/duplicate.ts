import { invoiceLines, invoiceQuotations, invoices, quotations, recommendations } from "@tronc/db";
import { assertInvoicingAllowed, domainError, toParisDate } from "@tronc/domain";
import { asc, eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { refreshInvoiceSearchText } from "../search-text";
import { lockQuotations, refreshInvoiceTotals } from "../totals";
import { findInvoice } from "./rows";

export interface InvoiceDuplicate {
  invoiceId: number;
  quotationId: number;
  title?: string | null | undefined;
}

/**
 * A new draft of the same type and lines, billing the given quotation of the same issuer and client,
 * without deductions; refused when it would bill more than is left on that quotation.
 */
export async function duplicateInvoice(
  ctx: ServiceContext,
  input: InvoiceDuplicate,
): Promise<{ id: number }> {
  return inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    const source = await findInvoice(tx, input.invoiceId);
    await lockQuotations(tx, [input.quotationId]);
    const [quotation] = await tx
      .select({
        state: quotations.state,
        issuerId: quotations.triangleCompanyId,
        companyId: recommendations.companyId,
      })
      .from(quotations)
      .innerJoin(recommendations, eq(recommendations.id, quotations.recommendationId))
      .where(eq(quotations.id, input.quotationId));
    if (!quotation) throw domainError("QUOTATION_NOT_FOUND", "notFound", {}, { field: "quotationId" });
    if (quotation.issuerId !== source.triangleCompanyId || quotation.companyId !== source.companyId) {
      throw domainError("INVOICE_DUPLICATE_QUOTATION_MISMATCH", "rule", {}, { field: "quotationId" });
    }
    assertInvoicingAllowed(quotation.state, source.type);
    const title = (input.title ?? "").trim() || source.title;
    const [copy] = await tx
      .insert(invoices)
      .values({
        triangleCompanyId: source.triangleCompanyId,
        companyId: source.companyId,
        type: source.type,
        title: title.slice(0, 255),
        invoiceHeadName: source.invoiceHeadName,
        invoiceAddress: source.invoiceAddress,
        deliveryAddress: source.deliveryAddress,
        comment: source.comment,
        operationCategory: source.operationCategory,
        invoiceDate: toParisDate(ctx.now),
        serviceDate: source.serviceDate,
        paymentMode: source.paymentMode,
        advancePercent: source.advancePercent,
        advanceAmountCents: source.advanceAmountCents,
        isDuplicated: true,
        duplicatedFromId: source.id,
        createdById: ctx.user.id,
        updatedById: ctx.user.id,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: invoices.id });
    if (!copy) throw new Error("invoice duplicate insert returned nothing");
    const lines = await tx
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, source.id))
      .orderBy(asc(invoiceLines.indexOrder), asc(invoiceLines.id));
    if (lines.length > 0) {
      await tx.insert(invoiceLines).values(
        lines.map(({ id: _id, ...line }) => ({
          ...line,
          invoiceId: copy.id,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })),
      );
    }
    await tx.insert(invoiceQuotations).values({ invoiceId: copy.id, quotationId: input.quotationId });
    await refreshInvoiceTotals(tx, copy.id, ctx.user.id);
    await refreshInvoiceSearchText(tx, copy.id);
    return { id: copy.id };
  });
}
