import { companies, type DbOrTx, invoices, triangleCompanies } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { type InvoiceState, type InvoiceType, invoiceListFlags, invoiceListLabel } from "@tronc/domain";
import { desc, eq, type SQL } from "drizzle-orm";

/** An item of the customer invoice list (§2.7). */
export interface InvoiceListItem {
  id: number;
  reference: string | null;
  /** The reference, or 'Facture en cours de création'. */
  label: string;
  type: InvoiceType;
  state: InvoiceState;
  title: string;
  issuer: { id: number; name: string; color: string };
  client: { id: number; name: string; isFactor: boolean };
  createdAt: string;
  invoiceDate: string;
  totalHtCents: Cents;
  totalTtcCents: Cents;
  internalComment: string;
  projectNames: string[];
  /** Shown once validated. */
  eligibleAt: string | null;
  amountLeftCents: Cents;
  paidAt: string | null;
  isDuplicated: boolean;
  /** 'Retard de paiement': something left more than 21 days after the eligibility date. */
  overdue: boolean;
}

export const listFields = {
  id: invoices.id,
  reference: invoices.reference,
  type: invoices.type,
  state: invoices.state,
  title: invoices.title,
  issuerId: triangleCompanies.id,
  issuerName: triangleCompanies.name,
  issuerColor: triangleCompanies.color,
  clientId: companies.id,
  clientName: companies.name,
  clientIsFactor: companies.isFactor,
  createdAt: invoices.createdAt,
  invoiceDate: invoices.invoiceDate,
  totalHtCents: invoices.totalHtCents,
  totalTtcCents: invoices.totalTtcCents,
  internalComment: invoices.internalComment,
  eligibleAt: invoices.eligibleAt,
  amountLeftCents: invoices.amountLeftCents,
  paidAt: invoices.paidAt,
  isDuplicated: invoices.isDuplicated,
};

/** Newest first: the order of the invoices_created_idx (and of invoices_state_idx within a state). */
export const listOrder = [desc(invoices.createdAt), desc(invoices.id)];

/** The page's rows, issuer and client joined (both are required columns). */
export function invoiceRowsQuery(db: DbOrTx, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select(listFields)
    .from(invoices)
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, invoices.triangleCompanyId))
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(where)
    .orderBy(...listOrder)
    .limit(limit)
    .offset(offset);
}

type ListRow = Awaited<ReturnType<typeof invoiceRowsQuery>>[number];

export function toInvoiceListItem(row: ListRow, projectNames: string[], today: string): InvoiceListItem {
  const { overdue, showEligibility } = invoiceListFlags(row, today);
  return {
    id: row.id,
    reference: row.reference,
    label: invoiceListLabel(row.reference),
    type: row.type,
    state: row.state,
    title: row.title,
    issuer: { id: row.issuerId, name: row.issuerName, color: row.issuerColor },
    client: { id: row.clientId, name: row.clientName, isFactor: row.clientIsFactor },
    createdAt: row.createdAt.toISOString(),
    invoiceDate: row.invoiceDate,
    totalHtCents: row.totalHtCents,
    totalTtcCents: row.totalTtcCents,
    internalComment: row.internalComment,
    projectNames,
    eligibleAt: showEligibility ? row.eligibleAt : null,
    amountLeftCents: row.amountLeftCents,
    paidAt: row.paidAt,
    isDuplicated: row.isDuplicated,
    overdue,
  };
}
