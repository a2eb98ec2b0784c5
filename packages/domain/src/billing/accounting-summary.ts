import { domainError } from "../messages";
import { parseDate } from "../shared/calendar-dates";
import type { Cents } from "../shared/cents";
import { toCents } from "../shared/cents";
import type { ProjectState } from "../work/project-states";
import { INVOICE_STATE_COLORS, type InvoiceState } from "./invoice-states";

/**
 * 'Suivi comptable' (spec document 3 §2.12, §3 'Accounting summary'): which quotations a date basis
 * selects, what is left to invoice and to collect, the invoices' colours and the projects to invoice.
 */

export type SummaryDateBasis = "devis" | "event_start" | "event_end" | "invoice";

export const SUMMARY_DATE_BASES: readonly SummaryDateBasis[] = [
  "devis",
  "event_start",
  "event_end",
  "invoice",
];
export const DEFAULT_SUMMARY_DATE_BASIS: SummaryDateBasis = "devis";

export const SUMMARY_DATE_BASIS_LABELS = {
  devis: "Date du devis",
  event_start: "Début de l'évènement",
  event_end: "Fin de l'évènement",
  invoice: "Date de facture",
} as const satisfies Record<SummaryDateBasis, string>;

/**
 * The day a basis reads: the quotation's creation day; the first day of its delivery calendar (the
 * project's start) or its last day (the project's end); or any of its invoices' dates.
 */
export type SummaryDateSource = "quotationDay" | "eventStartDay" | "eventEndDay" | "invoiceDay";

export const SUMMARY_DATE_SOURCES = {
  devis: "quotationDay",
  event_start: "eventStartDay",
  event_end: "eventEndDay",
  invoice: "invoiceDay",
} as const satisfies Record<SummaryDateBasis, SummaryDateSource>;

export interface SummaryRange {
  /** First day included, or no lower bound. */
  from: string | null;
  /** Last day included, or no upper bound. */
  to: string | null;
}

function readDay(value: string | null | undefined, field: keyof SummaryRange): string | null {
  const typed = value?.trim() ?? "";
  if (typed === "") return null;
  // A date-time ('2026-11-01T00:00:00', as the old screen sent it) counts for its day.
  const day = typed.slice(0, 10);
  const refused = () =>
    domainError("ACCOUNTING_SUMMARY_DATE_INVALID", "invalid", { value: typed }, { field });
  try {
    parseDate(day);
  } catch {
    throw refused();
  }
  if (typed.length > 10 && !/^[T ]/.test(typed.slice(10))) throw refused();
  return day;
}

/** Reads the range's two days (both optional, both included): real days, from not after to. */
export function readSummaryRange(range: { from?: string | null; to?: string | null }): SummaryRange {
  const from = readDay(range.from, `from`);
  const to = readDay(range.to, "to");
  if (from && to && from > to) {
    throw domainError("ACCOUNTING_SUMMARY_DATES_REVERSED", "invalid", { from, to }, { field: `from` });
  }
  return { from, to };
}

/** Only a numbered invoice (validated, sent or paid) bills a quotation: a draft is not yet an invoice. */
export const isIssuedInvoice = (state: InvoiceState) => state !== "STATE_CREATED";

/** What clients still owe: the amount left of the validated and sent invoices. */
export const isCollectibleInvoice = (state: InvoiceState) =>
  state === "STATE_VALIDATED" || state === "STATE_SEND";

export type SummaryInvoiceColor = "success" | "warning" | "danger";

/** Paid green, created or validated orange, sent red. */
export const summaryInvoiceColor = (state: InvoiceState): SummaryInvoiceColor => INVOICE_STATE_COLORS[state];

/** A quotation's TTC not yet billed by its issued invoices (never below 0: a credit may pass it). */
export function quotationLeftToInvoice(
  totalTtcCents: Cents,
  invoices: readonly { state: InvoiceState; billedOnQuotationCents: Cents }[],
): number {
  const billed = invoices
    .filter((invoice) => isIssuedInvoice(invoice.state))
    .reduce((sum, invoice) => sum + invoice.billedOnQuotationCents, 0);
  return Math.max(0, totalTtcCents - billed);
}

export interface SummaryTotals {
  toInvoiceCents: Cents;
  toCollectCents: Cents;
  totalCents: Cents;
}

/**
 * The stats bar: Σ the quotations' amounts left to invoice, Σ the amounts left of their validated or
 * sent invoices, each invoice once even when it bills several of the quotations, and both together.
 */
export function accountingSummaryTotals(
  quotations: readonly {
    amountLeftCents: Cents;
    invoices: readonly { id: number; state: InvoiceState; amountLeftCents: Cents }[];
  }[],
): SummaryTotals {
  const toInvoiceCents = quotations.reduce((sum, quotation) => sum + quotation.amountLeftCents, 0);
  const owed = new Map<number, number>();
  for (const quotation of quotations) {
    for (const invoice of quotation.invoices) {
      if (isCollectibleInvoice(invoice.state)) owed.set(invoice.id, Math.max(0, invoice.amountLeftCents));
    }
  }
  const toCollectCents = [...owed.values()].reduce((sum, cents) => sum + cents, 0);
  return {
    toInvoiceCents: toCents(toInvoiceCents),
    toCollectCents: toCents(toCollectCents),
    totalCents: toCents(toInvoiceCents + toCollectCents),
  };
}

/** A project in STATE_FACTURABLE is highlighted on its quotation's card. */
export const isProjectToInvoice = (state: ProjectState | null | undefined) => state === "STATE_FACTURABLE";

export const PROJECT_TO_INVOICE_LABEL = "À facturer";
