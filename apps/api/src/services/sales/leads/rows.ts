import {
  companies,
  contactForms,
  type DbOrTx,
  leads,
  projects,
  recommendations,
  triangleCompanies,
  users,
} from "@tronc/db";
import {
  callbackAlertAt,
  isLeadSentDateHighlighted,
  isMissingCallback,
  type LeadLevel,
  type LeadStatus,
  type ProjectState,
  toParisDate,
} from "@tronc/domain";
import { type AnyColumn, eq, inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import { iso } from "./views";

export interface PersonRef {
  id: number;
  fullname: string;
}

export interface GroupRef {
  id: number;
  name: string;
  color: string;
}

export interface LeadListItem {
  id: number;
  subject: string;
  leadLevel: LeadLevel | null;
  leadStatus: LeadStatus;
  /** Red left border when unread, green otherwise. */
  isUnread: boolean;
  createdAt: string;
  triangleCompany: GroupRef | null;
  sourceTriangleCompany: GroupRef | null;
  company: { id: number; name: string } | null;
  contactName: string | null;
  contactCompanyName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  source: string | null;
  owner: PersonRef | null;
  userAssigned: PersonRef | null;
  callbackAt: string | null;
  callbackSubject: string | null;
  callbackUser: PersonRef | null;
  callbackAlert: "danger" | "warning" | null;
  missingCallback: boolean;
  project: { id: number; state: ProjectState } | null;
  /** The day its last recommendation was sent (YYYY-MM-DD), null before any. */
  lastSentAt: string | null;
  /** Sent more than 7 days ago and still awaiting an answer: highlighted. */
  sentLate: boolean;
}

/**
 * People and group companies as scalar subqueries rather than joins: five more joins would cost the
 * planner more than the 50 index lookups they replace.
 */
const person = (id: AnyColumn) =>
  sql<PersonRef | null>`(select json_build_object('id', ${users.id}, 'fullname', trim(${users.name} || ' ' || ${users.lastname})) from ${users} where ${users.id} = ${id})`;
const group = (id: AnyColumn) =>
  sql<GroupRef | null>`(select json_build_object('id', ${triangleCompanies.id}, 'name', ${triangleCompanies.name}, 'color', ${triangleCompanies.color}) from ${triangleCompanies} where ${triangleCompanies.id} = ${id})`;

export const rowFields = {
  id: leads.id,
  subject: leads.subject,
  leadLevel: leads.leadLevel,
  leadStatus: leads.leadStatus,
  createdAt: leads.createdAt,
  /** createdAt to the microsecond, for keyset paging (a JS Date keeps milliseconds only). */
  createdAtExact: sql<string>`${leads.createdAt}::text`,
  callbackAt: leads.callbackAt,
  callbackSubject: leads.callbackSubject,
  company: sql<{
    id: number;
    name: string;
  } | null>`case when ${companies.id} is null then null else json_build_object('id', ${companies.id}, 'name', ${companies.name}) end`,
  contactName: contactForms.name,
  contactCompanyName: contactForms.companyName,
  contactEmail: contactForms.email,
  contactPhone: contactForms.phone,
  source: contactForms.source,
  owner: person(leads.ownerId),
  userAssigned: person(leads.userAssignedId),
  callbackUser: person(leads.callbackUserId),
  triangleCompany: group(leads.triangleCompanyId),
  sourceTriangleCompany: group(leads.sourceTriangleCompanyId),
  projectId: projects.id,
  projectState: projects.state,
  lastSentAt: sql<
    string | null
  >`(select max(${recommendations.sendAt})::text from ${recommendations} where ${recommendations.leadId} = ${leads.id})`,
};

/** A page of leads with what a list row shows: the page is cut on the leads table, then joined. */
export function leadRowsQuery(
  db: DbOrTx,
  where: SQL | undefined,
  order: SQL[],
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  const page = db.$with("page").as(
    db
      .select({ id: leads.id })
      .from(leads)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
  );
  return db
    .with(page)
    .select(rowFields)
    .from(page)
    .innerJoin(leads, eq(leads.id, page.id))
    .leftJoin(contactForms, eq(contactForms.id, leads.contactFormId))
    .leftJoin(companies, eq(companies.id, leads.companyId))
    .leftJoin(projects, eq(projects.leadId, leads.id))
    .orderBy(...order);
}

/** The same rows for known ids (already paged), in any order: the caller puts them back in its order. */
export function leadRowsByIdsQuery(db: DbOrTx, ids: number[]) {
  return db
    .select(rowFields)
    .from(leads)
    .leftJoin(contactForms, eq(contactForms.id, leads.contactFormId))
    .leftJoin(companies, eq(companies.id, leads.companyId))
    .leftJoin(projects, eq(projects.leadId, leads.id))
    .where(inArray(leads.id, ids.length > 0 ? ids : [0]));
}

export type LeadRowRecord = Awaited<ReturnType<typeof leadRowsQuery>>[number];

export function toListItem(row: LeadRowRecord, now: Date): LeadListItem {
  const { leadLevel, leadStatus } = row;
  const callbackAt = iso(row.callbackAt);
  return {
    id: row.id,
    subject: row.subject,
    leadLevel,
    leadStatus,
    isUnread: leadStatus === "LEAD_STATUS_UNREAD",
    createdAt: row.createdAt.toISOString(),
    triangleCompany: row.triangleCompany,
    sourceTriangleCompany: row.sourceTriangleCompany,
    company: row.company,
    contactName: row.contactName,
    contactCompanyName: row.contactCompanyName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    source: row.source,
    owner: row.owner,
    userAssigned: row.userAssigned,
    callbackAt,
    callbackSubject: row.callbackSubject,
    callbackUser: row.callbackUser,
    callbackAlert: row.callbackAt ? callbackAlertAt(row.callbackAt, now) : null,
    missingCallback: isMissingCallback({ leadLevel, leadStatus, callbackAt }),
    project:
      row.projectId !== null && row.projectState !== null
        ? { id: row.projectId, state: row.projectState }
        : null,
    lastSentAt: row.lastSentAt,
    sentLate: isLeadSentDateHighlighted(
      { leadLevel, leadStatus, lastSentAt: row.lastSentAt },
      toParisDate(now),
    ),
  };
}
