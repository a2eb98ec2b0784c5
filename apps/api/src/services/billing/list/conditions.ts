import { invoices } from "@tronc/db";
import {
  DEFAULT_INVOICE_LIST_STATES,
  invoiceSearchTerms,
  likeContains,
  readInvoiceListRanges,
} from "@tronc/domain";
import { and, eq, gte, inArray, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import type { InvoiceSearchFilters } from "../../../modules/billing/invoice-list/contract";

/** The counter of a reference: its last five digits (FA-TRI-2026-00042 → 42); null for a draft. */
const referenceCounter = sql<number>`cast(right(${invoices.reference}, 5) as integer)`;

/**
 * The WHERE of the invoice list for its filters, shared by the list, its totals and the exports.
 * Throws the domain's French 400 for a date or number that cannot be read or a start after its end.
 */
export function invoiceSearchConditions(filters: InvoiceSearchFilters): SQL | undefined {
  const ranges = readInvoiceListRanges(filters);
  const states = filters.states ?? DEFAULT_INVOICE_LIST_STATES;
  const conditions: (SQL | undefined)[] = invoiceSearchTerms(filters.q ?? "").map(
    (term) => sql`${invoices.searchText} like ${likeContains(term)}`,
  );
  if (states.length > 0) conditions.push(inArray(invoices.state, [...states]));
  if (filters.triangleCompanyId) conditions.push(eq(invoices.triangleCompanyId, filters.triangleCompanyId));
  if (filters.companyId) conditions.push(eq(invoices.companyId, filters.companyId));
  if (filters.userId) conditions.push(eq(invoices.createdById, filters.userId));
  if (filters.isDuplicated) conditions.push(eq(invoices.isDuplicated, true));
  if (ranges.from) conditions.push(gte(invoices.invoiceDate, ranges.from));
  if (ranges.to) conditions.push(lte(invoices.invoiceDate, ranges.to));
  if (ranges.numFrom !== null || ranges.numTo !== null) conditions.push(isNotNull(invoices.reference));
  if (ranges.numFrom !== null) conditions.push(sql`${referenceCounter} >= ${ranges.numFrom}`);
  if (ranges.numTo !== null) conditions.push(sql`${referenceCounter} <= ${ranges.numTo}`);
  return and(...conditions);
}
