import { addresses, companies, type DbOrTx, triangleCompanies, triangleCustomers } from "@tronc/db";
import {
  type ClientCompanyInput,
  companySearchText,
  domainError,
  likeContains,
  PAGE_SIZES,
  searchTerms,
  siretLookupPrefix,
  validateClientCompany,
} from "@tronc/domain";
import { and, asc, eq, inArray, like, ne, notInArray, type SQL, sql } from "drizzle-orm";
import { type AddressArea, type AddressInput, normalizeAddress, saveAddress } from "../shared/addresses";
import { inTransaction, type ServiceContext } from "../shared/context";
import { countUpTo, type Page, paginate } from "../shared/paginate";
import { isUniqueViolation } from "../shared/unique-violation";
import { type VersionedEntity, versionedUpdate } from "../shared/versioned-update";
import {
  type ClientSheet,
  countsByCompany,
  getClientSheet,
  type TriangleCustomerView,
  triangleCustomersOf,
} from "./client-company-views";
import { refreshCompanySearchText, refreshLeadsOfCompany } from "./search-text";

export interface ClientCompanyCard {
  id: number;
  name: string;
  city: string | null;
  postalCode: string | null;
  activitySector: string | null;
  isFactor: boolean;
  siret: string | null;
  /** Empty: 'Aucune entreprise Triangle'. */
  triangleCompanies: { id: number; name: string; isProspect: boolean }[];
  nbContacts: number;
  nbLeads: number;
}

export interface ClientSearchParams {
  q?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** Every word of the text in the client's search text (name, SIRET, city, postal code; trigram index). */
export const clientListConditions = (q: string | undefined): SQL | undefined =>
  and(...searchTerms(q ?? "").map((term): SQL => sql`${companies.searchText} like ${likeContains(term)}`));

/** The client list: name, SIRET, city or postal code; accent- and case-insensitive; by name. */
export function searchClientCompanies(
  { db }: ServiceContext,
  params: ClientSearchParams,
): Promise<Page<ClientCompanyCard>> {
  const where = clientListConditions(params.q);
  return paginate(
    { page: params.page, pageSize: params.pageSize ?? PAGE_SIZES.clientCompanies },
    {
      count: (limit) => countUpTo(db, companies, where, limit),
      rows: (limit, offset) =>
        db
          .select({
            id: companies.id,
            name: companies.name,
            siret: companies.siret,
            isFactor: companies.isFactor,
            activitySector: companies.activitySector,
            city: addresses.city,
            postalCode: addresses.postalCode,
          })
          .from(companies)
          .leftJoin(addresses, eq(addresses.id, companies.addressId))
          .where(where)
          .orderBy(asc(companies.name), asc(companies.id))
          .limit(limit)
          .offset(offset),
      map: async (rows) => {
        const ids = rows.map((row) => row.id);
        const [links, counts] = await Promise.all([triangleCustomersOf(db, ids), countsByCompany(db, ids)]);
        return rows.map((row) => ({
          ...row,
          triangleCompanies: links
            .filter((link) => link.companyId === row.id)
            .map((link) => ({ ...link.triangleCompany, isProspect: link.isProspect })),
          nbContacts: counts.contacts.get(row.id) ?? 0,
          nbLeads: counts.leads.get(row.id) ?? 0,
        }));
      },
    },
  );
}

/** Existing companies whose SIRET starts with the typed digits (from 4), for the conversion modal. */
export async function lookupCompaniesBySiret({ db }: ServiceContext, input: { siret: string }) {
  const prefix = siretLookupPrefix(input.siret);
  if (!prefix) return [];
  return db
    .select({ id: companies.id, name: companies.name, siret: companies.siret, city: addresses.city })
    .from(companies)
    .leftJoin(addresses, eq(addresses.id, companies.addressId))
    .where(like(companies.siret, `${prefix}%`))
    .orderBy(asc(companies.siret))
    .limit(10);
}

/** A client company may be abroad: its address is not limited to France (document 2 §5). */
export const CLIENT_ADDRESS_AREA: AddressArea = "anywhere";

export interface ClientCompanySave extends ClientCompanyInput {
  address?: AddressInput | null;
  /** The ticked group companies ('Client de'); absent: links unchanged. */
  triangleCompanyIds?: number[] | undefined;
}

export async function assertSiretFree(db: DbOrTx, siret: string, exceptId?: number): Promise<void> {
  const [other] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(
      exceptId ? and(eq(companies.siret, siret), ne(companies.id, exceptId)) : eq(companies.siret, siret),
    );
  if (other) throw domainError("COMPANY_SIRET_TAKEN", "conflict", { name: other.name });
}

/**
 * 'Client de': one link (isProspect true) per newly ticked group company; unticked ones are removed;
 * links already there keep their isProspect.
 */
export async function syncTriangleCustomers(db: DbOrTx, companyId: number, triangleCompanyIds: number[]) {
  const wanted = [...new Set(triangleCompanyIds)];
  if (wanted.length > 0) {
    const known = await db
      .select({ id: triangleCompanies.id })
      .from(triangleCompanies)
      .where(inArray(triangleCompanies.id, wanted));
    if (known.length !== wanted.length) throw domainError("TRIANGLE_COMPANY_NOT_FOUND", "notFound");
  }
  await db
    .delete(triangleCustomers)
    .where(
      wanted.length > 0
        ? and(
            eq(triangleCustomers.companyId, companyId),
            notInArray(triangleCustomers.triangleCompanyId, wanted),
          )
        : eq(triangleCustomers.companyId, companyId),
    );
  if (wanted.length > 0) {
    await db
      .insert(triangleCustomers)
      .values(wanted.map((triangleCompanyId) => ({ triangleCompanyId, companyId, isProspect: true })))
      .onConflictDoNothing();
  }
}

async function withSiretGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw domainError("COMPANY_SIRET_TAKEN", "conflict", { name: "?" });
    throw error;
  }
}

