import { credits } from "@tronc/db";
import { invoiceSearchTerms, likeContains } from "@tronc/domain";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { CreditSearchFilters } from "./contract";

/**
 * The WHERE of the credit list for its filters, shared by the list, its totals and the Excel export.
 * Each word of the text is found in the credit's search text (trigram index); a reference
 * ('AV-TRI-2026-00003', 'FA-…') stays one word as with invoices. No state chosen: every state.
 */
export function creditSearchConditions(filters: CreditSearchFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = invoiceSearchTerms(filters.q ?? "").map(
    (term) => sql`${credits.searchText} like ${likeContains(term)}`,
  );
  if (filters.states && filters.states.length > 0)
    conditions.push(inArray(credits.state, [...filters.states]));
  if (filters.triangleCompanyId) conditions.push(eq(credits.triangleCompanyId, filters.triangleCompanyId));
  if (filters.companyId) conditions.push(eq(credits.companyId, filters.companyId));
  return and(...conditions);
}
