import type { CallType, LeadLevel, LeadStatus, ProjectState } from "@tronc/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt, id, instant, updatedAt, version } from "./columns";
import { addresses, files, triangleCompanies, users } from "./core";

/** Client companies ('Company' on the wire, IRI /api/companies/{id}). */
export const companies = pgTable(
  "companies",
  {
    id: id(),
    name: varchar({ length: 255 }).notNull().default(""),
    siret: varchar({ length: 14 }),
    isFactor: boolean().notNull().default(false),
    activitySector: varchar({ length: 150 }),
    companySize: integer(),
    website: varchar({ length: 255 }),
    internalComment: text(),
    invoiceHeadName: varchar({ length: 255 }),
    invoiceAddress: varchar({ length: 300 }),
    addressId: integer().references(() => addresses.id, { onDelete: "set null" }),
    /** Lower-case, accent-free name, SIRET and city, kept by the service for the client search. */
    searchText: text().notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedById: integer().references(() => users.id, { onDelete: "set null" }),
    /** Bumped by each write in the same statement: a save based on an older one is refused (issue 29). */
    version: version(),
  },
  (t) => [
    uniqueIndex("companies_siret_unique").on(t.siret).where(sql`${t.siret} is not null`),
    index("companies_siret_prefix_idx").using("btree", t.siret.op("varchar_pattern_ops")),
    index("companies_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("companies_name_idx").on(t.name, t.id),
  ],
);

export const companyContacts = pgTable(
  "company_contacts",
  {
    id: id(),
    name: varchar({ length: 255 }).notNull(),
    email: varchar({ length: 180 }),
    phone: varchar({ length: 30 }).notNull().default(""),
    occupation: varchar({ length: 150 }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedById: integer().references(() => users.id, { onDelete: "set null" }),
    /** Bumped by each write in the same statement: a save based on an older one is refused (issue 29). */
    version: version(),
  },
  (t) => [index("company_contacts_company_email_idx").on(t.companyId, sql`lower(${t.email})`)],
);

/** Group-company/client link: which group companies a client belongs to (or is a prospect of). */
export const triangleCustomers = pgTable(
  "triangle_customers",
  {
    id: id(),
    triangleCompanyId: integer()
      .notNull()
      .references(() => triangleCompanies.id, { onDelete: "cascade" }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    isProspect: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("triangle_customers_pair_unique").on(t.triangleCompanyId, t.companyId),
    index("triangle_customers_company_idx").on(t.companyId),
  ],
);

/** The requester's original request, as typed in step 1 and 2 of the lead creation or sent by a site. */
export const contactForms = pgTable("contact_forms", {
  id: id(),
  name: varchar({ length: 255 }).notNull().default(""),
  phone: varchar({ length: 30 }).notNull().default(""),
  email: varchar({ length: 180 }),
  companyName: varchar({ length: 255 }),
  source: varchar({ length: 255 }),
  message: text().notNull().default(""),
  subject: varchar({ length: 255 }).notNull().default(""),
  infos: jsonb(),
  createdAt: createdAt(),
});

export const leads = pgTable(
  "leads",
  {
    id: id(),
    subject: varchar({ length: 255 }).notNull(),
    brief: text().notNull().default(""),
    leadLevel: varchar({ length: 20 }).$type<LeadLevel>(),
    leadStatus: varchar({ length: 30 }).$type<LeadStatus>().notNull().default("LEAD_STATUS_UNREAD"),
    triangleCompanyId: integer().references(() => triangleCompanies.id, { onDelete: "set null" }),
    sourceTriangleCompanyId: integer().references(() => triangleCompanies.id, { onDelete: "set null" }),
    companyId: integer().references(() => companies.id, { onDelete: "set null" }),
    ownerId: integer().references(() => users.id, { onDelete: "set null" }),
    userAssignedId: integer().references(() => users.id, { onDelete: "set null" }),
    assignedAt: instant(),
    readAt: instant(),
    takenOverAt: instant(),
    callbackAt: instant(),
    callbackUserId: integer().references(() => users.id, { onDelete: "set null" }),
    callbackSubject: varchar({ length: 255 }),
    contactFormId: integer().references(() => contactForms.id, { onDelete: "restrict" }),
    /**
     * Lower-case, accent-free subject, requester name, company names, e-mail and phone (also as bare
     * digits), kept by the sales services; searched with LIKE through the trigram index.
     */
    searchText: text().notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedById: integer().references(() => users.id, { onDelete: "set null" }),
    /** Bumped by each write in the same statement: a save based on an older one is refused (issue 29). */
    version: version(),
  },
  (t) => [
    index("leads_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("leads_created_idx").on(t.createdAt, t.id),
    /**
     * The lists without a text query read these alone (index-only scans): statuses (never trash),
     * 'Rappel auj.', 'Sans rappel' (the list's exact predicate) and 'Poubelle'; the group company comes
     * last for its filter.
     */
    index("leads_status_created_idx")
      .on(t.leadStatus, t.createdAt, t.id, t.triangleCompanyId)
      .where(sql`(${t.leadLevel} is null or ${t.leadLevel} <> 'LEAD_TRASH')`),
    index("leads_callback_idx")
      .on(t.callbackAt, t.id, t.triangleCompanyId)
      .where(sql`${t.callbackAt} is not null and (${t.leadLevel} is null or ${t.leadLevel} <> 'LEAD_TRASH')`),
    // 'Tous les statuts' and what narrows it without a status ('noAnswer', the group company, a broad
    // word): the walk by date reads the index alone, search text included, instead of each lead's row.
    index("leads_live_created_idx")
      .on(t.createdAt, t.id, t.triangleCompanyId, t.searchText)
      .where(sql`${t.leadLevel} is null or ${t.leadLevel} <> 'LEAD_TRASH'`),
    index("leads_trash_created_idx")
      .on(t.createdAt, t.id, t.triangleCompanyId)
      .where(sql`${t.leadLevel} = 'LEAD_TRASH'`),
    index("leads_without_callback_idx")
      .on(t.createdAt, t.id, t.triangleCompanyId)
      .where(
        sql`${t.callbackAt} is null and (${t.leadLevel} is null or ${t.leadLevel} <> 'LEAD_TRASH') and ${t.leadStatus} not in ('LEAD_STATUS_REFUSED', 'LEAD_STATUS_ACCEPTED')`,
      ),
    index("leads_company_idx").on(t.companyId),
    uniqueIndex("leads_contact_form_unique").on(t.contactFormId),
  ],
);

/** The call / exchange log of a lead; soft-deleted. */
export const leadCalls = pgTable(
  "lead_calls",
  {
    id: id(),
    comment: text().notNull(),
    ownerId: integer().references(() => users.id, { onDelete: "set null" }),
    leadId: integer()
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    callType: varchar({ length: 20 }).$type<CallType>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    isDeleted: boolean().notNull().default(false),
    deletedAt: instant(),
    deletedById: integer().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("lead_calls_lead_idx").on(t.leadId, t.createdAt),
    /** 'noAnswer' (no exchange that is not deleted): an index-only probe per lead. */
    index("lead_calls_live_lead_idx").on(t.leadId).where(sql`not ${t.isDeleted}`),
  ],
);

export const leadFiles = pgTable(
  "lead_files",
  {
    leadId: integer()
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    fileId: integer()
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.leadId, t.fileId] })],
);

/** Projects (minimal here: what a lead needs; the projects area extends it). */
export const projects = pgTable(
  "projects",
  {
    id: id(),
    name: varchar({ length: 250 }).notNull(),
    state: varchar({ length: 30 }).$type<ProjectState>().notNull().default("STATE_LEAD"),
    leadId: integer().references(() => leads.id, { onDelete: "set null" }),
    creatorId: integer().references(() => users.id, { onDelete: "set null" }),
    companyId: integer().references(() => companies.id, { onDelete: "set null" }),
    projectManagerId: integer().references(() => users.id, { onDelete: "set null" }),
    ownerTriangleCompanyId: integer().references(() => triangleCompanies.id, { onDelete: "set null" }),
    deliveryDate: date({ mode: "string" }),
    refusedStatus: varchar({ length: 40 }),
    /** 'Description' on the detail screen: rich text (sanitised HTML). */
    comment: text(),
    gameUrl: varchar({ length: 500 }),
    /** Lower-case, accent-free name and client, kept by the projects service for the search. */
    searchText: text().notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedById: integer().references(() => users.id, { onDelete: "set null" }),
    /** Bumped by each write in the same statement: a save based on an older one is refused (issue 29). */
    version: version(),
  },
  (t) => [
    uniqueIndex("projects_lead_unique").on(t.leadId),
    index("projects_company_idx").on(t.companyId),
    index("projects_state_idx").on(t.state),
    index("projects_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);
