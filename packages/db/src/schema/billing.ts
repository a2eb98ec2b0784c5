import type {
  Cents,
  InvoiceParties,
  InvoiceState,
  InvoiceType,
  OperationCategory,
  PaymentDelay,
  Unity,
  VatDetail,
} from "@tronc/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { triangleProducts } from "./catalogue";
import { cents, createdAt, id, updatedAt, version } from "./columns";
import { triangleCompanies, users } from "./core";
import { quotations } from "./proposals";
import { companies } from "./sales";

const NO_CENTS = 0 as Cents;

/**
 * A customer invoice. Its totals are always the domain's `computeInvoiceTotals` of its lines and of
 * the invoices it deducts, rewritten in the transaction of any change. The reference is given at
 * validation (never to a draft); from then on nothing that prints is changed.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    /** The issuer (seller). */
    triangleCompanyId: integer()
      .notNull()
      .references(() => triangleCompanies.id, { onDelete: "restrict" }),
    /** The customer (buyer). */
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    type: varchar({ length: 20 }).$type<InvoiceType>().notNull(),
    state: varchar({ length: 20 }).$type<InvoiceState>().notNull().default("STATE_CREATED"),
    /** FA-{code}-{year}-{counter}: null until validation, then continuous per issuer and year. */
    reference: varchar({ length: 30 }),
    /** The reference's counter (FA-TRI-2026-00042 → 42), kept by PostgreSQL for the list's number range. */
    referenceCounter: integer().generatedAlwaysAs(
      sql`case when right(reference, 5) ~ '^[0-9]{5}$' then right(reference, 5)::integer end`,
    ),
    title: varchar({ length: 255 }).notNull().default(""),
    invoiceHeadName: varchar({ length: 255 }).notNull().default(""),
    invoiceAddress: varchar({ length: 300 }).notNull().default(""),
    /** Printed when it differs from the billing address (EN 16931 BG-15). */
    deliveryAddress: varchar({ length: 300 }).notNull().default(""),
    comment: text().notNull().default(""),
    internalComment: text().notNull().default(""),
    operationCategory: varchar({ length: 10 }).$type<OperationCategory>().notNull().default("SERVICES"),
    invoiceDate: date({ mode: "string" }).notNull(),
    /** Date of the sale or of the end of the service. */
    serviceDate: date({ mode: "string" }),
    paymentMode: smallint().$type<PaymentDelay>().notNull().default(30),
    /** Due date, set at validation: invoice date + payment mode. */
    eligibleAt: date({ mode: "string" }),
    /** Share of the quotation TTC, percent with 2 decimals (deposit and partial invoices). */
    advancePercent: numeric({ precision: 5, scale: 2 }).notNull().default("0"),
    advanceAmountCents: cents().notNull().default(NO_CENTS),
    totalHtCents: cents().notNull().default(NO_CENTS),
    totalTvaCents: cents().notNull().default(NO_CENTS),
    totalTtcCents: cents().notNull().default(NO_CENTS),
    detailTva: jsonb().$type<VatDetail[]>().notNull().default([]),
    /** TTC less payments and credit notes ('Reste à régler'). */
    amountLeftCents: cents().notNull().default(NO_CENTS),
    paidAt: date({ mode: "string" }),
    isDuplicated: boolean().notNull().default(false),
    duplicatedFromId: integer(),
    /** Seller and buyer frozen at validation (EN 16931 BG-4, BG-7). */
    parties: jsonb().$type<InvoiceParties>(),
    /** SHA-256 (hex) of the canonical content frozen at validation. */
    contentSha256: varchar({ length: 64 }),
    validatedAt: timestamp({ withTimezone: true }),
    validatedById: integer().references(() => users.id, { onDelete: "set null" }),
    createdById: integer().references(() => users.id, { onDelete: "set null" }),
    updatedById: integer().references(() => users.id, { onDelete: "set null" }),
    /** Lower-case, accent-free reference, title, client, issuer and quotation references, for the search. */
    searchText: text().notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Bumped by each write in the same statement: a save based on an older one is refused (issue 29). */
    version: version(),
  },
  (t) => [
    uniqueIndex("invoices_reference_unique").on(t.reference),
    index("invoices_state_idx").on(t.state, t.createdAt, t.id),
    index("invoices_issuer_idx").on(t.triangleCompanyId, t.createdAt, t.id),
    index("invoices_company_idx").on(t.companyId, t.id),
    index("invoices_created_idx").on(t.createdAt, t.id),
    index("invoices_date_idx").on(t.invoiceDate, t.id),
    index("invoices_counter_idx").on(t.referenceCounter, t.triangleCompanyId),
    // The totals bar sums the amounts of every match: read from this index alone, not from the rows.
    // The duplicated invoices (a few in a hundred): their page and their totals from this index alone.
    index("invoices_duplicated_idx")
      .on(t.createdAt, t.id, t.totalHtCents, t.totalTvaCents, t.totalTtcCents, t.amountLeftCents)
      .where(sql`is_duplicated`),
    index("invoices_state_totals_idx").on(
      t.state,
      t.totalHtCents,
      t.totalTvaCents,
      t.totalTtcCents,
      t.amountLeftCents,
    ),
    index("invoices_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);

/** An invoice line ('invoice triangle product'): a group product (copied at the time) or free text. */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: id(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    triangleProductId: integer().references(() => triangleProducts.id, { onDelete: "set null" }),
    name: varchar({ length: 255 }).notNull(),
    /** Rich text (sanitised HTML). */
    description: text().notNull().default(""),
    quantity: numeric({ precision: 12, scale: 3 }).notNull().default("1"),
    unitPriceCents: cents().notNull().default(NO_CENTS),
    unity: varchar({ length: 20 }).$type<Unity>().notNull().default("UNITY_UNITY"),
    vatRate: numeric({ precision: 5, scale: 2 }).notNull().default("20"),
    discountPercent: numeric({ precision: 5, scale: 2 }).notNull().default("0"),
    indexOrder: numeric({ precision: 10, scale: 2 }).notNull().default("1"),
    /** A pack line: counted in totals and VAT, printed without its own prices. */
    hidden: boolean().notNull().default(false),
    baseHtCents: cents().notNull().default(NO_CENTS),
    totalHtCents: cents().notNull().default(NO_CENTS),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("invoice_lines_invoice_idx").on(t.invoiceId, t.indexOrder, t.id)],
);

/** The quotations an invoice bills, with the part of its TTC billed on each (the parts sum to its TTC). */
export const invoiceQuotations = pgTable(
  "invoice_quotations",
  {
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    quotationId: integer()
      .notNull()
      .references(() => quotations.id, { onDelete: "restrict" }),
    amountCents: cents().notNull().default(NO_CENTS),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.quotationId] }),
    index("invoice_quotations_quotation_idx").on(t.quotationId),
  ],
);

/** The earlier invoices (deposits, partial invoices) a balance invoice deducts, each printed by number. */
export const invoiceDeductions = pgTable(
  "invoice_deductions",
  {
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    deductedInvoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.deductedInvoiceId] }),
    index("invoice_deductions_deducted_idx").on(t.deductedInvoiceId),
  ],
);
