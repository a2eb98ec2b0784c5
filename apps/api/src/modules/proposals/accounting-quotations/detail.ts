import {
  companies,
  invoiceQuotations,
  invoices,
  quotations,
  recommendations,
  triangleCompanies,
} from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  canCloseQuotation,
  domainError,
  type InvoiceState,
  type InvoiceType,
  type InvoicingActions,
  invoicingActions,
  quotationLeftToBill,
  showsQuotationStateBadge,
  toCents,
} from "@tronc/domain";
import { asc, eq } from "drizzle-orm";
import { listForecastPaymentsOf } from "../../../services/billing/forecast-payments/list";
import type { ForecastPaymentView } from "../../../services/billing/forecast-payments/views";
import { getQuotation, type QuotationDetail } from "../../../services/proposals/quotations/views";
import type { ServiceContext } from "../../../services/shared/context";

export interface QuotationInvoiceItem {
  id: number;
  type: InvoiceType;
  state: InvoiceState;
  /** Null while a draft ('Facture en cours de création'). */
  reference: string | null;
  invoiceDate: string;
  createdAt: string;
  advancePercent: string;
  totalHtCents: Cents;
  totalTtcCents: Cents;
  /** The part of the invoice's TTC billed on this quotation. */
  billedOnQuotationCents: Cents;
  title: string;
  internalComment: string;
}

/** 'Édition du Devis' for accounting: the quotation, its client and lead, invoices so far, schedule. */
export interface AccountingQuotationDetail extends QuotationDetail {
  internalComment: string;
  leadId: number;
  client: { id: number; name: string; isFactor: boolean };
  /** The issuer with its colour (the group company's badge). */
  issuer: { id: number; name: string; color: string };
  sendAt: string | null;
  acceptedAt: string | null;
  refusedAt: string | null;
  showsStateBadge: boolean;
  invoices: QuotationInvoiceItem[];
  billedCents: Cents;
  leftCents: Cents;
  forecastPayments: ForecastPaymentView[];
  forecastTotalCents: Cents;
  actions: InvoicingActions;
  /** 'Clôturer le devis' is offered (ACCEPTED or an invoicing state). */
  canClose: boolean;
}

async function loadInvoicesOf(ctx: ServiceContext, quotationId: number): Promise<QuotationInvoiceItem[]> {
  const rows = await ctx.db
    .select({
      id: invoices.id,
      type: invoices.type,
      state: invoices.state,
      reference: invoices.reference,
      invoiceDate: invoices.invoiceDate,
      createdAt: invoices.createdAt,
      advancePercent: invoices.advancePercent,
      totalHtCents: invoices.totalHtCents,
      totalTtcCents: invoices.totalTtcCents,
      billedOnQuotationCents: invoiceQuotations.amountCents,
      title: invoices.title,
      internalComment: invoices.internalComment,
    })
    .from(invoiceQuotations)
    .innerJoin(invoices, eq(invoices.id, invoiceQuotations.invoiceId))
    .where(eq(invoiceQuotations.quotationId, quotationId))
    .orderBy(asc(invoices.createdAt), asc(invoices.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function getAccountingQuotation(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<AccountingQuotationDetail> {
  const [extra] = await ctx.db
    .select({
      internalComment: quotations.internalComment,
      leadId: recommendations.leadId,
      sendAt: recommendations.sendAt,
      acceptedAt: recommendations.acceptedAt,
      refusedAt: recommendations.refusedAt,
      clientId: companies.id,
      clientName: companies.name,
      clientIsFactor: companies.isFactor,
      issuerId: triangleCompanies.id,
      issuerName: triangleCompanies.name,
      issuerColor: triangleCompanies.color,
    })
    .from(quotations)
    .innerJoin(recommendations, eq(recommendations.id, quotations.recommendationId))
    .innerJoin(companies, eq(companies.id, recommendations.companyId))
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, quotations.triangleCompanyId))
    .where(eq(quotations.id, id));
  if (!extra) throw domainError("QUOTATION_NOT_FOUND", "notFound");
  const [quotation, invoiceItems, forecastPayments] = await Promise.all([
    getQuotation(ctx, { id }),
    loadInvoicesOf(ctx, id),
    listForecastPaymentsOf(ctx.db, id),
  ]);
  const billedCents = invoiceItems.reduce((sum, invoice) => sum + invoice.billedOnQuotationCents, 0);
  return {
    ...quotation,
    internalComment: extra.internalComment ?? "",
    leadId: extra.leadId,
    client: { id: extra.clientId, name: extra.clientName, isFactor: extra.clientIsFactor },
    issuer: { id: extra.issuerId, name: extra.issuerName, color: extra.issuerColor },
    sendAt: extra.sendAt,
    acceptedAt: extra.acceptedAt,
    refusedAt: extra.refusedAt,
    showsStateBadge: showsQuotationStateBadge(quotation.totalHtCents),
    invoices: invoiceItems,
    billedCents: toCents(billedCents),
    leftCents: toCents(quotationLeftToBill(quotation.totalTtcCents, toCents(billedCents))),
    forecastPayments,
    forecastTotalCents: toCents(forecastPayments.reduce((sum, payment) => sum + payment.amountCents, 0)),
    actions: invoicingActions(quotation.state),
    canClose: canCloseQuotation(quotation.state),
  };
}
