import {
  companies,
  type DbOrTx,
  invoiceQuotations,
  quotations,
  recommendations,
  triangleCompanies,
} from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { domainError, INVOICEABLE_QUOTATION_STATES, type QuotationState, toCents } from "@tronc/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { ServiceContext } from "../../shared/context";

const billedSql = sql<string>`coalesce((select sum(${invoiceQuotations.amountCents}) from ${invoiceQuotations} where ${invoiceQuotations.quotationId} = ${quotations.id}), 0)`;

/** The quotations of an issuer the creation modal may bill (isQuotationInvoiceable, in SQL). */
const invoiceable = (triangleCompanyId: number) =>
  and(
    eq(quotations.triangleCompanyId, triangleCompanyId),
    inArray(quotations.state, [...INVOICEABLE_QUOTATION_STATES]),
    sql`${quotations.totalHtCents} > 0`,
    sql`${quotations.totalTtcCents} > ${billedSql}`,
  );

export async function assertIssuerExists(db: DbOrTx, triangleCompanyId: number): Promise<void> {
  const [issuer] = await db
    .select({ id: triangleCompanies.id })
    .from(triangleCompanies)
    .where(eq(triangleCompanies.id, triangleCompanyId));
  if (!issuer)
    throw domainError("TRIANGLE_COMPANY_NOT_FOUND", "notFound", {}, { field: "triangleCompanyId" });
}

export interface InvoiceableCompany {
  id: number;
  name: string;
  isFactor: boolean;
}

/** The creation modal's customers: those with at least one quotation of the issuer left to bill. */
export async function invoiceableCompanies(
  ctx: ServiceContext,
  input: { triangleCompanyId: number },
): Promise<InvoiceableCompany[]> {
  await assertIssuerExists(ctx.db, input.triangleCompanyId);
  return ctx.db
    .selectDistinct({ id: companies.id, name: companies.name, isFactor: companies.isFactor })
    .from(quotations)
    .innerJoin(recommendations, eq(recommendations.id, quotations.recommendationId))
    .innerJoin(companies, eq(companies.id, recommendations.companyId))
    .where(invoiceable(input.triangleCompanyId))
    .orderBy(asc(companies.name), asc(companies.id));
}

export interface BillableQuotation {
  id: number;
  reference: string;
  title: string;
  state: QuotationState;
  totalHtCents: Cents;
  totalTtcCents: Cents;
  billedCents: Cents;
  leftCents: Cents;
}

/** The creation modal's quotations of a customer for an issuer: reference, title, totals, left. */
export async function billableQuotations(
  ctx: ServiceContext,
  input: { triangleCompanyId: number; companyId: number },
): Promise<BillableQuotation[]> {
  await assertIssuerExists(ctx.db, input.triangleCompanyId);
  const rows = await ctx.db
    .select({
      id: quotations.id,
      reference: quotations.reference,
      title: quotations.title,
      state: quotations.state,
      totalHtCents: quotations.totalHtCents,
      totalTtcCents: quotations.totalTtcCents,
      billed: billedSql,
    })
    .from(quotations)
    .innerJoin(recommendations, eq(recommendations.id, quotations.recommendationId))
    .where(and(invoiceable(input.triangleCompanyId), eq(recommendations.companyId, input.companyId)))
    .orderBy(asc(quotations.id));
  return rows.map(({ billed, ...row }) => ({
    ...row,
    billedCents: toCents(Number(billed)),
    leftCents: toCents(row.totalTtcCents - Number(billed)),
  }));
}
