import { companies, type DbOrTx, leads, triangleCompanies, users } from "@tronc/db";
import { eq } from "drizzle-orm";
import { enqueueMails, leadScreenPath, recipientsWith } from "../../support/mail/queue";
import type { RecommendationRow } from "./rows";

export const RECOMMENDATION_ACCEPTED_KIND = "recommendation-accepted";

/** One mail per active user who asked to be told of accepted recommendations, in the caller's transaction. */
export async function queueRecommendationAcceptedMails(
  tx: DbOrTx,
  recommendation: RecommendationRow,
  now: Date,
): Promise<void> {
  const [facts] = await tx
    .select({
      leadSubject: leads.subject,
      clientName: companies.name,
      groupCompanyName: triangleCompanies.name,
    })
    .from(leads)
    .innerJoin(companies, eq(companies.id, recommendation.companyId))
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, recommendation.triangleCompanyId))
    .where(eq(leads.id, recommendation.leadId));
  if (!facts) return;
  const recipients = await recipientsWith(tx, eq(users.isReceiveRecoAcceptedEmail, true));
  await enqueueMails(
    tx,
    recipients,
    {
      kind: RECOMMENDATION_ACCEPTED_KIND,
      facts: {
        recommendationId: recommendation.id,
        leadId: recommendation.leadId,
        leadSubject: facts.leadSubject,
        client: facts.clientName,
        groupCompany: facts.groupCompanyName,
        link: leadScreenPath(recommendation.leadId),
      },
    },
    now,
  );
}
