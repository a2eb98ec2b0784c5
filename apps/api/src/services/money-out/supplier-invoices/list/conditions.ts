import { supplierInvoices } from "@tronc/db";
import {
  DEFAULT_SUPPLIER_INVOICE_LIST_STATES,
  invoiceSearchTerms,
  likeContains,
  readInvoiceListRanges,
} from "@tronc/domain";
import { and, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { SupplierInvoiceSearchFilters } from "../../../../modules/money-out/supplier-invoice-list/contract";

/**
 * The WHERE of the supplier invoice list, shared by the list, its totals and the exports: every word
 * in the search text (trigram index), the states (pending when none is asked), the invoice date range.
 * Throws the domain's French 400 for a date that cannot be read or a start after its end.
 */
export function supplierInvoiceSearchConditions(filters: SupplierInvoiceSearchFilters): SQL | undefined {
  const { from, to } = readInvoiceListRanges({ from: filters.from, to: filters.to });
  const states = filters.states ?? DEFAULT_SUPPLIER_INVOICE_LIST_STATES;
  const conditions: (SQL | undefined)[] = invoiceSearchTerms(filters.q ?? "").map(
    (term) => sql`${supplierInvoices.searchText} like ${likeContains(term)}`,
  );
  if (states.length > 0) conditions.push(inArray(supplierInvoices.state, [...states]));
  if (from) conditions.push(gte(supplierInvoices.invoiceAt, from));
  if (to) conditions.push(lte(supplierInvoices.invoiceAt, to));
  return and(...conditions);
}
