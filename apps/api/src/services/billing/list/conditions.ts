import { invoices } from "@tronc/db";
import {
  DEFAULT_INVOICE_LIST_STATES,
  invoiceSearchTerms,
  likeContains,
  readInvoiceListRanges,
} from "@tronc/domain";
import { and, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { InvoiceSearchFilters } from "../../../modules/billing/invoice-list/contract";

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
  // The reference's counter, kept in its own indexed column (null for a draft).
  if (ranges.numFrom !== null) conditions.push(gte(invoices.referenceCounter, ranges.numFrom));
  if (ranges.numTo !== null) conditions.push(lte(invoices.referenceCounter, ranges.numTo));
  return and(...conditions);
}
