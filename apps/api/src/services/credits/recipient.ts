import { domainError } from "@tronc/domain";
import { assertIssuerExists, invoiceableCompanies } from "../invoicing/billing/candidates";
import { clientInvoiceHeader } from "../invoicing/billing/source";
import type { ServiceContext } from "../shared/context";

/**
 * The recipient of a credit note typed by hand must be a customer its issuer may invoice, the list
 * the 'Ajouter un avoir' modal offers (quotationBilling.invoiceableCompanies). Returns the billing
 * name and address the credit takes from the client, as a new invoice does.
 */
export async function creditRecipientHeader(
  ctx: ServiceContext,
  parties: { triangleCompanyId: number; companyId: number },
): Promise<{ invoiceHeadName: string; invoiceAddress: string }> {
  await assertIssuerExists(ctx.db, parties.triangleCompanyId);
  const { invoiceHeadName, invoiceAddress } = await clientInvoiceHeader(ctx.db, parties.companyId);
  const offered = await invoiceableCompanies(ctx, { triangleCompanyId: parties.triangleCompanyId });
  if (!offered.some((company) => company.id === parties.companyId)) {
    throw domainError("CREDIT_COMPANY_NOT_INVOICEABLE", "rule", {}, { field: "companyId" });
  }
  return { invoiceHeadName, invoiceAddress };
}
