import { companies, credits, type DbOrTx, invoices, triangleCompanies } from "@tronc/db";
import { type ClientReporting, clientReporting, domainError, type ReportingSums } from "@tronc/domain";
import { eq, sql } from "drizzle-orm";
import type { ServiceContext } from "../../../services/shared/context";
import { sumOfCents } from "../../../services/shared/sum-of-cents";

export type { ClientReporting } from "@tronc/domain";

/** The client's invoices summed per issuer and state (invoices_company_idx). */
function invoiceSums(db: DbOrTx, companyId: number) {
  return db
    .select({
      issuerId: triangleCompanies.id,
      issuerName: triangleCompanies.name,
      state: invoices.state,
      totalHtCents: sumOfCents(invoices.totalHtCents),
      totalTtcCents: sumOfCents(invoices.totalTtcCents),
      amountLeftCents: sumOfCents(invoices.amountLeftCents),
    })
    .from(invoices)
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, invoices.triangleCompanyId))
    .where(eq(invoices.companyId, companyId))
    .groupBy(triangleCompanies.id, triangleCompanies.name, invoices.state);
}

/** The client's credit notes summed per issuer and state (credits_company_idx). */
function creditSums(db: DbOrTx, companyId: number) {
  return db
    .select({
      issuerId: triangleCompanies.id,
      issuerName: triangleCompanies.name,
      state: credits.state,
      totalHtCents: sumOfCents(credits.totalHtCents),
      totalTtcCents: sumOfCents(credits.totalTtcCents),
      // Summed per credit as shown (0 when over-spent), not netted across credits.
      amountLeftCents: sumOfCents(sql`greatest(${credits.amountLeftCents}, 0)`),
    })
    .from(credits)
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, credits.triangleCompanyId))
    .where(eq(credits.companyId, companyId))
    .groupBy(triangleCompanies.id, triangleCompanies.name, credits.state);
}

/** A client that does not exist is a French 404, not an empty report. */
export async function assertClientExists(db: DbOrTx, companyId: number): Promise<void> {
  const [client] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!client) throw domainError("COMPANY_NOT_FOUND", "notFound");
}

/**
 * The client sheet's Reporting tab: per group company the revenue (numbered invoices less issued
 * credit notes) and what is left to collect, and the client's totals (domain clientReporting).
 */
export async function clientReportingOf(
  { db }: Pick<ServiceContext, "db">,
  input: { companyId: number },
): Promise<ClientReporting> {
  await assertClientExists(db, input.companyId);
  const [invoiceRows, creditRows] = await Promise.all([
    invoiceSums(db, input.companyId),
    creditSums(db, input.companyId),
  ]);
  const rows: ReportingSums[] = [
    ...invoiceRows.map((row) => ({ kind: "invoice" as const, ...row })),
    ...creditRows.map((row) => ({ kind: "credit" as const, ...row })),
  ];
  return clientReporting(rows);
}
