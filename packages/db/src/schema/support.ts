import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt, id, instant, updatedAt, version } from "./columns";
import { files, triangleCompanies, users } from "./core";
import { projects } from "./sales";

/**
 * Something that needs a person ('Liste des Alertes'), raised by the business where the event happens
 * or by `pnpm alerts:scan` for time-based ones. `dedupeKey` names the event (kind + object + moment):
 * the same event never raises two alerts.
 */
export const alerts = pgTable(
  "alerts",
  {
    id: id(),
    type: varchar({ length: 40 }).notNull(),
    state: varchar({ length: 30 }).notNull().default("ALERT_STATE_NEW"),
    /** HTML written by the server from escaped facts; sanitised again when shown. */
    content: text().notNull(),
    /** The screen to open, inside the app ('/tronc-commun/admin/lead/edit/12'). */
    url: varchar({ length: 500 }),
    dedupeKey: varchar({ length: 200 }).notNull(),
    createdAt: createdAt(),
    doneAt: instant(),
    doneById: integer().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("alerts_dedupe_key_unique").on(t.dedupeKey),
    index("alerts_state_idx").on(t.state, t.createdAt, t.id),
  ],
);

/** The people an alert is about ('responsableNames'). */
export const alertResponsibles = pgTable(
  "alert_responsibles",
  {
    alertId: integer()
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.userId] })],
);

/** Who opened the list while the alert was in it ('readBy'). */
export const alertReaders = pgTable(
  "alert_readers",
  {
    alertId: integer()
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.userId] })],
);

/**
 * A phone, a vehicle or a kiosk ('animatos') of the group. Access secrets are stored only encrypted
 * (AES-256-GCM, `*Secret` columns hold `v1.<iv>.<tag>.<ciphertext>` in base64url) and never listed.
 */
export const materials = pgTable(
  "materials",
  {
    id: id(),
    type: varchar({ length: 20 }).notNull(),
    triangleOwnerId: integer()
      .notNull()
      .references(() => triangleCompanies.id, { onDelete: "restrict" }),
    /** A freelance who holds it (a group user), if not the company itself. */
    ownerUserId: integer().references(() => users.id, { onDelete: "set null" }),
    name: varchar({ length: 120 }),
    brand: varchar({ length: 120 }),
    model: varchar({ length: 120 }).notNull(),
    buyAt: date().notNull(),
    note: text(),
    isActive: boolean().notNull().default(true),
    phoneNumber: varchar({ length: 30 }),
    imei1: varchar({ length: 15 }),
    imei2: varchar({ length: 15 }),
    googleAccount: varchar({ length: 180 }),
    numberPlate: varchar({ length: 20 }),
    computer: varchar({ length: 120 }),
    screen: varchar({ length: 60 }),
    scanner1: varchar({ length: 60 }),
    scanner2: varchar({ length: 60 }),
    printer: varchar({ length: 60 }),
    location: varchar({ length: 60 }),
    rustdeskId: varchar({ length: 60 }),
    phonePasswordSecret: text(),
    pinCodeSecret: text(),
    googlePasswordSecret: text(),
    rustdeskPassSecret: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedById: integer().references(() => users.id, { onDelete: "set null" }),
    /** Bumped by each write in the same statement: a save based on an older one is refused (issue 29). */
    version: version(),
  },
  (t) => [
    index("materials_type_idx").on(t.type, t.id),
    uniqueIndex("materials_imei1_unique").on(t.imei1),
    index("materials_owner_idx").on(t.triangleOwnerId),
  ],
);

/** The materials a project uses (the project detail's multi-select). */
export const projectMaterials = pgTable(
  "project_materials",
  {
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    materialId: integer()
      .notNull()
      .references(() => materials.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.materialId] }),
    index("project_materials_material_idx").on(t.materialId),
  ],
);

/** A help video ('Aide'): an uploaded MP4/WebM or an external link; neither shows 'Bientôt disponible'. */
export const tutorials = pgTable(
  "tutorials",
  {
    id: id(),
    category: varchar({ length: 120 }).notNull(),
    title: varchar({ length: 200 }).notNull(),
    description: text(),
    position: integer().notNull().default(0),
    videoFileId: integer().references(() => files.id, { onDelete: "set null" }),
    externalUrl: varchar({ length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("tutorials_order_idx").on(t.category, t.position, t.id)],
);
