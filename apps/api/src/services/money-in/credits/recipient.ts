import { domainError } from "@tronc/domain";
import { assertIssuerExists } from "../../billing/billing/candidates";
import { clientInvoiceHeader } from "../../billing/billing/source";
import type { ServiceContext } from "../../shared/context";
import { creditRecipients } from "./recipients";

/**
 * The recipient of a credit note typed by hand must be one its issuer has invoiced or may invoice, the
 * list the 'Ajouter un avoir' modal offers (credit.recipients). Returns the billing
 * name and address the credit takes from the client, as a new invoice does.
 */
export async function creditRecipientHeader(
  ctx: ServiceContext,
  parties: { triangleCompanyId: number; companyId: number },
): Promise<{ invoiceHeadName: string; invoiceAddress: string }> {
  await assertIssuerExists(ctx.db, parties.triangleCompanyId);
  const { invoiceHeadName, invoiceAddress } = await clientInvoiceHeader(ctx.db, parties.companyId);
  const offered = await creditRecipients(ctx, { triangleCompanyId: parties.triangleCompanyId });
  if (!offered.some((company) => company.id === parties.companyId)) {
    throw domainError("CREDIT_COMPANY_NOT_INVOICEABLE", "rule", {}, { field: "companyId" });
  }
  return { invoiceHeadName, invoiceAddress };
}
