import {
  companies,
  type DbOrTx,
  invoiceDeductions,
  invoiceLines,
  invoiceQuotations,
  invoices,
  leads,
  quotations,
  recommendations,
  triangleCompanies,
  users,
} from "@tronc/db";
import {
  canChangeInvoiceState,
  canDeleteInvoice,
  canEditInvoiceLines,
  DRAFT_INVOICE_LABEL,
  INVOICE_TYPE_LABELS,
  type InvoiceState,
  type InvoiceType,
  type OperationCategory,
  type PaymentDelay,
  selectableInvoiceStates,
  type Unity,
  type VatDetail,
} from "@tronc/domain";
import { asc, eq, type SQL } from "drizzle-orm";
import type { ServiceContext } from "../../shared/context";
import { findInvoice, trimZeros } from "./rows";

export interface InvoiceLineView {
  id: number;
  invoiceId: number;
  /** None for a free-text line. */
  triangleProductId: number | null;
  name: string;
  description: string;
  quantity: string;
  unitPriceCents: number;
  unity: Unity;
  vatRate: string;
  discountPercent: string;
  indexOrder: string;
  hidden: boolean;
  baseHtCents: number;
  totalHtCents: number;
}

export interface InvoiceDetail {
  id: number;
  type: InvoiceType;
  /** 'd'acompte', 'partielle', 'de solde'. */
  typeLabel: string;
  reference: string | null;
  /** The reference, or 'Facture en cours de création' for a draft. */
  displayReference: string;
  state: InvoiceState;
  selectableStates: InvoiceState[];
  triangleCompany: { id: number; name: string };
  company: { id: number; name: string; isFactor: boolean };
  createdAt: string;
  createdBy: { id: number; fullname: string } | null;
  leadNames: string[];
  title: string;
  invoiceHeadName: string;
  invoiceAddress: string;
  deliveryAddress: string;
  comment: string;
  internalComment: string;
  operationCategory: OperationCategory;
  paymentMode: PaymentDelay;
  eligibleAt: string | null;
  invoiceDate: string;
  serviceDate: string | null;
  advancePercent: string;
  advanceAmountCents: number;
  totalHtCents: number;
  totalTvaCents: number;
  totalTtcCents: number;
  detailTva: VatDetail[];
  amountLeftCents: number;
  paidAt: string | null;
  isDuplicated: boolean;
  contentSha256: string | null;
  lines: InvoiceLineView[];
  deductions: {
    id: number;
    type: InvoiceType;
    reference: string | null;
    displayReference: string;
    invoiceDate: string;
    totalHtCents: number;
    totalTvaCents: number;
    totalTtcCents: number;
  }[];
  quotations: { id: number; reference: string; title: string; totalTtcCents: number; billedCents: number }[];
  canEditLines: boolean;
  canDelete: boolean;
  /** The session user may validate it or change its state (accounting or super admin). */
  canValidate: boolean;
}

const lineColumns = {
  id: invoiceLines.id,
  invoiceId: invoiceLines.invoiceId,
  triangleProductId: invoiceLines.triangleProductId,
  name: invoiceLines.name,
  description: invoiceLines.description,
  quantity: invoiceLines.quantity,
  unitPriceCents: invoiceLines.unitPriceCents,
  unity: invoiceLines.unity,
  vatRate: invoiceLines.vatRate,
  discountPercent: invoiceLines.discountPercent,
  indexOrder: invoiceLines.indexOrder,
  hidden: invoiceLines.hidden,
  baseHtCents: invoiceLines.baseHtCents,
  totalHtCents: invoiceLines.totalHtCents,
};

/** Lines in their order (index, then creation). */
export async function loadInvoiceLines(db: DbOrTx, where: SQL | undefined): Promise<InvoiceLineView[]> {
  const rows = await db
    .select(lineColumns)
    .from(invoiceLines)
    .where(where)
    .orderBy(asc(invoiceLines.indexOrder), asc(invoiceLines.id));
  return rows.map((row) => ({
    ...row,
    quantity: trimZeros(row.quantity),
    vatRate: trimZeros(row.vatRate),
    discountPercent: trimZeros(row.discountPercent),
    indexOrder: trimZeros(row.indexOrder),
  }));
}

const fullname = (row: { name: string; lastname: string } | null) =>
  row ? `${row.name} ${row.lastname}`.trim() : "";

