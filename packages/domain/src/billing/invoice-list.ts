import { domainError } from "../messages";
import { normalizeSearchText } from "../sales/search-text";
import { parseDate } from "../shared/calendar-dates";
import type { Cents } from "../shared/cents";
import { isInvoiceOverdue } from "./invoice-due-date";
import { DRAFT_INVOICE_LABEL, INVOICE_STATE_LABELS, type InvoiceState } from "./invoice-states";

/** The states the list's filter offers, in the order of the select. */
export const INVOICE_LIST_STATES = Object.keys(INVOICE_STATE_LABELS) as InvoiceState[];

export function isInvoiceState(value: string): value is InvoiceState {
  return (INVOICE_LIST_STATES as string[]).includes(value);
}

/** Reads the list's state values (Hydra's `state`), refusing an unknown one in French. */
export function readInvoiceStates(values: readonly string[]): InvoiceState[] {
  return values.map((value) => {
    if (!isInvoiceState(value)) {
      throw domainError("INVOICE_LIST_STATE_UNKNOWN", "invalid", { value }, { field: "state" });
    }
    return value;
  });
}

const MAX_TERMS = 8;

/**
 * The words of the list's text search, each to be found in the invoice's search text. Unlike the
 * leads' search (which reads '2026-00042' as a phone number), a reference stays one word, as it is
 * written in the search text ('fa-tri-2026-00042'); words inside longer ones are dropped.
 */
export function invoiceSearchTerms(query: string): string[] {
  const words = [...new Set(normalizeSearchText(query).split(" ").filter(Boolean))];
  const kept: string[] = [];
  for (const word of words.sort((a, b) => b.length - a.length)) {
    if (!kept.some((longer) => longer.includes(word))) kept.push(word);
  }
  return kept.slice(0, MAX_TERMS);
}

const MAX_COUNTER = 99_999;
const FULL_REFERENCE = /^[A-Z]{2}-[A-Z0-9]{2,6}-\d{4}-(\d{5})$/;

/**
 * A bound of 'Numéro de… à…': the counter of a reference (FA-TRI-2026-00042 → 42), typed as digits
 * ('42', '00042') or as the full reference. Counters are per issuer and year: combined with the
 * issuer and dates filters, the range reads one series.
 */
export function readInvoiceNumberBound(value: string | null | undefined, field: string): number | null {
  const typed = value?.trim().toUpperCase() ?? "";
  if (typed === "") return null;
  const digits = /^\d{1,5}$/.test(typed) ? typed : FULL_REFERENCE.exec(typed)?.[1];
  const counter = digits === undefined ? Number.NaN : Number(digits);
  if (!Number.isInteger(counter) || counter < 1 || counter > MAX_COUNTER) {
    throw domainError("INVOICE_LIST_NUMBER_INVALID", "invalid", { value: value ?? "" }, { field });
  }
  return counter;
}

function readDay(value: string | null | undefined, field: string): string | null {
  const typed = value?.trim() ?? "";
  if (typed === "") return null;
  // A date-time (the old screens sent '2026-11-01T00:00:00') counts for its day.
  const day = typed.slice(0, 10);
  try {
    parseDate(day);
  } catch {
    throw domainError("INVOICE_LIST_DATE_INVALID", "invalid", { value: typed }, { field });
  }
  if (typed.length > 10 && !/^[T ]/.test(typed.slice(10))) {
    throw domainError("INVOICE_LIST_DATE_INVALID", "invalid", { value: typed }, { field });
  }
  return day;
}

export interface InvoiceListRanges {
  /** Invoice date from and to, both included. */
  from: string | null;
  to: string | null;
  /** Counters of the reference, both included; a bound leaves drafts (no number) out. */
  numFrom: number | null;
  numTo: number | null;
}

/** The list's date and number ranges, read and checked (a start after its end is refused). */
export function readInvoiceListRanges(input: {
  from?: string | null | undefined;
  to?: string | null | undefined;
  numFrom?: string | null | undefined;
  numTo?: string | null | undefined;
}): InvoiceListRanges {
  const from = readDay(input.from, `from`);
  const to = readDay(input.to, "to");
  if (from && to && from > to)
    throw domainError("INVOICE_LIST_DATE_RANGE", "invalid", { from, to }, { field: `from` });
  const numFrom = readInvoiceNumberBound(input.numFrom, "numFrom");
  const numTo = readInvoiceNumberBound(input.numTo, "numTo");
  if (numFrom !== null && numTo !== null && numFrom > numTo) {
    throw domainError(
      "INVOICE_LIST_NUMBER_RANGE",
      "invalid",
      { from: numFrom, to: numTo },
      { field: "numFrom" },
    );
  }
  return { from, to, numFrom, numTo };
}

/** The item's title line: its reference, or 'Facture en cours de création' for a draft. */
export function invoiceListLabel(reference: string | null): string {
  return reference ?? DRAFT_INVOICE_LABEL;
}

export type InvoiceSettlement = { kind: "paid"; paidAt: string } | { kind: "left"; amountLeftCents: Cents };

/** 'Réglée le' + the date once paid, else 'Reste à régler' + what is left. */
export function invoiceSettlement(invoice: {
  amountLeftCents: Cents;
  paidAt: string | null;
}): InvoiceSettlement {
  return invoice.paidAt && invoice.amountLeftCents <= 0
    ? { kind: "paid", paidAt: invoice.paidAt }
    : { kind: "left", amountLeftCents: invoice.amountLeftCents };
}

/**
 * What an item shows beyond its fields: the eligibility date once validated (a draft has none), and
 * 'Retard de paiement' (something left more than 21 days after it; `today` is a Paris day).
 */
export function invoiceListFlags(
  invoice: { state: InvoiceState; eligibleAt: string | null; amountLeftCents: Cents },
  today: string,
): { showEligibility: boolean; overdue: boolean } {
  const validated = invoice.state !== "STATE_CREATED";
  return {
    showEligibility: validated && invoice.eligibleAt !== null,
    overdue: validated && isInvoiceOverdue(invoice, today),
  };
}
