import { domainError } from "../messages";
import { QUOTATION_STATE_LABELS, type QuotationState } from "../proposals/quotations";
import { assertDate } from "../shared/calendar-dates";
import type { Cents } from "../shared/cents";
import { invoicingActions } from "./quotation-invoicing";

const QUOTATION_STATES = Object.keys(QUOTATION_STATE_LABELS) as QuotationState[];

/** The states that offer an invoicing button (ACCEPTED, BILLED, DONE), the 'Facturables' switch's first half. */
export const BILLABLE_QUOTATION_STATES: readonly QuotationState[] = QUOTATION_STATES.filter((state) => {
  const actions = invoicingActions(state);
  return actions.deposit || actions.partial || actions.balance;
});

/** The state badge shows only on a quotation with something in it (spec §2.6). */
export const showsQuotationStateBadge = (totalHtCents: Cents) => totalHtCents > 0;

/** Reads the state filter: every value must be a quotation state (400 in French otherwise), no duplicates. */
export function readQuotationStates(values: readonly string[]): QuotationState[] {
  const states = new Set<QuotationState>();
  for (const value of values) {
    if (!(QUOTATION_STATES as string[]).includes(value)) {
      throw domainError("QUOTATION_LIST_STATE_UNKNOWN", "invalid", { value }, { field: "states" });
    }
    states.add(value as QuotationState);
  }
  return [...states];
}

/** Reads the list's day range (YYYY-MM-DD, both optional, both included): real days, from not after to. */
export function readQuotationListDates(range: { from?: string | null; to?: string | null }): {
  from: string | null;
  to: string | null;
} {
  const from = range.from ? assertDate(range.from) : null;
  const to = range.to ? assertDate(range.to) : null;
  if (from && to && from > to) {
    throw domainError("QUOTATION_LIST_DATES_REVERSED", "invalid", { from, to }, { field: "from" });
  }
  return { from, to };
}

/** What is left to bill on a quotation (never below 0 for display: a credit note may have passed it). */
export const quotationLeftToBill = (totalTtcCents: Cents, billedCents: Cents) =>
  Math.max(0, totalTtcCents - billedCents);
