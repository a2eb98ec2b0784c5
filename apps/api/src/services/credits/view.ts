import {
  companies,
  creditLines,
  type DbOrTx,
  invoicePayments,
  invoices,
  triangleCompanies,
  users,
} from "@tronc/db";
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
  type Unity,
  type VatDetail,
} from "@tronc/domain";
import { asc, eq, type SQL } from "drizzle-orm";
import type { ServiceContext } from "../shared/context";
import { findCredit, trimZeros } from "./rows";

export interface CreditLineView {
  id: number;
  creditId: number;
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

/** One use of the credit: a payment in mode 'Avoir' on an invoice (the credit's allocation ledger). */
export interface CreditUseView {
  paymentId: number;
  paidAt: string;
  amountCents: number;
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
  totalHtCents: number;
  totalTvaCents: number;
  totalTtcCents: number;
  detailTva: VatDetail[];
  /** TTC less the payments made with it (may be negative; lists show 0). */
  amountLeftCents: number;
  /** SHA-256 of the canonical content frozen at validation (null for a draft). */
  contentSha256: string | null;
  lines: CreditLineView[];
  uses: CreditUseView[];
  canEditLines: boolean;
  /** Issuer and recipient may change (a draft not created from an invoice). */
  canChangeParties: boolean;
  canDelete: boolean;
  /** The session user may validate it or change its state (accounting or super admin). */
  canValidate: boolean;
}

const lineColumns = {
  id: creditLines.id,
  creditId: creditLines.creditId,
  triangleProductId: creditLines.triangleProductId,
  name: creditLines.name,
  description: creditLines.description,
  quantity: creditLines.quantity,
  unitPriceCents: creditLines.unitPriceCents,
  unity: creditLines.unity,
  vatRate: creditLines.vatRate,
  discountPercent: creditLines.discountPercent,
  indexOrder: creditLines.indexOrder,
  hidden: creditLines.hidden,
  baseHtCents: creditLines.baseHtCents,
  totalHtCents: creditLines.totalHtCents,
};

/** Lines in their order (index, then creation). */
export async function loadCreditLines(db: DbOrTx, where: SQL | undefined): Promise<CreditLineView[]> {
  const rows = await db
    .select(lineColumns)
    .from(creditLines)
    .where(where)
    .orderBy(asc(creditLines.indexOrder), asc(creditLines.id));
  return rows.map((row) => ({
    ...row,
    quantity: trimZeros(row.quantity),
    vatRate: trimZeros(row.vatRate),
    discountPercent: trimZeros(row.discountPercent),
    indexOrder: trimZeros(row.indexOrder),
  }));
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

const fullname = (row: { name: string; lastname: string }) => `${row.name} ${row.lastname}`.trim();

/** Everything the edit page shows, with what the session user may do with it. */
export async function getCredit(ctx: ServiceContext, { id }: { id: number }): Promise<CreditDetail> {
  const db = ctx.db;
  const credit = await findCredit(db, id);
  const [issuer] = await db
    .select({ id: triangleCompanies.id, name: triangleCompanies.name })
    .from(triangleCompanies)
    .where(eq(triangleCompanies.id, credit.triangleCompanyId));
  const [client] = await db
    .select({ id: companies.id, name: companies.name, isFactor: companies.isFactor })
    .from(companies)
    .where(eq(companies.id, credit.companyId));
  const [creator] = credit.createdById
    ? await db
        .select({ id: users.id, name: users.name, lastname: users.lastname })
        .from(users)
        .where(eq(users.id, credit.createdById))
    : [];
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
    selectableStates: selectableCreditStates(credit.state),
    title: credit.title,
    comment: credit.comment,
    creditDate: credit.creditDate,
    createdAt: credit.createdAt.toISOString(),
    createdBy: creator ? { id: creator.id, fullname: fullname(creator) } : null,
    triangleCompany: issuer ?? { id: credit.triangleCompanyId, name: "" },
    company: client ?? { id: credit.companyId, name: "", isFactor: false },
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
    canChangeParties: canChangeCreditParties(credit),
    canDelete: canDeleteCredit(credit.state),
    canValidate: canChangeCreditState(ctx.user),
  };
}
