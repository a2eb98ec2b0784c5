import { companies, type DbOrTx, quotations, recommendations, triangleCompanies } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { type QuotationState, quotationLeftToBill, toCents } from "@tronc/domain";
import { count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { billedCentsSql } from "./conditions";

/** One quotation of the accounting list (and of its exports). */
export interface QuotationListItem {
  id: number;
  reference: string;
  title: string;
  state: QuotationState;
  createdAt: string;
  isRecurringPayment: boolean;
  totalHtCents: Cents;
  totalTvaCents: Cents;
  totalTtcCents: Cents;
  billedCents: Cents;
  leftCents: Cents;
  leadId: number;
  client: { id: number; name: string; isFactor: boolean };
  triangleCompany: { id: number; name: string; color: string };
}

/** The list's FROM: a quotation, its recommendation (search text, client), client and issuer. */
export function withListJoins<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(recommendations, eq(recommendations.id, quotations.recommendationId))
    .innerJoin(companies, eq(companies.id, recommendations.companyId))
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, quotations.triangleCompanyId));
}

export const itemColumns = {
  id: quotations.id,
  reference: quotations.reference,
  title: quotations.title,
  state: quotations.state,
  createdAt: quotations.createdAt,
  isRecurringPayment: quotations.isRecurringPayment,
  totalHtCents: quotations.totalHtCents,
  totalTvaCents: quotations.totalTvaCents,
  totalTtcCents: quotations.totalTtcCents,
  billed: billedCentsSql,
  leadId: recommendations.leadId,
  clientId: companies.id,
  clientName: companies.name,
  clientIsFactor: companies.isFactor,
  triangleCompanyId: triangleCompanies.id,
  triangleCompanyName: triangleCompanies.name,
  triangleCompanyColor: triangleCompanies.color,
};

type ItemRow = Awaited<ReturnType<typeof loadRows>>[number];

/** Newest first; billed amounts in the same statement (one correlated sum per row of the page). */
export function loadRows(db: DbOrTx, where: SQL | undefined, limit: number, offset: number, after?: SQL) {
  return withListJoins(db.select(itemColumns).from(quotations).$dynamic())
    .where(after ? sql`${where ?? sql`true`} and ${after}` : where)
    .orderBy(desc(quotations.createdAt), desc(quotations.id))
    .limit(limit)
    .offset(offset);
}

export function toListItem(row: ItemRow): QuotationListItem {
  const billedCents = Number(row.billed);
  return {
    id: row.id,
    reference: row.reference,
    title: row.title,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    isRecurringPayment: row.isRecurringPayment,
    totalHtCents: row.totalHtCents,
    totalTvaCents: row.totalTvaCents,
    totalTtcCents: row.totalTtcCents,
    billedCents: toCents(billedCents),
    leftCents: toCents(quotationLeftToBill(row.totalTtcCents, toCents(billedCents))),
    leadId: row.leadId,
    client: { id: row.clientId, name: row.clientName, isFactor: row.clientIsFactor },
    triangleCompany: {
      id: row.triangleCompanyId,
      name: row.triangleCompanyName,
      color: row.triangleCompanyColor,
    },
  };
}

/** `select count(*) from (… limit n)`: stops reading at the limit. */
export function countRows(db: DbOrTx, where: SQL | undefined, limit: number) {
  const rows = withListJoins(db.select({ one: sql`1` }).from(quotations).$dynamic())
    .where(where)
    .limit(limit)
    .as("counted");
  return db.select({ n: count() }).from(rows);
}
