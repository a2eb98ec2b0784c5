import { companies, companyContacts, type DbOrTx } from "@tronc/db";
import {
  assertNoDuplicateContactEmail,
  domainError,
  likeContains,
  PAGE_SIZES,
  validateContact,
} from "@tronc/domain";
import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../shared/context";
import { countUpTo, type Page, paginate } from "../shared/paginate";
import { type VersionedEntity, versionedUpdate } from "../shared/versioned-update";
import { type ContactView, toContactView } from "./client-company-views";
import { lockCompany } from "./refs";

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
  if (!row) throw domainError("CONTACT_NOT_FOUND", "notFound");
  return row;
}

export async function getContact(ctx: ServiceContext, input: { id: number }): Promise<ContactView> {
  return toContactView(await findContact(ctx.db, input.id));
}

export async function contactsOfCompany(db: DbOrTx, companyId: number) {
  return db
    .select({ id: companyContacts.id, email: companyContacts.email })
    .from(companyContacts)
    .where(eq(companyContacts.companyId, companyId));
}

/**
 * Adds a contact to a client (name, e-mail, phone required; the duplicate e-mail warning applies).
 * The company row is locked first, so two parallel creations of one e-mail give one contact and a 409.
 */
export async function createContact(
  ctx: ServiceContext,
  input: ContactInput & { companyId: number },
): Promise<ContactView> {
  const fields = validateContact(input);
  return inTransaction(ctx, async ({ db }) => {
    await lockCompany(db, input.companyId);
    assertNoDuplicateContactEmail(
      fields.email,
      await contactsOfCompany(db, input.companyId),
      input.confirmDuplicate ?? false,
    );
    const [row] = await db
      .insert(companyContacts)
      .values({ ...fields, companyId: input.companyId })
      .returning();
    if (!row) throw new Error("contact insert returned nothing");
    return toContactView(row);
  });
}

/** The contact as a versioned record: 'Ce contact', 'contact' in the audit log. */
const CONTACT_RECORD: VersionedEntity<typeof companyContacts> = {
  table: companyContacts,
  kind: "contact",
  audit: "contact",
};

/** 'Modifier le contact', based on the version it read: absent fields keep their value. */
export async function updateContact(
  ctx: ServiceContext,
  input: ContactInput & { id: number; version: number },
): Promise<ContactView> {
  const { id, version } = input;
  return inTransaction(ctx, async (txCtx) => {
    const { db } = txCtx;
    const current = await findContact(db, id);
    await lockCompany(db, current.companyId);
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
    await versionedUpdate(txCtx, CONTACT_RECORD, { id, version, values: fields, before: current });
    return toContactView(await findContact(db, id));
  });
}

export interface ContactSearchParams {
  companyId?: number | undefined;
  q?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** The contact list's WHERE: the company, and the text in the name, e-mail, phone or occupation. */
export function contactListConditions(params: Pick<ContactSearchParams, "companyId" | "q">): SQL | undefined {
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
  return and(...conditions);
}

/** Contacts by company and/or text (name, e-mail, phone, occupation; case-insensitive), by name. */
export async function searchContacts(
  ctx: ServiceContext,
  params: ContactSearchParams,
): Promise<Page<ContactView & { companyName: string }>> {
  const where = contactListConditions(params);
  return paginate(
    { page: params.page, pageSize: params.pageSize ?? PAGE_SIZES.contacts },
    {
      count: (limit) => countUpTo(ctx.db, companyContacts, where, limit),
      rows: (limit, offset) =>
        ctx.db
          .select({ contact: companyContacts, companyName: companies.name })
          .from(companyContacts)
          .innerJoin(companies, eq(companies.id, companyContacts.companyId))
          .where(where)
          .orderBy(asc(companyContacts.name), asc(companyContacts.id))
          .limit(limit)
          .offset(offset),
      map: (rows) => rows.map((row) => ({ ...toContactView(row.contact), companyName: row.companyName })),
    },
  );
}
