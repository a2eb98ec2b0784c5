import {
  companies,
  contactForms,
  type DbOrTx,
  leads,
  outbox,
  triangleCompanies,
  users,
  userTriangleCompanies,
} from "@tronc/db";
import { type AlertMailFacts, type MailToRender, mailSubject, type NewLeadMailFacts } from "@tronc/domain";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { mayUseBackOffice } from "../../../auth/session-user";

/** What the mail queue needs to know of a new alert. */
export interface QueuedAlert {
  id: number;
  type: string;
  /** Plain-text summary for the subject and the text part. */
  summary: string;
  /** HTML content of the alert (already escaped facts). */
  content: string;
  url: string | null;
}

export const ALERTS_SCREEN_PATH = "/tronc-commun/admin/alerts";

export const leadScreenPath = (leadId: number) => `/tronc-commun/admin/lead/edit/${leadId}`;

/** Active group users (never AI coaches) who turned on the switch `flag`, by id. */
export async function recipientsWith(tx: DbOrTx, flag: SQL, ...more: SQL[]): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(flag, mayUseBackOffice, ...more))
    .orderBy(users.id);
  return rows.map((row) => row.id);
}

/** One outbox row per recipient, due at once; its subject is written now, the body at sending. */
export async function enqueueMails(
  tx: DbOrTx,
  recipientIds: readonly number[],
  mail: MailToRender,
  now: Date,
): Promise<void> {
  if (recipientIds.length === 0) return;
  const subject = mailSubject(mail);
  const payload = { ...mail.facts } as Record<string, unknown>;
  await tx.insert(outbox).values(
    recipientIds.map((recipientUserId) => ({
      kind: mail.kind,
      recipientUserId,
      subject,
      payload,
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
}

/** One outbox mail per active user with isReceiveAlert, in the caller's transaction. */
export async function queueAlertMails(tx: DbOrTx, alert: QueuedAlert, now: Date): Promise<void> {
  const recipients = await recipientsWith(tx, eq(users.isReceiveAlert, true));
  const facts: AlertMailFacts = {
    alertId: alert.id,
    link: ALERTS_SCREEN_PATH,
    url: alert.url,
    summary: alert.summary,
    content: alert.content,
    createdAt: now.toISOString(),
  };
  await enqueueMails(tx, recipients, { kind: "alert", facts }, now);
}

const sourceGroup = alias(triangleCompanies, "source_group");

/**
 * One mail per active user with isReceiveMailLead who belongs to the group company handling the lead,
 * in the transaction that created it.
 */
export async function queueNewLeadMails(tx: DbOrTx, leadId: number, now: Date): Promise<void> {
  const [lead] = await tx
    .select({
      subject: leads.subject,
      triangleCompanyId: leads.triangleCompanyId,
      groupCompany: triangleCompanies.name,
      sourceGroupCompany: sourceGroup.name,
      clientName: companies.name,
      form: {
        name: contactForms.name,
        companyName: contactForms.companyName,
        phone: contactForms.phone,
        email: contactForms.email,
        source: contactForms.source,
        message: contactForms.message,
      },
    })
    .from(leads)
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, leads.triangleCompanyId))
    .leftJoin(sourceGroup, eq(sourceGroup.id, leads.sourceTriangleCompanyId))
    .leftJoin(companies, eq(companies.id, leads.companyId))
    .leftJoin(contactForms, eq(contactForms.id, leads.contactFormId))
    .where(eq(leads.id, leadId));
  if (!lead?.triangleCompanyId) return;
  const recipients = await recipientsWith(
    tx,
    eq(users.isReceiveMailLead, true),
    inArray(
      users.id,
      tx
        .select({ id: userTriangleCompanies.userId })
        .from(userTriangleCompanies)
        .where(eq(userTriangleCompanies.triangleCompanyId, lead.triangleCompanyId)),
    ),
  );
  const facts: NewLeadMailFacts = {
    leadId,
    link: leadScreenPath(leadId),
    subject: lead.subject,
    requesterName: lead.form?.name ?? "",
    requesterCompany: lead.clientName ?? lead.form?.companyName ?? "",
    phone: lead.form?.phone ?? "",
    email: lead.form?.email || null,
    source: lead.form?.source || null,
    message: lead.form?.message || null,
    groupCompany: lead.groupCompany,
    sourceGroupCompany: lead.sourceGroupCompany,
    createdAt: now.toISOString(),
  };
  await enqueueMails(tx, recipients, { kind: "new-lead", facts }, now);
}
