import type { Discr } from "@tronc/domain";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt, id, instant, updatedAt, version } from "./columns";

export const files = pgTable("files", {
  id: id(),
  filename: varchar({ length: 255 }).notNull(),
  mimeType: varchar({ length: 100 }).notNull(),
  size: integer().notNull(),
  uploadedById: integer(),
  createdAt: createdAt(),
});

export const addresses = pgTable("addresses", {
  id: id(),
  address: varchar({ length: 255 }).notNull().default(""),
  complement: varchar({ length: 255 }),
  postalCode: varchar({ length: 10 }).notNull().default(""),
  city: varchar({ length: 120 }).notNull().default(""),
  latitude: numeric({ precision: 10, scale: 7 }),
  longitude: numeric({ precision: 10, scale: 7 }),
  createdAt: createdAt(),
});

/** Group users ('triangle-user') and AI coaches ('coach-ia') share one table, told apart by discr. */
export const users = pgTable(
  "users",
  {
    id: id(),
    discr: varchar({ length: 20 }).$type<Discr>().notNull().default("triangle-user"),
    email: varchar({ length: 180 }).notNull(),
    name: varchar({ length: 100 }).notNull().default(""),
    lastname: varchar({ length: 100 }).notNull().default(""),
    phone: varchar({ length: 30 }),
    passwordHash: text(),
    isSuperAdmin: boolean().notNull().default(false),
    isCompta: boolean().notNull().default(false),
    isReadAlert: boolean().notNull().default(false),
    isLeaveAdmin: boolean().notNull().default(false),
    isActif: boolean().notNull().default(true),
    isReceiveMailLead: boolean().notNull().default(false),
    isReceiveAlert: boolean().notNull().default(false),
    isReceiveRecoAcceptedEmail: boolean().notNull().default(false),
    isCoachIA: boolean().notNull().default(false),
    unsetTakeOffCount: integer().notNull().default(0),
    pictureFileId: integer().references(() => files.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedById: integer().references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /** Bumped by each write in the same statement: a save based on an older one is refused (issue 29). */
    version: version(),
  },
  (t) => [uniqueIndex("users_email_unique").on(sql`lower(${t.email})`), index("users_discr_idx").on(t.discr)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    tokenHash: varchar({ length: 64 }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
  },
  (t) => [uniqueIndex("sessions_token_unique").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: id(),
    email: varchar({ length: 180 }).notNull(),
    ip: varchar({ length: 64 }).notNull(),
    succeeded: boolean().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("login_attempts_email_idx").on(t.email, t.createdAt),
    index("login_attempts_ip_idx").on(t.ip, t.createdAt),
  ],
);

export const triangleCompanies = pgTable("triangle_companies", {
  id: id(),
  name: varchar({ length: 150 }).notNull(),
  code: varchar({ length: 10 }).notNull().default(""),
  siret: varchar({ length: 14 }).notNull().default(""),
  phone: varchar({ length: 30 }).notNull().default(""),
  email: varchar({ length: 180 }).notNull().default(""),
  addressId: integer().references(() => addresses.id, { onDelete: "set null" }),
  isActive: boolean().notNull().default(true),
  tvaNumber: varchar({ length: 20 }).notNull().default(""),
  color: varchar({ length: 9 }).notNull().default("#3b82f6ff"),
  pdfBanqInfos: text().notNull().default(""),
  cgv: text().notNull().default(""),
  footerPdf: text().notNull().default(""),
  /** Legal mentions printed on invoices (Code de commerce R123-237, L441-10; CGI art. 242 nonies A). */
  legalForm: varchar({ length: 60 }).notNull().default(""),
  shareCapital: varchar({ length: 40 }).notNull().default(""),
  rcs: varchar({ length: 80 }).notNull().default(""),
  /** 'Option pour le paiement de la taxe d'après les débits'. */
  vatOnDebits: boolean().notNull().default(false),
  latePenaltyTerms: text()
    .notNull()
    .default("Taux de refinancement de la Banque centrale européenne majoré de 10 points"),
  earlyPaymentTerms: text().notNull().default("Pas d'escompte pour paiement anticipé"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const triangleCompanyLogos = pgTable(
  "triangle_company_logos",
  {
    triangleCompanyId: integer()
      .notNull()
      .references(() => triangleCompanies.id, { onDelete: "cascade" }),
    fileId: integer()
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.triangleCompanyId, t.fileId] })],
);

export const userTriangleCompanies = pgTable(
  "user_triangle_companies",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    triangleCompanyId: integer()
      .notNull()
      .references(() => triangleCompanies.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.triangleCompanyId] })],
);

export const vatRates = pgTable(
  "vat_rates",
  {
    id: id(),
    rate: numeric({ precision: 5, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("vat_rates_rate_unique").on(t.rate)],
);

/** Every change of state of a business object: who, when, from, to. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    entityType: varchar({ length: 60 }).notNull(),
    entityId: integer().notNull(),
    field: varchar({ length: 60 }).notNull(),
    fromValue: text(),
    toValue: text(),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    details: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_entity_idx").on(t.entityType, t.entityId)],
);

/** Gapless counters for numbered series (invoice, credit note, quotation, purchase order). */
export const documentCounters = pgTable(
  "document_counters",
  {
    series: varchar({ length: 20 }).notNull(),
    triangleCompanyId: integer()
      .notNull()
      .references(() => triangleCompanies.id),
    year: integer().notNull(),
    lastValue: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.triangleCompanyId, t.year] })],
);

/**
 * The PDF of a numbered invoice or credit note, rendered once and kept in the files folder
 * (`issued/<kind>-<id>.pdf`): every later download, zip or attachment is these bytes. Its SHA-256 sits
 * beside the document's content SHA-256 of that moment: evidence of what was issued.
 */
export const issuedPdfs = pgTable(
  "issued_pdfs",
  {
    documentKind: varchar({ length: 20 }).$type<"invoice" | "credit">().notNull(),
    documentId: integer().notNull(),
    pdfSha256: varchar({ length: 64 }).notNull(),
    contentSha256: varchar({ length: 64 }),
    size: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.documentKind, t.documentId] })],
);
