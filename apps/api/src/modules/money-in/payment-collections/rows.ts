import { companies, credits, type DbOrTx, invoicePayments, invoices, triangleCompanies } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { PAYMENT_MODE_LABELS, PAYMENT_TYPE_LABELS, type PaymentMode, type PaymentType } from "@tronc/domain";
import { count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { sumOfCents } from "../../../services/shared/sum-of-cents";

/** A row of 'Encaissements client' (§3 Customer payment row), and of its Excel export. */
export interface CollectionRow {
  id: number;
  paidAt: string;
  amountCents: Cents;
  paymentType: PaymentType;
  /** 'Acompte', 'Solde'. */
  paymentTypeLabel: string;
  paymentMode: PaymentMode;
  /** 'CB', 'Espèce', 'Chèque', 'Virement bancaire', 'Avoir'. */
  paymentModeLabel: string;
  comment: string;
  invoice: { id: number; reference: string | null };
  client: { id: number; name: string };
  issuer: { id: number; name: string; color: string };
  /** The credit note spent, for a payment in mode 'Avoir'. */
  credit: { id: number; reference: string | null } | null;
}

/** The FROM of the table: a payment, its invoice, the invoice's client and issuer, the credit spent. */
export function withCollectionJoins<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, invoices.triangleCompanyId))
    .leftJoin(credits, eq(credits.id, invoicePayments.creditId));
}

const rowColumns = {
  id: invoicePayments.id,
  paidAt: invoicePayments.paidAt,
  amountCents: invoicePayments.amountCents,
  paymentType: invoicePayments.paymentType,
  paymentMode: invoicePayments.paymentMode,
  comment: invoicePayments.comment,
  invoiceId: invoices.id,
  invoiceReference: invoices.reference,
  clientId: companies.id,
  clientName: companies.name,
  issuerId: triangleCompanies.id,
  issuerName: triangleCompanies.name,
  issuerColor: triangleCompanies.color,
  creditId: credits.id,
  creditReference: credits.reference,
};

/** Newest payment first: the order of invoice_payments_paid_idx (paid_at, id), read backwards. */
export const collectionOrder = [desc(invoicePayments.paidAt), desc(invoicePayments.id)];

/** A page of the rows matching `where`, newest payment first. */
export function collectionRowsQuery(db: DbOrTx, where: SQL | undefined, limit: number, offset = 0) {
  return withCollectionJoins(db.select(rowColumns).from(invoicePayments).$dynamic())
    .where(where)
    .orderBy(...collectionOrder)
    .limit(limit)
    .offset(offset);
}

export type CollectionDbRow = Awaited<ReturnType<typeof collectionRowsQuery>>[number];

export function toCollectionRow(row: CollectionDbRow): CollectionRow {
  return {
    id: row.id,
    paidAt: row.paidAt,
    amountCents: row.amountCents,
    paymentType: row.paymentType,
    paymentTypeLabel: PAYMENT_TYPE_LABELS[row.paymentType],
    paymentMode: row.paymentMode,
    paymentModeLabel: PAYMENT_MODE_LABELS[row.paymentMode],
    comment: row.comment,
    invoice: { id: row.invoiceId, reference: row.invoiceReference },
    client: { id: row.clientId, name: row.clientName },
    issuer: { id: row.issuerId, name: row.issuerName, color: row.issuerColor },
    credit: row.creditId === null ? null : { id: row.creditId, reference: row.creditReference },
  };
}

/**
 * `select count(*) from (… limit n)` over payments and their invoice (where the filters read), stops
 * reading at the limit.
 */
export function countCollections(db: DbOrTx, where: SQL | undefined, limit: number) {
  const rows = db
    .select({ one: sql`1` })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(where)
    .limit(limit)
    .as("counted");
  return db.select({ n: count() }).from(rows);
}

/** The total TTC and the exact count of every payment matching. */
export function collectionStatsQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      totalTtcCents: sumOfCents(invoicePayments.amountCents),
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(where);
}
