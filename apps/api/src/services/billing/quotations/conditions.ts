import { invoiceQuotations, quotations, recommendations } from "@tronc/db";
import {
  addDays,
  BILLABLE_QUOTATION_STATES,
  DEFAULT_QUOTATION_LIST_STATES,
  likeContains,
  parisLocalDateTimeToInstant,
  readQuotationListDates,
  readQuotationStates,
  searchTerms,
} from "@tronc/domain";
import { and, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { QuotationListFilters } from "../../../modules/proposals/accounting-quotations/contract";

/** TTC billed on the row's quotation by every invoice, drafts included (index on invoice_quotations). */
export const billedCentsSql = sql<string>`(select coalesce(sum(${invoiceQuotations.amountCents}), 0) from ${invoiceQuotations} where ${invoiceQuotations.quotationId} = ${quotations.id})`;

/** The first instant of a Paris day. */
const parisDayStart = (day: string) => new Date(parisLocalDateTimeToInstant(`${day}T00:00`));

/**
 * The WHERE of the quotation list (over quotations joined to their recommendation), shared by the
 * list, its totals and the exports. Refuses an unknown state or a reversed range in French.
 */
export function quotationListConditions(filters: QuotationListFilters): SQL | undefined {
  const states =
    filters.states === undefined ? DEFAULT_QUOTATION_LIST_STATES : readQuotationStates(filters.states);
  const { from, to } = readQuotationListDates(filters);
  const conditions: (SQL | undefined)[] = searchTerms(filters.q ?? "").map(
    (term) => sql`${recommendations.searchText} like ${likeContains(term)}`,
  );
  if (states.length > 0) conditions.push(inArray(quotations.state, [...states]));
  if (filters.triangleCompanyId) conditions.push(eq(quotations.triangleCompanyId, filters.triangleCompanyId));
  if (from) conditions.push(gte(quotations.createdAt, parisDayStart(from)));
  if (to) conditions.push(lt(quotations.createdAt, parisDayStart(addDays(to, 1))));
  if (filters.recurrent) conditions.push(eq(quotations.isRecurringPayment, true));
  if (filters.removeEmpty) conditions.push(sql`${quotations.totalHtCents} > 0`);
  if (filters.billable) {
    conditions.push(
      inArray(quotations.state, [...BILLABLE_QUOTATION_STATES]),
      sql`${quotations.totalTtcCents} > ${billedCentsSql}`,
    );
  }
  return and(...conditions);
}
