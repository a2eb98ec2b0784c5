import { companies, invoices, triangleCompanies } from "@tronc/db";
import type { Cents, InvoiceState, InvoiceType, PaymentDelay, VatDetail } from "@tronc/domain";
import { desc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../shared/context";
import { countUpTo, type Page, paginate } from "../../shared/paginate";
import { trimZeros } from "./rows";

/** An invoice as the plain collection GET lists it (the searched list is invoiceList's). */
export interface InvoiceSummary {
  id: number;
  reference: string | null;
  type: InvoiceType;
  state: InvoiceState;
  title: string;
  invoiceHeadName: string;
  invoiceAddress: string;
  comment: string;
  internalComment: string;
  createdAt: string;
  invoiceDate: string;
  eligibleAt: string | null;
  paymentMode: PaymentDelay;
  advancePercent: string;
  advanceAmountCents: Cents;
  totalHtCents: Cents;
  totalTvaCents: Cents;
  totalTtcCents: Cents;
  detailTva: VatDetail[];
  amountLeftCents: Cents;
  paidAt: string | null;
  triangleCompany: { id: number; name: string };
  company: { id: number; name: string; isFactor: boolean };
}

/** Newest first. */
export async function listInvoices(
  ctx: ServiceContext,
  request: { page?: number | undefined; pageSize: number },
): Promise<Page<InvoiceSummary>> {
  return paginate(request, {
    count: (limit) => countUpTo(ctx.db, invoices, undefined, limit),
    rows: (limit, offset) =>
      ctx.db
        .select({
          invoice: invoices,
          issuerName: triangleCompanies.name,
          clientName: companies.name,
          isFactor: companies.isFactor,
        })
        .from(invoices)
        .innerJoin(triangleCompanies, eq(triangleCompanies.id, invoices.triangleCompanyId))
        .innerJoin(companies, eq(companies.id, invoices.companyId))
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(limit)
        .offset(offset),
    map: (rows) =>
      rows.map(({ invoice, issuerName, clientName, isFactor }) => ({
        id: invoice.id,
        reference: invoice.reference,
        type: invoice.type,
        state: invoice.state,
        title: invoice.title,
        invoiceHeadName: invoice.invoiceHeadName,
        invoiceAddress: invoice.invoiceAddress,
        comment: invoice.comment,
        internalComment: invoice.internalComment,
        createdAt: invoice.createdAt.toISOString(),
        invoiceDate: invoice.invoiceDate,
        eligibleAt: invoice.eligibleAt,
        paymentMode: invoice.paymentMode,
        advancePercent: trimZeros(invoice.advancePercent),
        advanceAmountCents: invoice.advanceAmountCents,
        totalHtCents: invoice.totalHtCents,
        totalTvaCents: invoice.totalTvaCents,
        totalTtcCents: invoice.totalTtcCents,
        detailTva: invoice.detailTva,
        amountLeftCents: invoice.amountLeftCents,
        paidAt: invoice.paidAt,
        triangleCompany: { id: invoice.triangleCompanyId, name: issuerName },
        company: { id: invoice.companyId, name: clientName, isFactor },
      })),
  });
}
