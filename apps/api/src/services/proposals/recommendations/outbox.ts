import { companies, type DbOrTx, leads, outbox, triangleCompanies, users } from "@tronc/db";
import { and, eq } from "drizzle-orm";
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
  const recipients = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.isReceiveRecoAcceptedEmail, true),
        eq(users.isActif, true),
        eq(users.discr, "triangle-user"),
      ),
    );
  if (recipients.length === 0) return;
  const subject = `Recommandation acceptée : ${facts.leadSubject} (${facts.clientName})`.slice(0, 255);
  const payload = {
    recommendationId: recommendation.id,
    leadId: recommendation.leadId,
    leadSubject: facts.leadSubject,
    client: facts.clientName,
    groupCompany: facts.groupCompanyName,
    link: `/tronc-commun/admin/lead/edit/${recommendation.leadId}`,
  };
  await tx.insert(outbox).values(
    recipients.map((recipient) => ({
      kind: RECOMMENDATION_ACCEPTED_KIND,
      recipientUserId: recipient.id,
      subject,
      payload,
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
}
