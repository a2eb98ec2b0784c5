import { companies, companyContacts, contactForms, type DbOrTx, leads } from "@tronc/db";
import {
  assertOwnActiveCompany,
  DEFAULT_LEAD_STATUS,
  domainError,
  leadSearchText,
  type RequesterInput,
  validateLeadRequest,
  validateRequester,
} from "@tronc/domain";
import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../../../auth/session-user";
import { logChanges } from "../../shared/audit";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { queueNewLeadMails } from "../../support/mail/queue";
import { lockCompany } from "../refs";
import { createLeadProject } from "./create-project";
import { getLeadDetail, type LeadDetail } from "./views";

export interface CreateLeadInput {
  /** Step 1. */
  requester: RequesterInput;
  /** Step 2: title, source, handling and bringing group companies, request description. */
  subject?: string | null | undefined;
  source?: string | null | undefined;
  triangleCompanyId?: number | null | undefined;
  sourceTriangleCompanyId?: number | null | undefined;
  message?: string | null | undefined;
}

interface ResolvedRequester {
  name: string;
  phone: string;
  email: string | null;
  companyName: string;
  companyId: number | null;
}

export function assertLeadGroupCompanies(
  user: SessionUser,
  triangleCompanyId: number | null | undefined,
  sourceTriangleCompanyId: number | null | undefined,
): { triangleCompanyId: number; sourceTriangleCompanyId: number } {
  if (!triangleCompanyId) throw domainError("LEAD_TRIANGLE_COMPANY_REQUIRED", "invalid");
  if (!sourceTriangleCompanyId) throw domainError("LEAD_SOURCE_TRIANGLE_COMPANY_REQUIRED", "invalid");
  assertOwnActiveCompany(triangleCompanyId, user.triangleCompanies);
  assertOwnActiveCompany(sourceTriangleCompanyId, user.triangleCompanies);
  return { triangleCompanyId, sourceTriangleCompanyId };
}

/**
 * The requester as the contact form records it. A new contact typed for a picked company becomes one
 * of its contacts, unless a contact of that company already has this e-mail (then that one is used).
 */
async function resolveRequester(db: DbOrTx, input: RequesterInput): Promise<ResolvedRequester> {
  const requester = validateRequester(input);
  if (requester.kind === "typed") {
    return { ...requester, companyId: null };
  }
  // Locked: a parallel creation of the same new contact waits, then finds it and reuses it.
  const company = await lockCompany(db, requester.companyId);
  if (requester.kind === "existingContact") {
    const [contact] = await db
      .select()
      .from(companyContacts)
      .where(eq(companyContacts.id, requester.contactId));
    if (!contact) throw domainError("CONTACT_NOT_FOUND", "notFound");
    if (contact.companyId !== company.id) throw domainError("CONTACT_NOT_OF_COMPANY", "invalid");
    return {
      name: contact.name,
      phone: contact.phone,
      email: contact.email,
      companyName: company.name,
      companyId: company.id,
    };
  }
  const sameEmail = requester.email
    ? await db
        .select({ id: companyContacts.id })
        .from(companyContacts)
        .where(
          and(
            eq(companyContacts.companyId, company.id),
            sql`lower(${companyContacts.email}) = ${requester.email.toLowerCase()}`,
          ),
        )
    : [];
  if (sameEmail.length === 0) {
    await db.insert(companyContacts).values({
      name: requester.name,
      email: requester.email,
      phone: requester.phone,
      companyId: company.id,
    });
  }
  return { ...requester, companyName: company.name, companyId: company.id };
}

/** Contact form, lead (unread), company contact when a company was picked and project, in one transaction. */
export async function createLead(ctx: ServiceContext, input: CreateLeadInput): Promise<LeadDetail> {
  const { user } = ctx;
  const request = validateLeadRequest(input);
  const groups = assertLeadGroupCompanies(user, input.triangleCompanyId, input.sourceTriangleCompanyId);
  validateRequester(input.requester);
  const id = await inTransaction(ctx, async ({ db: tx }) => {
    const requester = await resolveRequester(tx, input.requester);
    const [form] = await tx
      .insert(contactForms)
      .values({
        name: requester.name,
        phone: requester.phone,
        email: requester.email,
        companyName: requester.companyName,
        source: request.source,
        message: request.message,
        subject: request.subject,
      })
      .returning();
    if (!form) throw new Error("contact form insert returned nothing");
    return insertLead(tx, user.id, {
      subject: request.subject,
      contactForm: form,
      companyId: requester.companyId,
      clientCompanyName: requester.companyId ? requester.companyName : null,
      ...groups,
    });
  });
  return getLeadDetail(ctx, { id });
}

export interface NewLeadRow {
  subject: string;
  contactForm: typeof contactForms.$inferSelect;
  companyId: number | null;
  clientCompanyName: string | null;
  triangleCompanyId: number;
  sourceTriangleCompanyId: number;
}

/**
 * Inserts the lead and its project, logs its first status and queues the new-lead mails: every path
 * that creates a lead (the screen, the Hydra chain) comes through here.
 */
export async function insertLead(db: DbOrTx, userId: number, row: NewLeadRow): Promise<number> {
  const [lead] = await db
    .insert(leads)
    .values({
      subject: row.subject,
      leadStatus: DEFAULT_LEAD_STATUS,
      triangleCompanyId: row.triangleCompanyId,
      sourceTriangleCompanyId: row.sourceTriangleCompanyId,
      companyId: row.companyId,
      contactFormId: row.contactForm.id,
      searchText: leadSearchText({
        subject: row.subject,
        requesterName: row.contactForm.name,
        requesterCompanyName: row.contactForm.companyName,
        clientCompanyName: row.clientCompanyName,
        email: row.contactForm.email,
        phone: row.contactForm.phone,
      }),
    })
    .returning();
  if (!lead) throw new Error("lead insert returned nothing");
  await logChanges(db, { type: "lead", id: lead.id }, userId, [
    { field: "leadStatus", from: null, to: DEFAULT_LEAD_STATUS },
  ]);
  await createLeadProject(db, lead, userId);
  // The lead's own creation time (its transaction's) dates the mail: this path has no clock of its own.
  await queueNewLeadMails(db, lead.id, lead.createdAt);
  return lead.id;
}

/** Company name for a lead attached to an existing client (used by the Hydra chain). */
export async function clientCompanyName(db: DbOrTx, companyId: number | null): Promise<string | null> {
  if (!companyId) return null;
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  if (!row) throw domainError("COMPANY_NOT_FOUND", "notFound");
  return row.name;
}
