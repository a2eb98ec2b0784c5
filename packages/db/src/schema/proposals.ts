import type {
  Cents,
  PaymentDelay,
  PurchaseOrderState,
  QuotationState,
  RecommendationState,
  RefusedStatus,
  Unity,
  VatDetail,
} from "@tronc/domain";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { productTypes, suppliers, triangleProducts } from "./catalogue";
import { cents, createdAt, id, updatedAt, version } from "./columns";
import { files, triangleCompanies, users } from "./core";
import { supplierInvoices } from "./money-out";
import { companies, leads, projects } from "./sales";

const NO_CENTS = 0 as Cents;

/**
 * A recommendation (commercial proposal) of a lead: the client company and the issuing group company
 * are copied from the lead when it is created. Its delivery dates are read from its calendar events.
 */
export const recommendations = pgTable(
  "recommendations",
  {
    id: id(),
    leadId: integer()
      .notNull()
      .references(() => leads.id, { onDelete: "restrict" }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    triangleCompanyId: integer()
      .notNull()
      .references(() => triangleCompanies.id, { onDelete: "restrict" }),
    state: varchar({ length: 30 }).$type<RecommendationState>().notNull().default("RECO_STATE_DRAFT"),
    refusedStatus: varchar({ length: 40 }).$type<RefusedStatus>(),
    validAt: date({ mode: "string" }),
    sendAt: date({ mode: "string" }),
    acceptedAt: date({ mode: "string" }),
    refusedAt: date({ mode: "string" }),
    /** The presentation PDF printed before the quotations. */
    presentationFileId: integer().references(() => files.id, { onDelete: "set null" }),
    createdById: integer().references(() => users.id, { onDelete: "set null" }),
    /** Lower-case, accent-free lead subject, client, quotation references and titles, for the search. */
    searchText: text().notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("recommendations_lead_idx").on(t.leadId, t.id),
    index("recommendations_state_idx").on(t.state, t.triangleCompanyId),
    index("recommendations_company_idx").on(t.companyId, t.id),
    index("recommendations_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);

/** The delivery calendar of a recommendation ('event calendars'). */
export const recommendationEvents = pgTable(
  "recommendation_events",
  {
    id: id(),
    recommendationId: integer()
      .notNull()
      .references(() => recommendations.id, { onDelete: "cascade" }),
    startAt: timestamp({ withTimezone: true }).notNull(),
    endAt: timestamp({ withTimezone: true }).notNull(),
    location: varchar({ length: 255 }).notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("recommendation_events_recommendation_idx").on(t.recommendationId, t.startAt),
    index("recommendation_events_start_idx").on(t.startAt, t.endAt),
  ],
);

/**
 * A quotation. Its totals are always the domain's `computeDocumentTotals` of its lines (and the
 * expenses' totals the sum of its supplier purchases), rewritten in the transaction of any change.
 */
export const quotations = pgTable(
  "quotations",
  {
    id: id(),
    recommendationId: integer()
      .notNull()
      .references(() => recommendations.id, { onDelete: "restrict" }),
    /** The issuer: the recommendation's group company. */
    triangleCompanyId: integer()
      .notNull()
      .references(() => triangleCompanies.id, { onDelete: "restrict" }),
    /** DE-{code}-{year}-{counter}, continuous per issuer and year, given at creation. */
    reference: varchar({ length: 30 }).notNull(),
    title: varchar({ length: 255 }).notNull().default(""),
    comment: text(),
    internalComment: text(),
    state: varchar({ length: 30 }).$type<QuotationState>().notNull().default("QUOTATION_STATE_DRAFT"),
    /** Deposit asked, percent 0–100. */
    advancePercent: numeric({ precision: 5, scale: 2 }).notNull().default("0"),
    paymentMode: smallint().$type<PaymentDelay>().notNull().default(30),
    isRecurringPayment: boolean().notNull().default(false),
    totalHtCents: cents().notNull().default(NO_CENTS),
    totalTvaCents: cents().notNull().default(NO_CENTS),
    totalTtcCents: cents().notNull().default(NO_CENTS),
    detailTva: jsonb().$type<VatDetail[]>().notNull().default([]),
    expensesTotalHtCents: cents().notNull().default(NO_CENTS),
    expensesTotalTtcCents: cents().notNull().default(NO_CENTS),
    updatedById: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Bumped by each write in the same statement: a save based on an older one is refused (issue 29). */
    version: version(),
    /** An amendment ('Avenant'): the original accepted quotation it changes (always the first of the family). */
    amendsQuotationId: integer().references((): AnyPgColumn => quotations.id, { onDelete: "restrict" }),
    /** 'Avenant n° k' of that original; null on an original. */
    amendmentNumber: smallint(),
  },
  (t) => [
    uniqueIndex("quotations_reference_unique").on(t.reference),
    uniqueIndex("quotations_amendment_unique").on(t.amendsQuotationId, t.amendmentNumber),
    index("quotations_recommendation_idx").on(t.recommendationId, t.id),
    index("quotations_state_idx").on(t.state, t.triangleCompanyId, t.createdAt),
  ],
);

/** A quotation line: a group product (copied at the time) or free text (no product). */
export const quotationLines = pgTable(
  "quotation_lines",
  {
    id: id(),
    quotationId: integer()
      .notNull()
      .references(() => quotations.id, { onDelete: "cascade" }),
    triangleProductId: integer().references(() => triangleProducts.id, { onDelete: "set null" }),
    name: varchar({ length: 255 }).notNull(),
    /** Rich text (sanitised HTML). */
    description: text().notNull().default(""),
    quantity: numeric({ precision: 12, scale: 3 }).notNull().default("1"),
    unitPriceCents: cents().notNull().default(NO_CENTS),
    unity: varchar({ length: 20 }).$type<Unity>().notNull().default("UNITY_UNITY"),
    /** The rate itself (a snapshot: a VAT row edited later never changes a document). */
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
  (t) => [
    index("quotation_lines_quotation_idx").on(t.quotationId, t.indexOrder, t.id),
    index("quotation_lines_product_idx").on(t.triangleProductId),
  ],
);

/** A supplier purchase of a quotation ('quotation expense'); its totals are its lines' and fees'. */
export const quotationExpenses = pgTable(
  "quotation_expenses",
  {
    id: id(),
    quotationId: integer()
      .notNull()
      .references(() => quotations.id, { onDelete: "restrict" }),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id, { onDelete: "restrict" }),
    title: varchar({ length: 255 }).notNull(),
    supplierQuotationFileId: integer().references(() => files.id, { onDelete: "set null" }),
    totalHtCents: cents().notNull().default(NO_CENTS),
    totalTvaCents: cents().notNull().default(NO_CENTS),
    totalTtcCents: cents().notNull().default(NO_CENTS),
    detailTva: jsonb().$type<VatDetail[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("quotation_expenses_quotation_idx").on(t.quotationId, t.id),
    index("quotation_expenses_supplier_idx").on(t.supplierId),
  ],
);

/** A product line of a supplier purchase; the product type must be one the supplier offers. */
export const quotationSupplierProducts = pgTable(
  "quotation_supplier_products",
  {
    id: id(),
    quotationExpenseId: integer()
      .notNull()
      .references(() => quotationExpenses.id, { onDelete: "restrict" }),
    productTypeId: integer().references(() => productTypes.id, { onDelete: "restrict" }),
    name: varchar({ length: 255 }).notNull(),
    description: text().notNull().default(""),
    quantity: numeric({ precision: 12, scale: 3 }).notNull().default("1"),
    unity: varchar({ length: 20 }).$type<Unity>().notNull().default("UNITY_UNITY"),
    unitPriceCents: cents().notNull().default(NO_CENTS),
    vatRate: numeric({ precision: 5, scale: 2 }).notNull().default("20"),
    discountPercent: numeric({ precision: 5, scale: 2 }).notNull().default("0"),
    /** Working days. */
    deliveryDays: integer().notNull().default(0),
    baseHtCents: cents().notNull().default(NO_CENTS),
    totalHtCents: cents().notNull().default(NO_CENTS),
    /** The supplier invoice that paid the line ('Payé · {number}'); cleared when unlinked. */
    paidBySupplierInvoiceId: integer().references((): AnyPgColumn => supplierInvoices.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("quotation_supplier_products_expense_idx").on(t.quotationExpenseId, t.id),
    index("quotation_supplier_products_type_idx").on(t.productTypeId),
    index("quotation_supplier_products_paid_idx").on(t.paidBySupplierInvoiceId),
  ],
);

/** An extra fee on a purchase line (delivery, packaging…): no discount, its own VAT rate. */
export const quotationSupplierProductFees = pgTable(
  "quotation_supplier_product_fees",
  {
    id: id(),
    quotationSupplierProductId: integer()
      .notNull()
      .references(() => quotationSupplierProducts.id, { onDelete: "cascade" }),
    name: varchar({ length: 255 }).notNull(),
    vatRate: numeric({ precision: 5, scale: 2 }).notNull().default("20"),
    unitPriceCents: cents().notNull().default(NO_CENTS),
    quantity: numeric({ precision: 12, scale: 3 }).notNull().default("1"),
    totalHtCents: cents().notNull().default(NO_CENTS),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("quotation_supplier_product_fees_line_idx").on(t.quotationSupplierProductId, t.id)],
);

/**
 * A purchase order, generated once per supplier purchase of an accepted quotation (unique), with its
 * own continuous reference per issuer and year. Its amounts are its purchase's.
 */
export const purchaseOrders = pgTable(
  "purchase_orders",
  {
    id: id(),
    quotationExpenseId: integer()
      .notNull()
      .references(() => quotationExpenses.id, { onDelete: "restrict" }),
    reference: varchar({ length: 30 }).notNull(),
    state: varchar({ length: 20 }).$type<PurchaseOrderState>().notNull().default("STATE_PENDING"),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id, { onDelete: "restrict" }),
    triangleCompanyId: integer()
      .notNull()
      .references(() => triangleCompanies.id, { onDelete: "restrict" }),
    projectId: integer().references(() => projects.id, { onDelete: "set null" }),
    createdById: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedById: integer().references(() => users.id, { onDelete: "set null" }),
    /** Bumped by each write in the same statement: a save based on an older one is refused (issue 29). */
    version: version(),
  },
  (t) => [
    uniqueIndex("purchase_orders_expense_unique").on(t.quotationExpenseId),
    uniqueIndex("purchase_orders_reference_unique").on(t.reference),
    index("purchase_orders_state_idx").on(t.state, t.createdAt, t.id),
    index("purchase_orders_supplier_idx").on(t.supplierId),
    index("purchase_orders_project_idx").on(t.projectId),
  ],
);

/**
 * Mail to send, written in the transaction of the event that asks for it (a recommendation accepted,
 * a new lead, an alert). The sender (services/support/mail) claims due rows until `claimedUntil`, so two
 * processes never send one mail; a failure pushes `nextAttemptAt` back; after the last try `failedAt` is set.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: id(),
    kind: varchar({ length: 60 }).notNull(),
    recipientUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: varchar({ length: 255 }).notNull(),
    /** What the mail says: the screen's link and the facts, rendered by the sender. */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    attempts: smallint().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    claimedUntil: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  // Only what is still to send: the sender's claim stays fast however many mails were sent.
  (t) => [
    index("outbox_pending_idx").on(t.nextAttemptAt, t.id).where(sql`sent_at is null and failed_at is null`),
  ],
);
