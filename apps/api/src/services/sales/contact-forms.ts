import { contactForms, type DbOrTx, leads } from "@tronc/db";
import { assertContactPhone, assertLeadSubject, domainError, optionalEmail, PAGE_SIZES } from "@tronc/domain";
import { desc, eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../shared/context";
import { countUpTo, type Page, paginate } from "../shared/paginate";
import { assertLeadGroupCompanies, clientCompanyName, insertLead } from "./leads/create";
import { type ContactFormView, getLeadDetail, type LeadDetail, toContactFormView } from "./leads/views";
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
  if (!name) throw domainError("CONTACT_NAME_REQUIRED", "invalid");
  return {
    name,
    phone: assertContactPhone(input.phone),
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
  if (!row) throw domainError("CONTACT_FORM_NOT_FOUND", "notFound");
  return row;
}

export async function getContactForm(
  { db }: ServiceContext,
  input: { id: number },
): Promise<ContactFormView> {
  return toContactFormView(await findForm(db, input.id));
}

export function listContactForms(
  { db }: ServiceContext,
  input: { page?: number | undefined; pageSize?: number | undefined },
): Promise<Page<ContactFormView>> {
  return paginate(
    { page: input.page, pageSize: input.pageSize ?? PAGE_SIZES.contactForms },
    {
      count: (limit) => countUpTo(db, contactForms, undefined, limit),
      rows: (limit, offset) =>
        db
          .select()
          .from(contactForms)
          .orderBy(desc(contactForms.createdAt), desc(contactForms.id))
          .limit(limit)
          .offset(offset),
      map: (rows) => rows.map(toContactFormView),
    },
  );
}

export async function createContactForm(
  { db }: ServiceContext,
  input: ContactFormInput,
): Promise<ContactFormView> {
  const [row] = await db.insert(contactForms).values(contactFormValues(input)).returning();
  if (!row) throw new Error("contact form insert returned nothing");
  return toContactFormView(row);
}

/** Edits the request as shown in the lead's contact-form block; fields not sent are kept. */
export async function updateContactForm(
  ctx: ServiceContext,
  { id, ...input }: ContactFormInput & { id: number },
): Promise<ContactFormView> {
  return inTransaction(ctx, async ({ db: tx }) => {
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
    if (!row) throw domainError("CONTACT_FORM_NOT_FOUND", "notFound");
    await refreshLeadsOfContactForm(tx, id);
    return toContactFormView(row);
  });
}

/** A contact form that belongs to a lead goes with the lead (lead deletion), not alone. */
export async function deleteContactForm(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<{ id: number }> {
  await inTransaction(ctx, async ({ db: tx }) => {
    await findForm(tx, id);
    const [used] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.contactFormId, id));
    if (used) throw domainError("CONTACT_FORM_IN_USE", "rule");
    await tx.delete(contactForms).where(eq(contactForms.id, id));
  });
  return { id };
}

export interface LeadFromContactFormInput {
  /** An existing contact form (the old clients' chain posts it first), or its fields to create it. */
  contactFormId?: number | null;
  contactForm?: ContactFormInput | null;
  subject?: string | null | undefined;
  triangleCompanyId?: number | null | undefined;
  sourceTriangleCompanyId?: number | null | undefined;
  companyId?: number | null | undefined;
}

/** The Hydra chain: lead on a contact form; its project is created with it all the same. */
export async function createLeadFromContactForm(
  ctx: ServiceContext,
  input: LeadFromContactFormInput,
): Promise<LeadDetail> {
  const { user } = ctx;
  const subject = assertLeadSubject(input.subject);
  const groups = assertLeadGroupCompanies(user, input.triangleCompanyId, input.sourceTriangleCompanyId);
  if (!input.contactFormId && !input.contactForm) throw domainError("CONTACT_FORM_NOT_FOUND", "invalid");
  const values = input.contactFormId ? null : contactFormValues(input.contactForm ?? {});
  const id = await inTransaction(ctx, async ({ db: tx }) => {
    let form: typeof contactForms.$inferSelect;
    if (input.contactFormId) {
      form = await findForm(tx, input.contactFormId);
      const [used] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.contactFormId, form.id));
      if (used) throw domainError("CONTACT_FORM_ALREADY_USED", "conflict");
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
  return getLeadDetail(ctx, { id });
}