/** Everything the edit page shows. */
export async function getInvoice(ctx: ServiceContext, { id }: { id: number }): Promise<InvoiceDetail> {
  const db = ctx.db;
  const invoice = await findInvoice(db, id);
  const [issuer] = await db
    .select({ id: triangleCompanies.id, name: triangleCompanies.name })
    .from(triangleCompanies)
    .where(eq(triangleCompanies.id, invoice.triangleCompanyId));
  const [client] = await db
    .select({ id: companies.id, name: companies.name, isFactor: companies.isFactor })
    .from(companies)
    .where(eq(companies.id, invoice.companyId));
  const [creator] = invoice.createdById
    ? await db
        .select({ id: users.id, name: users.name, lastname: users.lastname })
        .from(users)
        .where(eq(users.id, invoice.createdById))
    : [];
  const linked = await db
    .select({
      id: quotations.id,
      reference: quotations.reference,
      title: quotations.title,
      totalTtcCents: quotations.totalTtcCents,
      billedCents: invoiceQuotations.amountCents,
      leadSubject: leads.subject,
    })
    .from(invoiceQuotations)
    .innerJoin(quotations, eq(quotations.id, invoiceQuotations.quotationId))
    .innerJoin(recommendations, eq(recommendations.id, quotations.recommendationId))
    .innerJoin(leads, eq(leads.id, recommendations.leadId))
    .where(eq(invoiceQuotations.invoiceId, id))
    .orderBy(asc(quotations.id));
  const deductions = await db
    .select({
      id: invoices.id,
      type: invoices.type,
      reference: invoices.reference,
      invoiceDate: invoices.invoiceDate,
      totalHtCents: invoices.totalHtCents,
      totalTvaCents: invoices.totalTvaCents,
      totalTtcCents: invoices.totalTtcCents,
    })
    .from(invoiceDeductions)
    .innerJoin(invoices, eq(invoices.id, invoiceDeductions.deductedInvoiceId))
    .where(eq(invoiceDeductions.invoiceId, id))
    .orderBy(asc(invoices.invoiceDate), asc(invoices.id));
  return {
    id: invoice.id,
    type: invoice.type,
    typeLabel: INVOICE_TYPE_LABELS[invoice.type],
    reference: invoice.reference,
    displayReference: invoice.reference ?? DRAFT_INVOICE_LABEL,
    state: invoice.state,
    selectableStates: selectableInvoiceStates(invoice.state),
    triangleCompany: issuer ?? { id: invoice.triangleCompanyId, name: "" },
    company: client ?? { id: invoice.companyId, name: "", isFactor: false },
    createdAt: invoice.createdAt.toISOString(),
    createdBy: creator ? { id: creator.id, fullname: fullname(creator) } : null,
    leadNames: [...new Set(linked.map((row) => row.leadSubject))],
    title: invoice.title,
    invoiceHeadName: invoice.invoiceHeadName,
    invoiceAddress: invoice.invoiceAddress,
    deliveryAddress: invoice.deliveryAddress,
    comment: invoice.comment,
    internalComment: invoice.internalComment,
    operationCategory: invoice.operationCategory,
    paymentMode: invoice.paymentMode,
    eligibleAt: invoice.eligibleAt,
    invoiceDate: invoice.invoiceDate,
    serviceDate: invoice.serviceDate,
    advancePercent: trimZeros(invoice.advancePercent),
    advanceAmountCents: invoice.advanceAmountCents,
    totalHtCents: invoice.totalHtCents,
    totalTvaCents: invoice.totalTvaCents,
    totalTtcCents: invoice.totalTtcCents,
    detailTva: invoice.detailTva,
    amountLeftCents: invoice.amountLeftCents,
    paidAt: invoice.paidAt,
    isDuplicated: invoice.isDuplicated,
    contentSha256: invoice.contentSha256,
    lines: await loadInvoiceLines(db, eq(invoiceLines.invoiceId, id)),
    deductions: deductions.map((row) => ({ ...row, displayReference: row.reference ?? DRAFT_INVOICE_LABEL })),
    quotations: linked.map(({ leadSubject: _lead, ...row }) => row),
    canEditLines: canEditInvoiceLines(invoice.state),
    canDelete: canDeleteInvoice(invoice.state),
    canValidate: canChangeInvoiceState(ctx.user),
  };
}
