import type { Cents, PaymentMode, PaymentType, SupplierInvoiceState, Unity } from "@tronc/domain";
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { suppliers } from "./catalogue";
import { cents, createdAt, id, updatedAt, version } from "./columns";
import { files, users } from "./core";
import { purchaseOrders, quotationSupplierProducts } from "./proposals";

const NO_CENTS = 0 as Cents;

/**
 * A supplier's invoice as received: its PDF, number, amounts and dates typed from it (all required
 * before it counts as complete), the purchase orders it bills, and its payments. `amountLeftCents`
 * is its TTC less its payments; the state follows the payments (STATE_PAID when nothing is left).
 * One number per supplier: `invoiceNumberKey` (upper case, spaces removed) is unique per supplier.
 */
export const supplierInvoices = pgTable(
  "supplier_invoices",
  {
    id: id(),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id, { onDelete: "restrict" }),
    fileId: integer().references(() => files.id, { onDelete: "set null" }),
    state: varchar({ length: 20 }).$type<SupplierInvoiceState>().notNull().default("STATE_PENDING"),
    invoiceNumber: varchar({ length: 60 }),
    invoiceNumberKey: varchar({ length: 60 }),
    /** TTC. */
    amountCents: cents(),
    amountTvaCents: cents(),
    /** When it is to be paid (due date). */
    paymentAt: date({ mode: "string" }),
    invoiceReceivedAt: date({ mode: "string" }),
    invoiceAt: date({ mode: "string" }),
    comment: text().notNull().default(""),
    amountLeftCents: cents().notNull().default(NO_CENTS),
    /** Lower-case, accent-free number, supplier name and linked order references, for the search. */
    searchText: text().notNull().default(""),
    createdById: integer().references(() => users.id, { onDelete: "set null" }),
    updatedById: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Bumped by each write in the same statement: a save based on an older one is refused (issue 29). */
    version: version(),
  },
  (t) => [
    uniqueIndex("supplier_invoices_number_unique").on(t.supplierId, t.invoiceNumberKey),
    index("supplier_invoices_state_idx").on(t.state, t.createdAt, t.id),
    // The totals bar, read from the index alone (as the customer invoices').
    index("supplier_invoices_state_totals_idx").on(
      t.state,
      t.amountTvaCents,
      t.amountCents,
      t.amountLeftCents,
    ),
    index("supplier_invoices_invoice_at_idx").on(t.invoiceAt, t.id),
    index("supplier_invoices_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);

/**
 * A purchase order billed by a supplier invoice (same supplier). `confirmed` is the toggle that
 * switches the order between STATE_FINISH (confirmed) and STATE_INVOICE.
 */
export const supplierInvoicePurchaseOrders = pgTable(
  "supplier_invoice_purchase_orders",
  {
    id: id(),
    supplierInvoiceId: integer()
      .notNull()
      .references(() => supplierInvoices.id, { onDelete: "cascade" }),
    purchaseOrderId: integer()
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: "restrict" }),
    confirmed: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("supplier_invoice_purchase_orders_unique").on(t.supplierInvoiceId, t.purchaseOrderId),
    index("supplier_invoice_purchase_orders_order_idx").on(t.purchaseOrderId),
  ],
);

/**
 * A line of a supplier invoice, under the order it bills: copied from the order's purchase line when
 * the order is linked, then edited to what the supplier actually invoiced.
 */
export const supplierInvoiceProducts = pgTable(
  "supplier_invoice_products",
  {
    id: id(),
    supplierInvoicePurchaseOrderId: integer()
      .notNull()
      .references(() => supplierInvoicePurchaseOrders.id, { onDelete: "cascade" }),
    quotationSupplierProductId: integer().references(() => quotationSupplierProducts.id, {
      onDelete: "set null",
    }),
    name: varchar({ length: 255 }).notNull(),
    quantity: numeric({ precision: 12, scale: 3 }).notNull().default("1"),
    unity: varchar({ length: 20 }).$type<Unity>().notNull().default("UNITY_UNITY"),
    unitPriceCents: cents().notNull().default(NO_CENTS),
    vatRate: numeric({ precision: 5, scale: 2 }).notNull().default("20"),
    baseHtCents: cents().notNull().default(NO_CENTS),
    totalHtCents: cents().notNull().default(NO_CENTS),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("supplier_invoice_products_link_idx").on(t.supplierInvoicePurchaseOrderId, t.id)],
);

/** A payment of a supplier invoice (every mode, 'Avoir' included). */
export const supplierPayments = pgTable(
  "supplier_payments",
  {
    id: id(),
    supplierInvoiceId: integer()
      .notNull()
      .references(() => supplierInvoices.id, { onDelete: "cascade" }),
    amountCents: cents().notNull(),
    paymentType: varchar({ length: 20 }).$type<PaymentType>().notNull(),
    paymentMode: varchar({ length: 30 }).$type<PaymentMode>().notNull(),
    comment: text().notNull().default(""),
    paidAt: date({ mode: "string" }).notNull(),
    createdById: integer().references(() => users.id, { onDelete: "set null" }),
    updatedById: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("supplier_payments_invoice_idx").on(t.supplierInvoiceId, t.paidAt, t.id)],
);
