import { companies, credits, type DbOrTx, invoices, triangleCompanies, users } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  type BadgeColor,
  CREDIT_STATE_COLORS,
  CREDIT_STATE_LABELS,
  type CreditState,
  creditListLabel,
  displayedCreditAmountLeft,
} from "@tronc/domain";
import { desc, eq, type SQL, sql } from "drizzle-orm";

/** An item of the credit note list (§2.8). */
export interface CreditListItem {
  id: number;
  reference: string | null;
  /** The reference, or 'Avoir en cours de création'. */
  label: string;
  title: string;
  state: CreditState;
  stateLabel: string;
  stateColor: BadgeColor;
  creditDate: string;
  createdAt: string;
  createdBy: { id: number; fullname: string } | null;
  issuer: { id: number; name: string; color: string };
  client: { id: number; name: string; isFactor: boolean };
  /** The invoice it corrects, when created from one. */
  invoice: { id: number; reference: string | null } | null;
  totalHtCents: Cents;
  totalTvaCents: Cents;
  totalTtcCents: Cents;
  /** TTC less the payments drawn on it (may be negative after corrections). */
  amountLeftCents: Cents;
  /** What the list shows of it: 0 rather than a negative amount. */
  displayedAmountLeftCents: Cents;
}

const creatorName = sql<string | null>`nullif(trim(${users.name} || ' ' || ${users.lastname}), '')`;

export const creditListFields = {
  id: credits.id,
  reference: credits.reference,
  title: credits.title,
  state: credits.state,
  creditDate: credits.creditDate,
  createdAt: credits.createdAt,
  creatorId: users.id,
  creatorName,
  issuerId: triangleCompanies.id,
  issuerName: triangleCompanies.name,
  issuerColor: triangleCompanies.color,
  clientId: companies.id,
  clientName: companies.name,
  clientIsFactor: companies.isFactor,
  invoiceId: invoices.id,
  invoiceReference: invoices.reference,
  totalHtCents: credits.totalHtCents,
  totalTvaCents: credits.totalTvaCents,
  totalTtcCents: credits.totalTtcCents,
  amountLeftCents: credits.amountLeftCents,
};

/** Newest first: the order of credits_state_idx and credits_issuer_idx. */
export const creditListOrder = [desc(credits.createdAt), desc(credits.id)];

/** The page's rows with issuer, client, creator and corrected invoice joined, in one query. */
export function creditRowsQuery(db: DbOrTx, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select(creditListFields)
    .from(credits)
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, credits.triangleCompanyId))
    .innerJoin(companies, eq(companies.id, credits.companyId))
    .leftJoin(users, eq(users.id, credits.createdById))
    .leftJoin(invoices, eq(invoices.id, credits.invoiceId))
    .where(where)
    .orderBy(...creditListOrder)
    .limit(limit)
    .offset(offset);
}

type CreditListRow = Awaited<ReturnType<typeof creditRowsQuery>>[number];

export function toCreditListItem(row: CreditListRow): CreditListItem {
  return {
    id: row.id,
    reference: row.reference,
    label: creditListLabel(row.reference),
    title: row.title,
    state: row.state,
    stateLabel: CREDIT_STATE_LABELS[row.state],
    stateColor: CREDIT_STATE_COLORS[row.state],
    creditDate: row.creditDate,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.creatorId === null ? null : { id: row.creatorId, fullname: row.creatorName ?? "" },
    issuer: { id: row.issuerId, name: row.issuerName, color: row.issuerColor },
    client: { id: row.clientId, name: row.clientName, isFactor: row.clientIsFactor },
    invoice: row.invoiceId === null ? null : { id: row.invoiceId, reference: row.invoiceReference },
    totalHtCents: row.totalHtCents,
    totalTvaCents: row.totalTvaCents,
    totalTtcCents: row.totalTtcCents,
    amountLeftCents: row.amountLeftCents,
    displayedAmountLeftCents: displayedCreditAmountLeft(row.amountLeftCents),
  };
}
