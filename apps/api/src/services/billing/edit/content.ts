import { createHash } from "node:crypto";
import {
  type DbOrTx,
  invoiceDeductions,
  invoiceLines,
  invoiceQuotations,
  invoices,
  quotations,
} from "@tronc/db";
import { canonicalInvoiceContent, type InvoiceContent } from "@tronc/domain";
import { asc, eq } from "drizzle-orm";
import type { InvoiceRow } from "./rows";

/** The SHA-256 (hex) of the canonical content of an invoice about to be frozen. */
export async function invoiceContentSha256(
  tx: DbOrTx,
  invoice: InvoiceRow,
  frozen: Pick<InvoiceContent, "reference" | "state" | "eligibleAt" | "parties">,
): Promise<string> {
  const lines = await tx
    .select({
      name: invoiceLines.name,
      description: invoiceLines.description,
      quantity: invoiceLines.quantity,
      unity: invoiceLines.unity,
      unitPriceCents: invoiceLines.unitPriceCents,
      vatRate: invoiceLines.vatRate,
      discountPercent: invoiceLines.discountPercent,
      indexOrder: invoiceLines.indexOrder,
      hidden: invoiceLines.hidden,
      baseHtCents: invoiceLines.baseHtCents,
      totalHtCents: invoiceLines.totalHtCents,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.indexOrder), asc(invoiceLines.id));
  const deductions = await tx
    .select({ reference: invoices.reference, totalTtcCents: invoices.totalTtcCents })
    .from(invoiceDeductions)
    .innerJoin(invoices, eq(invoices.id, invoiceDeductions.deductedInvoiceId))
    .where(eq(invoiceDeductions.invoiceId, invoice.id));
  const linked = await tx
    .select({ reference: quotations.reference, amountCents: invoiceQuotations.amountCents })
    .from(invoiceQuotations)
    .innerJoin(quotations, eq(quotations.id, invoiceQuotations.quotationId))
    .where(eq(invoiceQuotations.invoiceId, invoice.id));
  const text = canonicalInvoiceContent({
    ...frozen,
    type: invoice.type,
    invoiceDate: invoice.invoiceDate,
    serviceDate: invoice.serviceDate,
    paymentMode: invoice.paymentMode,
    operationCategory: invoice.operationCategory,
    title: invoice.title,
    invoiceHeadName: invoice.invoiceHeadName,
    invoiceAddress: invoice.invoiceAddress,
    deliveryAddress: invoice.deliveryAddress,
    comment: invoice.comment,
    totalHtCents: invoice.totalHtCents,
    totalTvaCents: invoice.totalTvaCents,
    totalTtcCents: invoice.totalTtcCents,
    detailTva: invoice.detailTva,
    lines,
    deductions: deductions.map((row) => ({
      reference: row.reference ?? "",
      totalTtcCents: row.totalTtcCents,
    })),
    quotations: linked,
  });
  return createHash("sha256").update(text, "utf8").digest("hex");
}
