import type { Cents } from "../shared/cents";
import { toCents } from "../shared/cents";
import { assertCents } from "../shared/decimal";

/** A validated or sent customer invoice with something left to collect. */
export interface OpenInvoiceInput {
  id: number;
  reference: string;
  clientName: string;
  issuerId: number;
  /** Its due date (eligibleAt). */
  dueDate: string;
  amountLeftCents: Cents;
}

/** A quotation accepted or being billed, with its payment-schedule entries not matched to a payment. */
export interface ScheduledQuotationInput {
  id: number;
  reference: string;
  issuerId: number;
  totalTtcCents: Cents;
  /** TTC already invoiced (those invoices are anticipated on their own). */
  invoicedCents: Cents;
  entries: readonly { id: number; date: string; amountCents: Cents }[];
}

/** A supplier invoice with an amount and something left to pay. */
export interface OpenSupplierInvoiceInput {
  id: number;
  number: string;
  supplierName: string;
  /** The group company of its first linked purchase order, if any. */
  companyId: number | null;
  paymentAt: string;
  amountLeftCents: Cents;
}

export type AnticipatedKind = "invoice" | "schedule" | "supplierInvoice";

export interface AnticipatedLine {
  /** Unique on the screen: 'invoice-5', 'schedule-8', 'supplier-invoice-3'. */
  key: string;
  kind: AnticipatedKind;
  /** The invoice, quotation or supplier invoice it comes from. */
  sourceId: number;
  sourceLabel: string;
  title: string;
  /** Income positive, expense negative. */
  amountCents: Cents;
  /** Its own date: due date, schedule date, payment date. */
  forecastDay: string;
  /** Today when late, else its own date. */
  shownOn: string;
  isLate: boolean;
  /** The group company the whole amount belongs to (none for a supplier invoice without order). */
  companyId: number | null;
}

function dated(line: Omit<AnticipatedLine, "shownOn" | "isLate">, today: string): AnticipatedLine {
  const isLate = line.forecastDay < today;
  return { ...line, shownOn: isLate ? today : line.forecastDay, isLate };
}

/**
 * A quotation's schedule entries in date order, each capped so that their sum never passes what is
 * not yet invoiced; an entry left with nothing is dropped.
 */
export function cappedScheduleEntries(
  quotation: ScheduledQuotationInput,
): { id: number; date: string; amountCents: Cents }[] {
  assertCents(quotation.totalTtcCents);
  assertCents(quotation.invoicedCents);
  let left = Math.max(0, quotation.totalTtcCents - quotation.invoicedCents);
  const ordered = [...quotation.entries].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  const capped: { id: number; date: string; amountCents: Cents }[] = [];
  for (const entry of ordered) {
    assertCents(entry.amountCents);
    const amountCents = Math.min(Math.max(entry.amountCents, 0), left);
    if (amountCents <= 0) continue;
    left -= amountCents;
    capped.push({ ...entry, amountCents: toCents(amountCents) });
  }
  return capped;
}

/**
 * The anticipated lines of the forecast, computed from what clients and suppliers still owe: open
 * invoices on their due date, schedule entries not yet invoiced, open supplier invoices on their
 * payment date (an expense). One dated before today shows on today, marked late.
 */
export function anticipatedLines(input: {
  today: string;
  invoices: readonly OpenInvoiceInput[];
  quotations: readonly ScheduledQuotationInput[];
  supplierInvoices: readonly OpenSupplierInvoiceInput[];
}): AnticipatedLine[] {
  const { today } = input;
  const lines: AnticipatedLine[] = [];
  for (const invoice of input.invoices) {
    assertCents(invoice.amountLeftCents);
    if (invoice.amountLeftCents <= 0) continue;
    const client = invoice.clientName ? ` · ${invoice.clientName}` : "";
    lines.push(
      dated(
        {
          key: `invoice-${invoice.id}`,
          kind: "invoice",
          sourceId: invoice.id,
          sourceLabel: invoice.reference,
          title: `Facture ${invoice.reference}${client}`,
          amountCents: invoice.amountLeftCents,
          forecastDay: invoice.dueDate,
          companyId: invoice.issuerId,
        },
        today,
      ),
    );
  }
  for (const quotation of input.quotations) {
    for (const entry of cappedScheduleEntries(quotation)) {
      lines.push(
        dated(
          {
            key: `schedule-${entry.id}`,
            kind: "schedule",
            sourceId: quotation.id,
            sourceLabel: `Devis ${quotation.reference}`,
            title: `Échéance du devis ${quotation.reference}`,
            amountCents: entry.amountCents,
            forecastDay: entry.date,
            companyId: quotation.issuerId,
          },
          today,
        ),
      );
    }
  }
  for (const invoice of input.supplierInvoices) {
    assertCents(invoice.amountLeftCents);
    if (invoice.amountLeftCents <= 0) continue;
    const number = invoice.number ? ` ${invoice.number}` : "";
    lines.push(
      dated(
        {
          key: `supplier-invoice-${invoice.id}`,
          kind: "supplierInvoice",
          sourceId: invoice.id,
          sourceLabel: `Facture fournisseur${number}`,
          title: `Facture fournisseur${number} · ${invoice.supplierName}`,
          amountCents: toCents(-invoice.amountLeftCents),
          forecastDay: invoice.paymentAt,
          companyId: invoice.companyId,
        },
        today,
      ),
    );
  }
  return lines;
}
