import type { Cents, ChargeState, ChargeType } from "@tronc/domain";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { cents, createdAt, fkInt, id, updatedAt, version } from "./columns";
import { triangleCompanies, users } from "./core";

/** A group company's share of a charge or of a forecast line: percent as typed (exact decimal text). */
export interface StoredCompanyShare {
  companyId: number;
  pct: string;
}

/** A forecast line's share, with its amount from the largest-remainder split of the line's amount. */
export interface StoredCompanyPart extends StoredCompanyShare {
  amountCents: Cents;
}

/**
 * A recurring charge ('Budget Prévisionnel'): an expense (amount always negative) falling on
 * `dayOfMonth` every `everyNMonth` months from `dateFrom`, split between group companies. The nightly
 * rollout writes its occurrences into the forecast. `valuesFrom` is the first day its current title,
 * amount and split apply to ('Cette valeur et toutes les valeurs futures' moves it): earlier lines keep
 * what they were written with. `deactivatedFrom` is set when it is switched off from a date.
 */
export const charges = pgTable(
  "charges",
  {
    id: id(),
    title: varchar({ length: 255 }).notNull(),
    type: varchar({ length: 40 }).$type<ChargeType>().notNull(),
    amountCents: cents().notNull(),
    everyNMonth: smallint().notNull().default(1),
    dayOfMonth: smallint().notNull().default(1),
    dateFrom: date({ mode: "string" }).notNull(),
    valuesFrom: date({ mode: "string" }).notNull(),
    color: varchar({ length: 7 }).notNull().default("#cab2e3"),
    state: varchar({ length: 30 }).$type<ChargeState>().notNull().default("STATE_PENDING"),
    isActive: boolean().notNull().default(true),
    deactivatedFrom: date({ mode: "string" }),
    companiesParts: jsonb().$type<StoredCompanyShare[]>().notNull().default([]),
    /** Lower-case, accent-free title and type label, for the search. */
    searchText: text().notNull().default(""),
    createdById: integer().references(() => users.id, { onDelete: "set null" }),
    updatedById: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Bumped by each write in the same statement: a save based on an older one is refused (issue 29). */
    version: version(),
  },
  (t) => [index("charges_state_idx").on(t.state, t.id), index("charges_active_idx").on(t.isActive, t.id)],
);

/**
 * A line of the forecast: typed by hand ('+ ajouter') or rolled out from a charge (one per charge and
 * day). `amountCents` is what the line says now: once declared real ('Déclarer le paiement réél') it is
 * what was really paid on `realDay`, and `forecastAmountCents` keeps what was planned. A pinned line
 * (edited 'Cette valeur uniquement') and a real line are never touched by the rollout.
 */
export const forecastItems = pgTable(
  "forecast_items",
  {
    id: id(),
    title: varchar({ length: 255 }).notNull(),
    amountCents: cents().notNull(),
    forecastAmountCents: cents(),
    forecastDay: date({ mode: "string" }).notNull(),
    realDay: date({ mode: "string" }),
    chargeId: integer().references(() => charges.id, { onDelete: "restrict" }),
    isPinned: boolean().notNull().default(false),
    companiesParts: jsonb().$type<StoredCompanyPart[]>().notNull().default([]),
    createdById: integer().references(() => users.id, { onDelete: "set null" }),
    updatedById: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("forecast_items_charge_day_unique").on(t.chargeId, t.forecastDay),
    index("forecast_items_day_idx").on(t.forecastDay, t.id),
    index("forecast_items_real_day_idx").on(t.realDay, t.id),
  ],
);

/** The bank's balance as the accountant read it at the opening of a day; later days carry it forward. */
export const forecastBankBalances = pgTable(
  "forecast_bank_balances",
  {
    id: id(),
    date: date({ mode: "string" }).notNull(),
    amountCents: cents().notNull().$type<Cents>(),
    updatedById: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("forecast_bank_balances_date_unique").on(t.date)],
);

/**
 * A group company's bank account: IBAN and BIC in their electronic form (checked by the domain), the
 * balance on the opening date in cents (negative for an overdraft). An IBAN names one account only.
 */
export const bankAccounts = pgTable(
  "bank_accounts",
  {
    id: id(),
    triangleCompanyId: fkInt()
      .notNull()
      .references(() => triangleCompanies.id),
    name: varchar({ length: 100 }).notNull(),
    iban: varchar({ length: 34 }).notNull(),
    bic: varchar({ length: 11 }),
    openingBalanceCents: cents().notNull(),
    openingDate: date({ mode: "string" }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("bank_accounts_iban_unique").on(t.iban),
    index("bank_accounts_company_idx").on(t.triangleCompanyId),
  ],
);
