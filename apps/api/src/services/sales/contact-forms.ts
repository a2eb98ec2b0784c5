import { contactForms, type Db, type DbOrTx, leads } from "@tronc/db";
import { assertLeadSubject, assertPhone, optionalEmail, salesError } from "@tronc/domain";
import { count, desc, eq } from "drizzle-orm";
import type { SessionUser } from "../../auth/session-user";
import { assertLeadGroupCompanies, clientCompanyName, insertLead } from "./create-lead";
import { type ContactFormView, toContactFormView } from "./lead-views";
import { refreshLeadsOfContactForm } from "./search-text";

export interface ContactFormInput {
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  companyName?: string | null;
  source?: string | null;
  message?: string | null;
  subject?: string | null;
  infos?: unknown;
}

const text = (value: string | null | undefined) => value?.trim() ?? "";

/** Phone required, e-mail optional but valid, as in step 1 of the lead creation. */
function contactFormValues(input: ContactFormInput) {
  const name = text(input.name);
  if (!name) throw salesError("CONTACT_NAME_REQUIRED", "invalid");
  return {
    name,
    phone: assertPhone(input.phone),
    email: optionalEmail(input.email),
    companyName: text(input.companyName) || null,
    source: text(input.source) || null,
    message: text(input.message),
    subject: text(input.subject),
    infos: input.infos ?? null,
  };
}

async function findForm(db: DbOrTx, id: number) {
  const [row] = await db.select().from(contactForms).where(eq(contactForms.id, id));
  if (!row) throw salesError("CONTACT_FORM_NOT_FOUND", "notFound");
  return row;
}

export async function getContactForm(db: DbOrTx, id: number): Promise<ContactFormView> {
  return toContactFormView(await findForm(db, id));
}

export async function listContactForms(db: DbOrTx, page: number, size: number) {
  const rows = await db
    .select()
    .from(contactForms)
    .orderBy(desc(contactForms.createdAt), desc(contactForms.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(contactForms);
  return { items: rows.map(toContactFormView), total: total?.n ?? 0 };
}

export async function createContactForm(db: DbOrTx, input: ContactFormInput): Promise<ContactFormView> {
  const [row] = await db.insert(contactForms).values(contactFormValues(input)).returning();
  if (!row) throw new Error("contact form insert returned nothing");
  return toContactFormView(row);
}

/** Edits the request as shown in the lead's contact-form block; fields not sent are kept. */
export async function updateContactForm(
  db: Db,
  id: number,
  input: ContactFormInput,
): Promise<ContactFormView> {
  return db.transaction(async (tx) => {
    const current = await findForm(tx, id);
    const merged: ContactFormInput = {
      ...current,
      ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
    };
    const [row] = await tx
      .update(contactForms)
      .set(contactFormValues(merged))
      .where(eq(contactForms.id, id))
      .returning();
    if (!row) throw salesError("CONTACT_FORM_NOT_FOUND", "notFound");
    await refreshLeadsOfContactForm(tx, id);
    return toContactFormView(row);
  });
}

/** A contact form that belongs to a lead goes with the lead (lead deletion), not alone. */
export async function deleteContactForm(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await findForm(tx, id);
    const [used] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.contactFormId, id));
    if (used) throw salesError("CONTACT_FORM_IN_USE", "rule");
    await tx.delete(contactForms).where(eq(contactForms.id, id));
  });
}

export interface LeadFromContactFormInput {
  /** An existing contact form (the old clients' chain posts it first), or its fields to create it. */
  contactFormId?: number | null;
  contactForm?: ContactFormInput | null;
  subject: string;
  triangleCompanyId: number | null;
  sourceTriangleCompanyId: number | null;
  companyId?: number | null;
}

/** The Hydra chain: lead on a contact form; its project is created with it all the same. */
export async function createLeadFromContactForm(
  db: Db,
  user: SessionUser,
  input: LeadFromContactFormInput,
): Promise<number> {
  const subject = assertLeadSubject(input.subject);
  const groups = assertLeadGroupCompanies(user, input.triangleCompanyId, input.sourceTriangleCompanyId);
  if (!input.contactFormId && !input.contactForm) throw salesError("CONTACT_FORM_NOT_FOUND", "invalid");
  const values = input.contactFormId ? null : contactFormValues(input.contactForm ?? {});
  return db.transaction(async (tx) => {
    let form: typeof contactForms.$inferSelect;
    if (input.contactFormId) {
      form = await findForm(tx, input.contactFormId);
      const [used] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.contactFormId, form.id));
      if (used) throw salesError("CONTACT_FORM_ALREADY_USED", "conflict");
    } else {
      const [row] = await tx
        .insert(contactForms)
        .values({ ...values, subject: values?.subject || subject })
        .returning();
      if (!row) throw new Error("contact form insert returned nothing");
      form = row;
    }
    const companyId = input.companyId ?? null;
    return insertLead(tx, user.id, {
      subject,
      contactForm: form,
      companyId,
      clientCompanyName: await clientCompanyName(tx, companyId),
      ...groups,
    });
  });
}
