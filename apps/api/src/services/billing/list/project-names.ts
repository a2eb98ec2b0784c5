import { type DbOrTx, invoiceQuotations, projects, quotations, recommendations } from "@tronc/db";
import { asc, eq, inArray } from "drizzle-orm";

/** The projects an invoice bills, through its quotations: quotation → recommendation → lead → project. */
export function projectNamesQuery(db: DbOrTx, invoiceIds: number[]) {
  return db
    .selectDistinct({ invoiceId: invoiceQuotations.invoiceId, name: projects.name })
    .from(invoiceQuotations)
    .innerJoin(quotations, eq(quotations.id, invoiceQuotations.quotationId))
    .innerJoin(recommendations, eq(recommendations.id, quotations.recommendationId))
    .innerJoin(projects, eq(projects.leadId, recommendations.leadId))
    .where(inArray(invoiceQuotations.invoiceId, invoiceIds))
    .orderBy(asc(invoiceQuotations.invoiceId), asc(projects.name));
}

/** The page's project names in one query, by invoice id. */
export async function projectNamesOf(db: DbOrTx, invoiceIds: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (invoiceIds.length === 0) return names;
  for (const row of await projectNamesQuery(db, invoiceIds)) {
    const list = names.get(row.invoiceId) ?? [];
    list.push(row.name);
    names.set(row.invoiceId, list);
  }
  return names;
}
