import { companies, credits, invoices, triangleCompanies, users } from "@tronc/db";
import type { Cents, CreditState, VatDetail } from "@tronc/domain";
import { desc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../shared/context";
import { countUpTo, type Page, paginate } from "../../shared/paginate";

/** A credit note as the plain collection GET lists it (the searched list is creditList's). */
export interface CreditSummary {
  id: number;
  reference: string | null;
  state: CreditState;
  title: string;
  comment: string;
  creditDate: string;
  createdAt: string;
  createdBy: { id: number; fullname: string } | null;
  triangleCompany: { id: number; name: string };
  company: { id: number; name: string; isFactor: boolean };
  invoice: { id: number; reference: string | null; invoiceDate: string } | null;
  invoiceHeadName: string;
  invoiceAddress: string;
  totalHtCents: Cents;
  totalTvaCents: Cents;
  totalTtcCents: Cents;
  detailTva: VatDetail[];
  amountLeftCents: Cents;
}

/** Newest first (Hydra GET /api/compta/credits). */
export async function listCredits(
  ctx: ServiceContext,
  request: { page?: number | undefined; pageSize: number },
): Promise<Page<CreditSummary>> {
  return paginate(request, {
    count: (limit) => countUpTo(ctx.db, credits, undefined, limit),
    rows: (limit, offset) =>
      ctx.db
        .select({
          credit: credits,
          issuerName: triangleCompanies.name,
          clientName: companies.name,
          isFactor: companies.isFactor,
          invoiceReference: invoices.reference,
          invoiceDate: invoices.invoiceDate,
          creatorName: users.name,
          creatorLastname: users.lastname,
        })
        .from(credits)
        .innerJoin(triangleCompanies, eq(triangleCompanies.id, credits.triangleCompanyId))
        .innerJoin(companies, eq(companies.id, credits.companyId))
        .leftJoin(invoices, eq(invoices.id, credits.invoiceId))
        .leftJoin(users, eq(users.id, credits.createdById))
        .orderBy(desc(credits.createdAt), desc(credits.id))
        .limit(limit)
        .offset(offset),
    map: (rows) =>
      rows.map(({ credit, issuerName, clientName, isFactor, ...joined }) => ({
        id: credit.id,
        reference: credit.reference,
        state: credit.state,
        title: credit.title,
        comment: credit.comment,
        creditDate: credit.creditDate,
        createdAt: credit.createdAt.toISOString(),
        createdBy:
          credit.createdById === null
            ? null
            : {
                id: credit.createdById,
                fullname: `${joined.creatorName ?? ""} ${joined.creatorLastname ?? ""}`.trim(),
              },
        triangleCompany: { id: credit.triangleCompanyId, name: issuerName },
        company: { id: credit.companyId, name: clientName, isFactor },
        invoice:
          credit.invoiceId === null || joined.invoiceDate === null
            ? null
            : { id: credit.invoiceId, reference: joined.invoiceReference, invoiceDate: joined.invoiceDate },
        invoiceHeadName: credit.invoiceHeadName,
        invoiceAddress: credit.invoiceAddress,
        totalHtCents: credit.totalHtCents,
        totalTvaCents: credit.totalTvaCents,
        totalTtcCents: credit.totalTtcCents,
        detailTva: credit.detailTva,
        amountLeftCents: credit.amountLeftCents,
      })),
  });
}
