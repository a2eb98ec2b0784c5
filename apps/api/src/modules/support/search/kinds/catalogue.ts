import { charges, suppliers, users } from "@tronc/db";
import { CHARGE_STATE_LABELS } from "@tronc/domain";
import { and, desc, eq } from "drizzle-orm";
import { BACK_OFFICE_DISCR } from "../../../../auth/session-user";
import { chargeContract } from "../../../cash/charges/contract";
import { chargeConditions } from "../../../cash/charges/search";
import { supplierContract } from "../../../catalogue/suppliers/contract";
import { supplierListConditions } from "../../../catalogue/suppliers/search";
import { userContract } from "../../../core/users/contract";
import { accountMatches } from "../../../core/users/search-accounts";
import { hit, joined, type KindFinder, listUrl, screenUrl } from "./finder";

/** Saved suppliers by name, SIRET, contact, e-mail, city (the supplier list's text). */
export const supplierFinder: KindFinder = {
  kind: "supplier",
  policy: supplierContract.operations.search.policy,
  listPath: "/suppliers",
  async find({ db }, q, limit) {
    const rows = await db
      .select({
        id: suppliers.id,
        name: suppliers.name,
        siret: suppliers.siret,
        email: suppliers.email,
        phone: suppliers.phone,
        isActive: suppliers.isActive,
      })
      .from(suppliers)
      .where(supplierListConditions({ q }))
      .orderBy(desc(suppliers.id))
      .limit(limit)
      .prepare("search_supplier")
      .execute();
    return rows.map((row) =>
      hit("supplier", {
        id: row.id,
        title: row.name,
        number: row.siret,
        detail: joined(row.email, row.phone),
        state: row.isActive ? "Actif" : "Inactif",
        url: screenUrl("/suppliers", row.id),
      }),
    );
  },
};

/** Recurring charges by title or type (accounting only, as their list); edited from their list. */
export const chargeFinder: KindFinder = {
  kind: "charge",
  policy: chargeContract.operations.search.policy,
  listPath: "/compta/financial-forecast/charges",
  async find({ db }, q, limit) {
    const rows = await db
      .select({
        id: charges.id,
        title: charges.title,
        state: charges.state,
        amountCents: charges.amountCents,
      })
      .from(charges)
      .where(chargeConditions({ q, states: [] }))
      .orderBy(desc(charges.id))
      .limit(limit)
      .prepare("search_charge")
      .execute();
    return rows.map((row) =>
      hit("charge", {
        id: row.id,
        title: row.title,
        amountCents: row.amountCents,
        state: CHARGE_STATE_LABELS[row.state],
        url: listUrl("/compta/financial-forecast/charges", row.title),
      }),
    );
  },
};

/** The group's users by first name, last name or e-mail (super admins only, as their list). */
export const userFinder: KindFinder = {
  kind: "user",
  policy: userContract.operations.list.policy,
  listPath: "/user",
  async find({ db }, q, limit) {
    const rows = await db
      .select({
        id: users.id,
        name: users.name,
        lastname: users.lastname,
        email: users.email,
        isActive: users.isActif,
      })
      .from(users)
      .where(and(eq(users.discr, BACK_OFFICE_DISCR), accountMatches(q)))
      .orderBy(desc(users.id))
      .limit(limit)
      .prepare("search_user")
      .execute();
    return rows.map((row) =>
      hit("user", {
        id: row.id,
        title: `${row.name} ${row.lastname}`.trim(),
        detail: row.email,
        state: row.isActive ? "Actif" : "Inactif",
        url: screenUrl("/user", row.id),
      }),
    );
  },
};
