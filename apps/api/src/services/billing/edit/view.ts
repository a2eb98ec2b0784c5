import {
  type DbOrTx,
  invoiceDeductions,
  invoiceLines,
  invoiceQuotations,
  invoices,
  leads,
  quotations,
  recommendations,
} from "@tronc/db";
import type { Cents } from "@tronc/domain";
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
  type VatDetail,
} from "@tronc/domain";
import { asc, eq, type SQL } from "drizzle-orm";
import type { ServiceContext } from "../../shared/context";
import { loadDocumentHeading } from "../documents/heading";
import { type DocumentLineView, loadDocumentLines } from "../documents/line-view";
import { findInvoice, trimZeros } from "./rows";

export interface InvoiceLineView extends DocumentLineView {
  invoiceId: number;
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
  /** Sent back by every update: a save based on an older version is refused. */
  version: number;
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
  advanceAmountCents: Cents;
  totalHtCents: Cents;
  totalTvaCents: Cents;
  totalTtcCents: Cents;
  detailTva: VatDetail[];
  amountLeftCents: Cents;
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
    totalHtCents: Cents;
    totalTvaCents: Cents;
    totalTtcCents: Cents;
  }[];
  quotations: { id: number; reference: string; title: string; totalTtcCents: Cents; billedCents: Cents }[];
  canEditLines: boolean;
  canDelete: boolean;
  /** The session user may validate it or change its state (accounting or super admin). */
  canValidate: boolean;
}

/** Lines in their order (index, then creation). */
export function loadInvoiceLines(db: DbOrTx, where: SQL | undefined): Promise<InvoiceLineView[]> {
  return loadDocumentLines(db, invoiceLines, where);
}

/** Everything the edit page shows. */
export async function getInvoice(ctx: ServiceContext, { id }: { id: number }): Promise<InvoiceDetail> {
  const db = ctx.db;
  const invoice = await findInvoice(db, id);
  const heading = await loadDocumentHeading(db, invoice);
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
    version: invoice.version,
    state: invoice.state,
    selectableStates: selectableInvoiceStates(invoice.state),
    triangleCompany: heading.triangleCompany,
    company: heading.company,
    createdAt: invoice.createdAt.toISOString(),
    createdBy: heading.createdBy,
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
