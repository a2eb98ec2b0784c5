import {
  companies,
  projects,
  purchaseOrders,
  quotationExpenses,
  quotations,
  recommendations,
  suppliers,
  triangleCompanies,
} from "@tronc/db";
import { eq, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";

/**
 * Purchase orders with what the list shows and searches: the purchase (title, amounts), supplier,
 * issuer, project and the quotation's client. Every join follows a key to one row.
 */
export function withOrderParties<T extends PgSelect>(query: T) {
  return query
    .innerJoin(quotationExpenses, eq(quotationExpenses.id, purchaseOrders.quotationExpenseId))
    .innerJoin(quotations, eq(quotations.id, quotationExpenses.quotationId))
    .innerJoin(recommendations, eq(recommendations.id, quotations.recommendationId))
    .innerJoin(companies, eq(companies.id, recommendations.companyId))
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, purchaseOrders.triangleCompanyId))
    .leftJoin(projects, eq(projects.id, purchaseOrders.projectId));
}

/**
 * What the text filter reads, lower-case and accent-free like a normalised query: reference, purchase
 * title, supplier, project, client. No stored search text on orders (a few thousand rows a year).
 */
export const orderSearchableText = sql<string>`unaccent(lower(concat_ws(' ', ${purchaseOrders.reference}, ${quotationExpenses.title}, ${suppliers.name}, ${projects.name}, ${companies.name})))`;