export async function createClientCompany(
  ctx: ServiceContext,
  input: ClientCompanySave,
): Promise<ClientSheet> {
  const fields = validateClientCompany(input);
  if (input.address) normalizeAddress(input.address, CLIENT_ADDRESS_AREA);
  const id = await withSiretGuard(() =>
    inTransaction(ctx, async ({ db: tx }) => {
      await assertSiretFree(tx, fields.siret);
      const addressId = input.address
        ? await saveAddress(tx, null, input.address, CLIENT_ADDRESS_AREA)
        : null;
      const [row] = await tx
        .insert(companies)
        .values({ ...fields, addressId, searchText: companySearchText(fields) })
        .returning({ id: companies.id });
      if (!row) throw new Error("company insert returned nothing");
      if (input.triangleCompanyIds) await syncTriangleCustomers(tx, row.id, input.triangleCompanyIds);
      await refreshCompanySearchText(tx, row.id);
      return row.id;
    }),
  );
  return getClientSheet(ctx, { id });
}

/** The client company as a versioned record: 'Ce client', 'client' in the audit log. */
const CLIENT_RECORD: VersionedEntity<typeof companies> = {
  table: companies,
  kind: "client",
  audit: "client",
};

/** The identity modal of the client sheet (document 2 §5 'Client company'), based on the version it read. */
export async function updateClientCompany(
  ctx: ServiceContext,
  { id, version, ...input }: ClientCompanySave & { id: number; version: number },
): Promise<ClientSheet> {
  const fields = validateClientCompany(input);
  if (input.address) normalizeAddress(input.address, CLIENT_ADDRESS_AREA);
  await withSiretGuard(() =>
    inTransaction(ctx, async (txCtx) => {
      const tx = txCtx.db;
      const [current] = await tx.select().from(companies).where(eq(companies.id, id)).for("update");
      if (!current) throw domainError("COMPANY_NOT_FOUND", "notFound");
      await assertSiretFree(tx, fields.siret, id);
      const addressId = input.address
        ? await saveAddress(tx, current.addressId, input.address, CLIENT_ADDRESS_AREA)
        : current.addressId;
      await versionedUpdate(txCtx, CLIENT_RECORD, {
        id,
        version,
        values: { ...fields, addressId },
        before: current,
        audited: Object.keys(fields),
      });
      if (input.triangleCompanyIds) await syncTriangleCustomers(tx, id, input.triangleCompanyIds);
      await refreshCompanySearchText(tx, id);
      if (current.name !== fields.name) await refreshLeadsOfCompany(tx, id);
    }),
  );
  return getClientSheet(ctx, { id });
}

export type { ClientSheet, TriangleCustomerView };
