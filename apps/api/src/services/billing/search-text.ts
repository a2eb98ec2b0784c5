import {
  companies,
  type DbOrTx,
  invoiceQuotations,
  invoices,
  quotations,
  triangleCompanies,
} from "@tronc/db";
import { invoiceSearchText } from "@tronc/domain";
import { asc, eq } from "drizzle-orm";

/** Rewrites an invoice's search text; call it in the transaction that creates or changes what it holds. */
export async function refreshInvoiceSearchText(db: DbOrTx, invoiceId: number): Promise<void> {
  const [row] = await db
    .select({
      reference: invoices.reference,
      title: invoices.title,
      invoiceHeadName: invoices.invoiceHeadName,
      clientName: companies.name,
      issuerName: triangleCompanies.name,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, invoices.triangleCompanyId))
    .where(eq(invoices.id, invoiceId));
  if (!row) return;
  const references = await db
    .select({ reference: quotations.reference })
    .from(invoiceQuotations)
    .innerJoin(quotations, eq(quotations.id, invoiceQuotations.quotationId))
    .where(eq(invoiceQuotations.invoiceId, invoiceId))
    .orderBy(asc(quotations.id));
  const searchText = invoiceSearchText({ ...row, quotationReferences: references.map((r) => r.reference) });
  await db.update(invoices).set({ searchText }).where(eq(invoices.id, invoiceId));
}
