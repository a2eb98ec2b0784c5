import { creditLines, type DbOrTx, invoicePayments, invoices } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  type CreditState,
  canChangeCreditParties,
  canChangeCreditState,
  canDeleteCredit,
  DRAFT_CREDIT_LABEL,
  isCreditLocked,
  type PaymentMode,
  type PaymentType,
  selectableCreditStates,
  type VatDetail,
} from "@tronc/domain";
import { asc, eq, type SQL } from "drizzle-orm";
import { loadDocumentHeading } from "../../billing/documents/heading";
import { type DocumentLineView, loadDocumentLines } from "../../billing/documents/line-view";
import type { ServiceContext } from "../../shared/context";
import { findCredit } from "./rows";

export interface CreditLineView extends DocumentLineView {
  creditId: number;
}

/** One use of the credit: a payment in mode 'Avoir' on an invoice (the credit's allocation ledger). */
export interface CreditUseView {
  paymentId: number;
  paidAt: string;
  amountCents: Cents;
  paymentType: PaymentType;
  paymentMode: PaymentMode;
  invoice: { id: number; reference: string | null };
}

export interface CreditDetail {
  id: number;
  reference: string | null;
  /** The reference, or 'Avoir en cours de création' for a draft. */
  displayReference: string;
  state: CreditState;
  /** Sent back by every update: a save based on an older version is refused. */
  version: number;
  selectableStates: CreditState[];
  title: string;
  comment: string;
  creditDate: string;
  createdAt: string;
  createdBy: { id: number; fullname: string } | null;
  triangleCompany: { id: number; name: string };
  company: { id: number; name: string; isFactor: boolean };
  /** The invoice it corrects, if created from one. */
  invoice: { id: number; reference: string | null; invoiceDate: string } | null;
  invoiceHeadName: string;
  invoiceAddress: string;
  totalHtCents: Cents;
  totalTvaCents: Cents;
  totalTtcCents: Cents;
  detailTva: VatDetail[];
  /** TTC less the payments made with it (may be negative; lists show 0). */
  amountLeftCents: Cents;
  /** SHA-256 of the canonical content frozen at validation (null for a draft). */
  contentSha256: string | null;
  lines: CreditLineView[];
  uses: CreditUseView[];
  canEditLines: boolean;
  /** A draft correcting an invoice: 'Créditer un montant' and 'Créditer des lignes' are offered. */
  canCreditInvoice: boolean;
  /** Issuer and recipient may change (a draft not created from an invoice). */
  canChangeParties: boolean;
  canDelete: boolean;
  /** The session user may validate it or change its state (accounting or super admin). */
  canValidate: boolean;
}

/** Lines in their order (index, then creation). */
export function loadCreditLines(db: DbOrTx, where: SQL | undefined): Promise<CreditLineView[]> {
  return loadDocumentLines(db, creditLines, where);
}

/** The payments drawn on the credit, oldest first, with the invoice each one settled. */
async function loadCreditUses(db: DbOrTx, creditId: number): Promise<CreditUseView[]> {
  const rows = await db
    .select({
      paymentId: invoicePayments.id,
      paidAt: invoicePayments.paidAt,
      amountCents: invoicePayments.amountCents,
      paymentType: invoicePayments.paymentType,
      paymentMode: invoicePayments.paymentMode,
      invoiceId: invoices.id,
      invoiceReference: invoices.reference,
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(eq(invoicePayments.creditId, creditId))
    .orderBy(asc(invoicePayments.paidAt), asc(invoicePayments.id));
  return rows.map(({ invoiceId, invoiceReference, ...use }) => ({
    ...use,
    invoice: { id: invoiceId, reference: invoiceReference },
  }));
}

/** Everything the edit page shows, with what the session user may do with it. */
export async function getCredit(ctx: ServiceContext, { id }: { id: number }): Promise<CreditDetail> {
  const db = ctx.db;
  const credit = await findCredit(db, id);
  const heading = await loadDocumentHeading(db, credit);
  const [invoice] = credit.invoiceId
    ? await db
        .select({ id: invoices.id, reference: invoices.reference, invoiceDate: invoices.invoiceDate })
        .from(invoices)
        .where(eq(invoices.id, credit.invoiceId))
    : [];
  return {
    id: credit.id,
    reference: credit.reference,
    displayReference: credit.reference ?? DRAFT_CREDIT_LABEL,
    state: credit.state,
    version: credit.version,
    selectableStates: selectableCreditStates(credit.state),
    title: credit.title,
    comment: credit.comment,
    creditDate: credit.creditDate,
    createdAt: credit.createdAt.toISOString(),
    createdBy: heading.createdBy,
    triangleCompany: heading.triangleCompany,
    company: heading.company,
    invoice: invoice ?? null,
    invoiceHeadName: credit.invoiceHeadName,
    invoiceAddress: credit.invoiceAddress,
    totalHtCents: credit.totalHtCents,
    totalTvaCents: credit.totalTvaCents,
    totalTtcCents: credit.totalTtcCents,
    detailTva: credit.detailTva,
    amountLeftCents: credit.amountLeftCents,
    contentSha256: credit.contentSha256,
    lines: await loadCreditLines(db, eq(creditLines.creditId, id)),
    uses: await loadCreditUses(db, id),
    canEditLines: !isCreditLocked(credit.state),
    canCreditInvoice: !isCreditLocked(credit.state) && credit.invoiceId !== null,
    canChangeParties: canChangeCreditParties(credit),
    canDelete: canDeleteCredit(credit.state),
    canValidate: canChangeCreditState(ctx.user),
  };
}
