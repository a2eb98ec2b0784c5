import { companies, invoices } from "@tronc/db";
import { and, eq, isNotNull } from "drizzle-orm";
import { type InvoiceableCompany, invoiceableCompanies } from "../../billing/billing/candidates";
import type { ServiceContext } from "../../shared/context";

/**
 * The customers an issuer may write a credit note to by hand: those it has invoiced (a numbered
 * invoice) and those it may invoice (the invoice creation modal's list), by name. A credit note
 * mostly corrects what was billed, so a client whose quotations are all billed stays offered.
 */
export async function creditRecipients(
  ctx: ServiceContext,
  input: { triangleCompanyId: number },
): Promise<InvoiceableCompany[]> {
  const invoiceable = await invoiceableCompanies(ctx, input);
  const invoiced = await ctx.db
    .selectDistinct({ id: companies.id, name: companies.name, isFactor: companies.isFactor })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(and(eq(invoices.triangleCompanyId, input.triangleCompanyId), isNotNull(invoices.reference)));
  const byId = new Map([...invoiced, ...invoiceable].map((company) => [company.id, company]));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, "fr") || a.id - b.id);
}
