import { companies, companyContacts, type Db, type DbOrTx } from "@tronc/db";
import { assertNoDuplicateContactEmail, likeContains, salesError, validateContact } from "@tronc/domain";
import { and, asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { type ContactView, toContactView } from "./client-company-views";
import { assertCompanyExists } from "./refs";

export interface ContactInput {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  occupation?: string | null;
  /** The spec's duplicate e-mail warning was answered yes. */
  confirmDuplicate?: boolean | undefined;
}

async function findContact(db: DbOrTx, id: number) {
  const [row] = await db.select().from(companyContacts).where(eq(companyContacts.id, id));
  if (!row) throw salesError("CONTACT_NOT_FOUND", "notFound");
  return row;
}

export async function getContact(db: DbOrTx, id: number): Promise<ContactView> {
  return toContactView(await findContact(db, id));
}

export async function contactsOfCompany(db: DbOrTx, companyId: number) {
  return db
    .select({ id: companyContacts.id, email: companyContacts.email })
    .from(companyContacts)
    .where(eq(companyContacts.companyId, companyId));
}

/** Adds a contact to a client (name, e-mail, phone required; the duplicate e-mail warning applies). */
export async function createContact(
  db: DbOrTx,
  companyId: number,
  input: ContactInput,
): Promise<ContactView> {
  const fields = validateContact(input);
  await assertCompanyExists(db, companyId);
  assertNoDuplicateContactEmail(
    fields.email,
    await contactsOfCompany(db, companyId),
    input.confirmDuplicate ?? false,
  );
  const [row] = await db
    .insert(companyContacts)
    .values({ ...fields, companyId })
    .returning();
  if (!row) throw new Error("contact insert returned nothing");
  return toContactView(row);
}

export async function updateContact(db: Db, id: number, input: ContactInput): Promise<ContactView> {
  const current = await findContact(db, id);
  const fields = validateContact({
    name: input.name !== undefined ? input.name : current.name,
    email: input.email !== undefined ? input.email : current.email,
    phone: input.phone !== undefined ? input.phone : current.phone,
    occupation: input.occupation !== undefined ? input.occupation : current.occupation,
  });
  assertNoDuplicateContactEmail(
    fields.email,
    await contactsOfCompany(db, current.companyId),
    input.confirmDuplicate ?? false,
    id,
  );
  const [row] = await db
    .update(companyContacts)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(companyContacts.id, id))
    .returning();
  if (!row) throw salesError("CONTACT_NOT_FOUND", "notFound");
  return toContactView(row);
}

export interface ContactSearchParams {
  companyId?: number | undefined;
  q?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** Contacts by company and/or text (name, e-mail, phone, occupation; case-insensitive), by name. */
export async function searchContacts(db: DbOrTx, params: ContactSearchParams) {
  const pageSize = params.pageSize ?? 120;
  const page = Math.max(1, params.page ?? 1);
  const conditions: (SQL | undefined)[] = [];
  if (params.companyId) conditions.push(eq(companyContacts.companyId, params.companyId));
  const q = params.q?.trim();
  if (q) {
    const pattern = likeContains(q);
    conditions.push(
      or(
        sql`unaccent(${companyContacts.name}) ilike unaccent(${pattern})`,
        ilike(companyContacts.email, pattern),
        ilike(companyContacts.phone, pattern),
        ilike(companyContacts.occupation, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({ contact: companyContacts, companyName: companies.name })
      .from(companyContacts)
      .innerJoin(companies, eq(companies.id, companyContacts.companyId))
      .where(where)
      .orderBy(asc(companyContacts.name), asc(companyContacts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(companyContacts).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...toContactView(row.contact), companyName: row.companyName })),
    total: totals[0]?.n ?? 0,
    page,
    pageSize,
  };
}
