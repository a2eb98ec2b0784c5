import { companies, type DbOrTx, leads, quotations, recommendations } from "@tronc/db";
import { recommendationSearchText } from "@tronc/domain";
import { asc, eq } from "drizzle-orm";

/**
 * Recomputes a recommendation's stored search text (lead subject, client name, quotation references
 * and titles). The quotations call it when a title changes; a lead's subject change calls
 * `refreshLeadRecommendationsSearchText`.
 */
export async function refreshRecommendationSearchText(db: DbOrTx, id: number): Promise<void> {
  const [row] = await db
    .select({ leadSubject: leads.subject, clientName: companies.name })
    .from(recommendations)
    .innerJoin(leads, eq(leads.id, recommendations.leadId))
    .leftJoin(companies, eq(companies.id, recommendations.companyId))
    .where(eq(recommendations.id, id));
  if (!row) return;
  const titles = await db
    .select({ reference: quotations.reference, title: quotations.title })
    .from(quotations)
    .where(eq(quotations.recommendationId, id))
    .orderBy(asc(quotations.id));
  await db
    .update(recommendations)
    .set({ searchText: recommendationSearchText({ ...row, quotations: titles }) })
    .where(eq(recommendations.id, id));
}

export async function refreshLeadRecommendationsSearchText(db: DbOrTx, leadId: number): Promise<void> {
  const rows = await db
    .select({ id: recommendations.id })
    .from(recommendations)
    .where(eq(recommendations.leadId, leadId));
  for (const row of rows) await refreshRecommendationSearchText(db, row.id);
}
