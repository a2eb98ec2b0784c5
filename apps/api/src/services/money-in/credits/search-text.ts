import { companies, credits, type DbOrTx, invoices, triangleCompanies } from "@tronc/db";
import { creditSearchText } from "@tronc/domain";
import { eq } from "drizzle-orm";

/** Rewrites a credit note's search text; call it in the transaction that creates or changes what it holds. */
export async function refreshCreditSearchText(db: DbOrTx, creditId: number): Promise<void> {
  const [row] = await db
    .select({
      reference: credits.reference,
      title: credits.title,
      invoiceHeadName: credits.invoiceHeadName,
      clientName: companies.name,
      issuerName: triangleCompanies.name,
      invoiceReference: invoices.reference,
    })
    .from(credits)
    .innerJoin(companies, eq(companies.id, credits.companyId))
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, credits.triangleCompanyId))
    .leftJoin(invoices, eq(invoices.id, credits.invoiceId))
    .where(eq(credits.id, creditId));
  if (!row) return;
  await db
    .update(credits)
    .set({ searchText: creditSearchText(row) })
    .where(eq(credits.id, creditId));
}
