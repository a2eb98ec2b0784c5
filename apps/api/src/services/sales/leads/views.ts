import { companies, contactForms, type DbOrTx, files, leadFiles, projects, recommendations } from "@tronc/db";
import {
  allowedLeadStatuses,
  callbackAlertAt,
  canDeleteLead,
  isCallbackRequired,
  isLeadSentDateHighlighted,
  isMissingCallback,
  type LeadLevel,
  type LeadStatus,
  type ProjectState,
  type RecommendationState,
  toParisDate,
} from "@tronc/domain";
import { asc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../shared/context";
import {
  findLead,
  type LeadRow,
  type NamedRef,
  refOf,
  triangleCompanyRefs,
  type UserRef,
  userRefs,
} from "../refs";

export const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export interface ContactFormView {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  companyName: string | null;
  source: string | null;
  message: string;
  subject: string;
  infos: unknown;
  createdAt: string;
}

export interface LeadFileView {
  id: number;
  filename: string;
  mimeType: string;
  size: number;
  url: string;
  downloadUrl: string;
}

export interface LeadProjectView {
  id: number;
  name: string;
  state: ProjectState;
  projectManager: UserRef | null;
}

/** A recommendation of the lead, as its page and the Hydra item summarise it. */
export interface LeadRecommendationRef {
  id: number;
  state: RecommendationState;
  /** The day it was sent (YYYY-MM-DD), null while a draft. */
  sendAt: string | null;
}

export interface LeadDetail {
  id: number;
  subject: string;
  brief: string;
  leadLevel: LeadLevel | null;
  leadStatus: LeadStatus;
  triangleCompany: (NamedRef & { color: string }) | null;
  sourceTriangleCompany: (NamedRef & { color: string }) | null;
  company: { id: number; name: string; siret: string | null; isFactor: boolean } | null;
  owner: UserRef | null;
  userAssigned: UserRef | null;
  assignedAt: string | null;
  readAt: string | null;
  takenOverAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Sent back by every update: a save based on an older version is refused. */
  version: number;
  callbackAt: string | null;
  callbackUser: UserRef | null;
  callbackSubject: string | null;
  /** A callback is expected (not trash, refused or accepted). */
  callbackRequired: boolean;
  /** Expected and none set: the lead is flagged and listed under 'Sans rappel'. */
  missingCallback: boolean;
  /** 'danger' under 10 minutes away (or past), 'warning' under 60. */
  callbackAlert: "danger" | "warning" | null;
  contactForm: ContactFormView | null;
  project: LeadProjectView | null;
  files: LeadFileView[];
  /** The lead's recommendations, oldest first. */
  recommendations: LeadRecommendationRef[];
  recommendationCount: number;
  /** The days its recommendations were sent, earliest first, each once (spec: 'sendAt (list of dates)'). */
  sendAt: string[];
  /** The last of them, highlighted once more than 7 days old while an answer is awaited. */
  sentLate: boolean;
  /** The delete icon: a trash lead whose project is still at the lead stage. */
  canDelete: boolean;
  /** The statuses the status select offers (none until the lead is taken), from the domain rule. */
  allowedStatuses: LeadStatus[];
}

export function toContactFormView(row: typeof contactForms.$inferSelect): ContactFormView {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    companyName: row.companyName,
    source: row.source,
    message: row.message,
    subject: row.subject,
    infos: row.infos ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function leadFileViews(db: DbOrTx, leadId: number): Promise<LeadFileView[]> {
  const rows = await db
    .select({ id: files.id, filename: files.filename, mimeType: files.mimeType, size: files.size })
    .from(leadFiles)
    .innerJoin(files, eq(files.id, leadFiles.fileId))
    .where(eq(leadFiles.leadId, leadId))
    .orderBy(asc(leadFiles.createdAt), asc(files.id));
  return rows.map((row) => ({
    ...row,
    url: `/api/files/${row.id}`,
    downloadUrl: `/api/files/${row.id}/download`,
  }));
}

/** The lead's recommendations in one query (the view's count and send days come from them). */
export function leadRecommendationRefs(db: DbOrTx, leadId: number): Promise<LeadRecommendationRef[]> {
  return db
    .select({ id: recommendations.id, state: recommendations.state, sendAt: recommendations.sendAt })
    .from(recommendations)
    .where(eq(recommendations.leadId, leadId))
    .orderBy(asc(recommendations.id));
}

/** The distinct send days, sorted (ISO dates sort as text). */
export function sentDays(recos: readonly LeadRecommendationRef[]): string[] {
  const days = new Set<string>();
  for (const reco of recos) if (reco.sendAt !== null) days.add(reco.sendAt);
  return [...days].sort();
}

export async function toLeadDetail(db: DbOrTx, lead: LeadRow, now: Date): Promise<LeadDetail> {
  const [form] = lead.contactFormId
    ? await db.select().from(contactForms).where(eq(contactForms.id, lead.contactFormId))
    : [];
  const [company] = lead.companyId
    ? await db
        .select({
          id: companies.id,
          name: companies.name,
          siret: companies.siret,
          isFactor: companies.isFactor,
        })
        .from(companies)
        .where(eq(companies.id, lead.companyId))
    : [];
  const [project] = await db.select().from(projects).where(eq(projects.leadId, lead.id));
  const recos = await leadRecommendationRefs(db, lead.id);
  const people = await userRefs(db, [
    lead.ownerId,
    lead.userAssignedId,
    lead.callbackUserId,
    project?.projectManagerId ?? null,
  ]);
  const groups = await triangleCompanyRefs(db, [lead.triangleCompanyId, lead.sourceTriangleCompanyId]);
  const level = lead.leadLevel;
  const status = lead.leadStatus;
  const callbackFlags = { leadLevel: level, leadStatus: status, callbackAt: iso(lead.callbackAt) };
  return {
    id: lead.id,
    subject: lead.subject,
    brief: lead.brief,
    leadLevel: level,
    leadStatus: status,
    triangleCompany: refOf(groups, lead.triangleCompanyId),
    sourceTriangleCompany: refOf(groups, lead.sourceTriangleCompanyId),
    company: company ?? null,
    owner: refOf(people, lead.ownerId),
    userAssigned: refOf(people, lead.userAssignedId),
    assignedAt: iso(lead.assignedAt),
    readAt: iso(lead.readAt),
    takenOverAt: iso(lead.takenOverAt),
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
    version: lead.version,
    callbackAt: iso(lead.callbackAt),
    callbackUser: refOf(people, lead.callbackUserId),
    callbackSubject: lead.callbackSubject,
    callbackRequired: isCallbackRequired(callbackFlags),
    missingCallback: isMissingCallback(callbackFlags),
    callbackAlert: lead.callbackAt ? callbackAlertAt(lead.callbackAt, now) : null,
    contactForm: form ? toContactFormView(form) : null,
    project: project
      ? {
          id: project.id,
          name: project.name,
          state: project.state,
          projectManager: refOf(people, project.projectManagerId),
        }
      : null,
    files: await leadFileViews(db, lead.id),
    recommendations: recos,
    recommendationCount: recos.length,
    sendAt: sentDays(recos),
    sentLate: isLeadSentDateHighlighted(
      { leadLevel: level, leadStatus: status, lastSentAt: sentDays(recos).at(-1) ?? null },
      toParisDate(now),
    ),
    canDelete: canDeleteLead({ leadLevel: level, projectState: project?.state ?? null }),
    allowedStatuses: allowedLeadStatuses(lead),
  };
}

export async function getLeadDetail(
  ctx: Pick<ServiceContext, "db" | "now">,
  input: { id: number },
): Promise<LeadDetail> {
  return toLeadDetail(ctx.db, await findLead(ctx.db, input.id), ctx.now);
}
