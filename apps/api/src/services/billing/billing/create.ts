import { companies } from "@tronc/db";
import { domainError, isQuotationInvoiceable, toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { lockQuotations } from "../totals";
import { insertBalanceInvoice } from "./balance";
import { assertIssuerExists, billableQuotations } from "./candidates";
import { type BillingSource, loadBillingSource } from "./source";

export interface InvoiceCreation {
  triangleCompanyId: number;
  companyId: number;
  quotationIds: readonly number[];
}

/**
 * The creation modal: one TYPE_SOLD draft over the chosen quotations of the customer for the issuer
 * (their lines, their earlier invoices deducted). Refuses a customer the issuer may not invoice and
 * any quotation of another issuer or customer, or with nothing to bill; nothing is written then.
 */
export async function createInvoiceFromQuotations(
  ctx: ServiceContext,
  input: InvoiceCreation,
): Promise<{ invoiceId: number }> {
  const quotationIds = [...new Set(input.quotationIds)].sort((a, b) => a - b);
  if (quotationIds.length === 0)
    throw domainError("BILLING_NO_QUOTATION", "invalid", {}, { field: "quotationIds" });
  return inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    await assertIssuerExists(tx, input.triangleCompanyId);
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, input.companyId));
    if (!company) throw domainError("COMPANY_NOT_FOUND", "notFound", {}, { field: "companyId" });
    await lockQuotations(tx, quotationIds);
    const candidates = await billableQuotations(txCtx, input);
    if (candidates.length === 0) {
      throw domainError("BILLING_COMPANY_NOT_INVOICEABLE", "rule", {}, { field: "companyId" });
    }
    const sources: BillingSource[] = [];
    for (const quotationId of quotationIds) {
      const source = await loadBillingSource(tx, quotationId);
      const params = { reference: source.reference };
      if (source.triangleCompanyId !== input.triangleCompanyId || source.companyId !== input.companyId) {
        throw domainError("BILLING_QUOTATION_OTHER_PARTY", "rule", params, { field: "quotationIds" });
      }
      const leftCents = source.totalTtcCents - source.billedCents;
      if (!isQuotationInvoiceable({ ...source, leftCents: toCents(leftCents) })) {
        throw domainError("BILLING_QUOTATION_NOT_INVOICEABLE", "rule", params, { field: "quotationIds" });
      }
      sources.push(source);
    }
    const [first, ...rest] = sources;
    if (!first) throw domainError("BILLING_NO_QUOTATION", "invalid", {}, { field: "quotationIds" });
    return { invoiceId: await insertBalanceInvoice(txCtx, [first, ...rest]) };
  });
}
