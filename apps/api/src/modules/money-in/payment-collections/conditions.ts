import { invoicePayments, invoices } from "@tronc/db";
import { invoiceSearchTerms, likeContains, readCollectionPeriod } from "@tronc/domain";
import { and, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { CollectionFilters } from "./contract";

/**
 * The WHERE of the customer collections (over payments joined to their invoice), shared by the
 * table, its total and the Excel export. The text is looked for in the invoice's search text
 * (reference, client, issuer, billing name, title); a day that is not one or a start after its end
 * is refused in French.
 */
export function collectionConditions(filters: CollectionFilters): SQL | undefined {
  const { from, to } = readCollectionPeriod(filters);
  const conditions: (SQL | undefined)[] = invoiceSearchTerms(filters.q ?? "").map(
    (term) => sql`${invoices.searchText} like ${likeContains(term)}`,
  );
  if (from) conditions.push(gte(invoicePayments.paidAt, from));
  if (to) conditions.push(lte(invoicePayments.paidAt, to));
  if (filters.triangleCompanyId) conditions.push(eq(invoices.triangleCompanyId, filters.triangleCompanyId));
  if (filters.modes && filters.modes.length > 0) {
    conditions.push(inArray(invoicePayments.paymentMode, [...filters.modes]));
  }
  if (filters.invoiceStates && filters.invoiceStates.length > 0) {
    conditions.push(inArray(invoices.state, [...filters.invoiceStates]));
  }
  return and(...conditions);
}
