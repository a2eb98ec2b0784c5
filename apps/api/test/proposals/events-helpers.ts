import { companies, type Db, leads, projects, recommendationEvents, recommendations } from "@tronc/db";
import type { RecommendationState } from "@tronc/domain";
import { count, eq } from "drizzle-orm";

export interface TestRecommendation {
  id: number;
  leadId: number;
}

/** A client, its lead, the lead's project and a recommendation, written straight to the tables. */
export async function insertRecommendation(
  db: Db,
  options: { triangleCompanyId: number; state?: RecommendationState; project: string; customer: string },
): Promise<TestRecommendation> {
  const [company] = await db
    .insert(companies)
    .values({ name: options.customer })
    .returning({ id: companies.id });
  if (!company) throw new Error("company insert returned nothing");
  const [lead] = await db
    .insert(leads)
    .values({
      subject: `Demande ${options.project}`,
      companyId: company.id,
      triangleCompanyId: options.triangleCompanyId,
    })
    .returning({ id: leads.id });
  if (!lead) throw new Error("lead insert returned nothing");
  await db.insert(projects).values({ name: options.project, leadId: lead.id, companyId: company.id });
  const [recommendation] = await db
    .insert(recommendations)
    .values({
      leadId: lead.id,
      companyId: company.id,
      triangleCompanyId: options.triangleCompanyId,
      state: options.state ?? "RECO_STATE_ACCEPTED",
    })
    .returning({ id: recommendations.id });
  if (!recommendation) throw new Error("recommendation insert returned nothing");
  return { id: recommendation.id, leadId: lead.id };
}

export async function eventCount(db: Db, recommendationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recommendationEvents)
    .where(eq(recommendationEvents.recommendationId, recommendationId));
  return row?.n ?? 0;
}
