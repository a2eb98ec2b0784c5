import type {
  Cents,
  CreditState,
  InvoiceParties,
  PaymentMode,
  PaymentType,
  Unity,
  VatDetail,
} from "@tronc/domain";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { invoices } from "./billing";
import { triangleProducts } from "./catalogue";
import { cents, createdAt, id, updatedAt, version } from "./columns";
import { triangleCompanies, users } from "./core";
import { quotations } from "./proposals";
import { companies } from "./sales";

const NO_CENTS = 0 as Cents;

/**
 * A credit note ('avoir') of an issuer to a client, optionally correcting one invoice. Its totals are
 * always the domain's computation of its lines; its reference (AV-…) is given at validation from the
 * issuer's own continuous series. Once validated it is a payment instrument: payments in mode
 * MODE_CREDIT draw on it, on any invoice of the same client and issuer, and `amountLeftCents` is its
 * TTC less those payments.
 */
export const credits = pgTable(
  "credits",
  {
    id: id(),
    triangleCompanyId: integer()
      .notNull()
      .references(() => triangleCompanies.id, { onDelete: "restrict" }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    /** The invoice it corrects (created from it); printed by number and date. */
    invoiceId: integer().references(() => invoices.id, { onDelete: "restrict" }),
    state: varchar({ length: 30 }).$type<CreditState>().notNull().default("CREDIT_STATE_CREATED"),
    /** AV-{code}-{year}-{counter}: null until validation, then continuous per issuer and year. */
    reference: varchar({ length: 30 }),
    title: varchar({ length: 255 }).notNull().default(""),
    comment: text().notNull().default(""),
    invoiceHeadName: varchar({ length: 255 }).notNull().default(""),
    invoiceAddress: varchar({ length: 300 }).notNull().default(""),
    creditDate: date({ mode: "string" }).notNull(),
    totalHtCents: cents().notNull().default(NO_CENTS),
    totalTvaCents: cents().notNull().default(NO_CENTS),
    totalTtcCents: cents().notNull().default(NO_CENTS),
    detailTva: jsonb().$type<VatDetail[]>().notNull().default([]),
    /** TTC less the payments made with it ('restAmount'; lists show 0 when negative). */
    amountLeftCents: cents().notNull().default(NO_CENTS),
    /** Seller and buyer frozen at validation. */
    parties: jsonb().$type<InvoiceParties>(),
    /** SHA-256 (hex) of the canonical content frozen at validation. */
    contentSha256: varchar({ length: 64 }),
    validatedAt: timestamp({ withTimezone: true }),
    validatedById: integer().references(() => users.id, { onDelete: "set null" }),
    createdById: integer().references(() => users.id, { onDelete: "set null" }),
    updatedById: integer().references(() => users.id, { onDelete: "set null" }),
    /** Lower-case, accent-free reference, title, client, issuer and invoice reference, for the search. */
    searchText: text().notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Bumped by each write in the same statement: a save based on an older one is refused (issue 29). */
    version: version(),
  },
  (t) => [
    uniqueIndex("credits_reference_unique").on(t.reference),
    index("credits_state_idx").on(t.state, t.createdAt, t.id),
    // The totals bar, read from the index alone (as the invoices').
    index("credits_state_totals_idx").on(t.state, t.totalHtCents, t.totalTvaCents, t.totalTtcCents),
    index("credits_issuer_idx").on(t.triangleCompanyId, t.createdAt, t.id),
    index("credits_company_idx").on(t.companyId, t.triangleCompanyId, t.state),
    index("credits_invoice_idx").on(t.invoiceId),
    index("credits_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);

/** A credit note line ('credit triangle product'): a group product (copied at the time) or free text. */
export const creditLines = pgTable(
  "credit_lines",
  {
    id: id(),
    creditId: integer()
      .notNull()
      .references(() => credits.id, { onDelete: "cascade" }),
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
    /** Copied from a pack line of the corrected invoice: counted, printed without its own prices. */
    hidden: boolean().notNull().default(false),
    baseHtCents: cents().notNull().default(NO_CENTS),
    totalHtCents: cents().notNull().default(NO_CENTS),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("credit_lines_credit_idx").on(t.creditId, t.indexOrder, t.id)],
);

/**
 * A customer payment on a validated invoice. In mode MODE_CREDIT it draws on a credit note of the
 * same client and issuer (`creditId`): the credit's ledger is the list of these rows. The invoice's
 * and the credit's amounts left, the invoice's PAID state and the quotation's state are rewritten in
 * the transaction that writes or removes a payment.
 */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: id(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    amountCents: cents().notNull(),
    paymentType: varchar({ length: 20 }).$type<PaymentType>().notNull(),
    paymentMode: varchar({ length: 30 }).$type<PaymentMode>().notNull(),
    comment: text().notNull().default(""),
    paidAt: date({ mode: "string" }).notNull(),
    creditId: integer().references(() => credits.id, { onDelete: "restrict" }),
    createdById: integer().references(() => users.id, { onDelete: "set null" }),
    updatedById: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("invoice_payments_invoice_idx").on(t.invoiceId, t.paidAt, t.id),
    index("invoice_payments_credit_idx").on(t.creditId),
    index("invoice_payments_paid_idx").on(t.paidAt, t.id),
  ],
);

/** A quotation's payment schedule ('paiements prévisionnels'): their sum never passes its TTC. */
export const forecastPayments = pgTable(
  "forecast_payments",
  {
    id: id(),
    quotationId: integer()
      .notNull()
      .references(() => quotations.id, { onDelete: "cascade" }),
    date: date({ mode: "string" }).notNull(),
    amountCents: cents().notNull(),
    /** The customer payment it was matched with; at most one forecast payment per payment. */
    invoicePaymentId: integer().references(() => invoicePayments.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("forecast_payments_quotation_idx").on(t.quotationId, t.date),
    index("forecast_payments_date_idx").on(t.date),
    uniqueIndex("forecast_payments_invoice_payment_unique").on(t.invoicePaymentId),
  ],
);
