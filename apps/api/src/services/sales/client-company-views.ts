import {
  addresses,
  companies,
  companyContacts,
  type DbOrTx,
  leads,
  projects,
  triangleCompanies,
  triangleCustomers,
} from "@tronc/db";
import { domainError, type LeadStatus, type ProjectState } from "@tronc/domain";
import { asc, count, desc, eq, inArray } from "drizzle-orm";
import { type AddressView, toAddressView } from "../shared/addresses";
import type { ServiceContext } from "../shared/context";

export interface ContactView {
  id: number;
  name: string;
  email: string | null;
  phone: string;
  occupation: string | null;
  companyId: number;
  /** Sent back by every update: a save based on an older version is refused. */
  version: number;
}

export interface TriangleCustomerView {
  id: number;
  triangleCompany: { id: number; name: string };
  companyId: number;
  isProspect: boolean;
}

export interface ClientCompanyIdentity {
  id: number;
  name: string;
  siret: string | null;
  isFactor: boolean;
  activitySector: string | null;
  companySize: number | null;
  website: string | null;
  internalComment: string | null;
  invoiceHeadName: string | null;
  invoiceAddress: string | null;
  address: AddressView | null;
  /** Sent back by every update: a save based on an older version is refused. */
  version: number;
}

/** The client sheet ('Fiche client'). */
export interface ClientSheet extends ClientCompanyIdentity {
  contacts: ContactView[];
  /** 'Client de': the group companies it belongs to (isProspect while only a prospect). */
  triangleCustomers: TriangleCustomerView[];
  projects: { id: number; name: string; state: ProjectState; deliveryDate: string | null }[];
  leads: { id: number; subject: string; leadStatus: LeadStatus; createdAt: string }[];
  nbContacts: number;
  nbLeads: number;
}

export const toContactView = (row: typeof companyContacts.$inferSelect): ContactView => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  occupation: row.occupation,
  companyId: row.companyId,
  version: row.version,
});

export async function triangleCustomersOf(db: DbOrTx, companyIds: number[]): Promise<TriangleCustomerView[]> {
  if (companyIds.length === 0) return [];
  const rows = await db
    .select({
      id: triangleCustomers.id,
      companyId: triangleCustomers.companyId,
      isProspect: triangleCustomers.isProspect,
      triangleCompanyId: triangleCompanies.id,
      triangleCompanyName: triangleCompanies.name,
    })
    .from(triangleCustomers)
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, triangleCustomers.triangleCompanyId))
    .where(inArray(triangleCustomers.companyId, companyIds))
    .orderBy(asc(triangleCompanies.name));
  return rows.map((row) => ({
    id: row.id,
    companyId: row.companyId,
    isProspect: row.isProspect,
    triangleCompany: { id: row.triangleCompanyId, name: row.triangleCompanyName },
  }));
}

export async function getClientIdentity(db: DbOrTx, id: number): Promise<ClientCompanyIdentity> {
  const [row] = await db
    .select({ company: companies, address: addresses })
    .from(companies)
    .leftJoin(addresses, eq(addresses.id, companies.addressId))
    .where(eq(companies.id, id));
  if (!row) throw domainError("COMPANY_NOT_FOUND", "notFound");
  const { company } = row;
  return {
    id: company.id,
    name: company.name,
    siret: company.siret,
    isFactor: company.isFactor,
    activitySector: company.activitySector,
    companySize: company.companySize,
    website: company.website,
    internalComment: company.internalComment,
    invoiceHeadName: company.invoiceHeadName,
    invoiceAddress: company.invoiceAddress,
    address: row.address ? toAddressView(row.address) : null,
    version: company.version,
  };
}

export async function getClientSheet(
  { db }: Pick<ServiceContext, "db">,
  { id }: { id: number },
): Promise<ClientSheet> {
  const identity = await getClientIdentity(db, id);
  const contacts = await db
    .select()
    .from(companyContacts)
    .where(eq(companyContacts.companyId, id))
    .orderBy(asc(companyContacts.name), asc(companyContacts.id));
  const projectRows = await db
    .select({
      id: projects.id,
      name: projects.name,
      state: projects.state,
      deliveryDate: projects.deliveryDate,
    })
    .from(projects)
    .where(eq(projects.companyId, id))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  const leadRows = await db
    .select({
      id: leads.id,
      subject: leads.subject,
      leadStatus: leads.leadStatus,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(eq(leads.companyId, id))
    .orderBy(desc(leads.createdAt), desc(leads.id));
  return {
    ...identity,
    contacts: contacts.map(toContactView),
    triangleCustomers: await triangleCustomersOf(db, [id]),
    projects: projectRows,
    leads: leadRows.map((row) => ({
      id: row.id,
      subject: row.subject,
      leadStatus: row.leadStatus,
      createdAt: row.createdAt.toISOString(),
    })),
    nbContacts: contacts.length,
    nbLeads: leadRows.length,
  };
}

/** Contacts and leads per company, for the list cards. */
export async function countsByCompany(db: DbOrTx, companyIds: number[]) {
  if (companyIds.length === 0)
    return { contacts: new Map<number, number>(), leads: new Map<number, number>() };
  const contactRows = await db
    .select({ companyId: companyContacts.companyId, n: count() })
    .from(companyContacts)
    .where(inArray(companyContacts.companyId, companyIds))
    .groupBy(companyContacts.companyId);
  const leadRows = await db
    .select({ companyId: leads.companyId, n: count() })
    .from(leads)
    .where(inArray(leads.companyId, companyIds))
    .groupBy(leads.companyId);
  return {
    contacts: new Map(contactRows.map((row) => [row.companyId, row.n])),
    leads: new Map(
      leadRows.flatMap((row) => (row.companyId === null ? [] : [[row.companyId, row.n] as const])),
    ),
  };
}
