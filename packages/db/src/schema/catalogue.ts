import type { GroupProductType, SupplierPaymentTerm, Unity } from "@tronc/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { cents, createdAt, id, updatedAt, version } from "./columns";
import { addresses, triangleCompanies, users, vatRates } from "./core";

/**
 * Suppliers. A supplier created from the list starts as a draft (`isDraft`): lists, searches and
 * pickers never show drafts, and the first valid save clears the flag (docs/decisions.md).
 */
export const suppliers = pgTable(
  "suppliers",
  {
    id: id(),
    name: varchar({ length: 255 }).notNull().default(""),
    phone: varchar({ length: 30 }),
    email: varchar({ length: 180 }),
    siret: varchar({ length: 14 }),
    contactName: varchar({ length: 255 }),
    contactMail: varchar({ length: 180 }),
    contactPhone: varchar({ length: 30 }),
    addressId: integer().references(() => addresses.id, { onDelete: "set null" }),
    /** Days: 0, 30, 45 or 60. */
    paymentMode: smallint().$type<SupplierPaymentTerm>().notNull().default(30),
    /** Requested deposit, percent 0–100 as a numeric string. */
    advancePercent: numeric({ precision: 5, scale: 2 }).notNull().default("0"),
    note: text(),
    isActive: boolean().notNull().default(true),
    isDraft: boolean().notNull().default(false),
    /** Lower-case, accent-free name, SIRET, contact and city, kept by the service for the search. */
    searchText: text().notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedById: integer().references(() => users.id, { onDelete: "set null" }),
    /** Bumped by each write in the same statement: a save based on an older one is refused (issue 29). */
    version: version(),
  },
  (t) => [
    index("suppliers_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("suppliers_name_idx").on(t.name, t.id).where(sql`not ${t.isDraft}`),
    index("suppliers_siret_idx").on(t.siret),
  ],
);

/** Product types: what the group buys, offered by suppliers (supplier_product_types). */
export const productTypes = pgTable(
  "product_types",
  {
    id: id(),
    name: varchar({ length: 255 }).notNull(),
    isFood: boolean().notNull().default(false),
    isEnabled: boolean().notNull().default(true),
    description: text(),
    searchText: text().notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("product_types_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("product_types_name_idx").on(t.name, t.id),
  ],
);

/** A supplier's offer for a product type: price HT per unit, VAT, delay in days. */
export const supplierProductTypes = pgTable(
  "supplier_product_types",
  {
    id: id(),
    productTypeId: integer()
      .notNull()
      .references(() => productTypes.id, { onDelete: "restrict" }),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id, { onDelete: "restrict" }),
    priceHtCents: cents().notNull(),
    unity: varchar({ length: 20 }).$type<Unity>().notNull().default("UNITY_UNITY"),
    vatRateId: integer()
      .notNull()
      .references(() => vatRates.id, { onDelete: "restrict" }),
    /** Delay in days, a numeric string (half days allowed). */
    deliveryDays: numeric({ precision: 6, scale: 1 }).notNull().default("0"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("supplier_product_types_pair_unique").on(t.productTypeId, t.supplierId),
    index("supplier_product_types_supplier_idx").on(t.supplierId),
  ],
);

/** Group products ('triangle products'): what the group companies sell, picked on quotation lines. */
export const triangleProducts = pgTable(
  "triangle_products",
  {
    id: id(),
    name: varchar({ length: 255 }).notNull(),
    reference: varchar({ length: 60 }).notNull(),
    description: text(),
    type: varchar({ length: 20 }).$type<GroupProductType>().notNull(),
    priceCents: cents().notNull(),
    unity: varchar({ length: 20 }).$type<Unity>().notNull(),
    vatRateId: integer()
      .notNull()
      .references(() => vatRates.id, { onDelete: "restrict" }),
    isEnabled: boolean().notNull().default(true),
    searchText: text().notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("triangle_products_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("triangle_products_reference_idx").on(t.reference, t.id),
  ],
);

/** Which group companies sell a group product. */
export const triangleProductCompanies = pgTable(
  "triangle_product_companies",
  {
    triangleProductId: integer()
      .notNull()
      .references(() => triangleProducts.id, { onDelete: "cascade" }),
    triangleCompanyId: integer()
      .notNull()
      .references(() => triangleCompanies.id, { onDelete: "restrict" }),
  },
  (t) => [
    primaryKey({ columns: [t.triangleProductId, t.triangleCompanyId] }),
    index("triangle_product_companies_company_idx").on(t.triangleCompanyId),
  ],
);

/** Linked purchase: selling one unit of a group product buys `quantity` of a product type. */
export const triangleProductExpenses = pgTable(
  "triangle_product_expenses",
  {
    id: id(),
    triangleProductId: integer()
      .notNull()
      .references(() => triangleProducts.id, { onDelete: "cascade" }),
    productTypeId: integer()
      .notNull()
      .references(() => productTypes.id, { onDelete: "restrict" }),
    /** A numeric string, > 0. */
    quantity: numeric({ precision: 12, scale: 3 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("triangle_product_expenses_product_idx").on(t.triangleProductId),
    index("triangle_product_expenses_type_idx").on(t.productTypeId),
  ],
);

/**
 * Task types. The purchase type ('Achat', `isPurchase`) is created by the migration and can be
 * neither renamed nor deleted: purchase tasks are generated with it.
 */
export const taskTypes = pgTable(
  "task_types",
  {
    id: id(),
    name: varchar({ length: 255 }).notNull(),
    isPurchase: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("task_types_name_unique").on(sql`lower(${t.name})`),
    uniqueIndex("task_types_purchase_unique").on(t.isPurchase).where(sql`${t.isPurchase}`),
  ],
);
