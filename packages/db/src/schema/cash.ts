import { date, index, pgTable, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { cents, createdAt, fkInt, id, updatedAt } from "./columns";
import { triangleCompanies } from "./core";

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
