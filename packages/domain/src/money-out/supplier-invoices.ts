import { amountLeft } from "../money-in/payments";
import type { Cents } from "../shared/cents";
import type { BadgeColor, StateMachine } from "../shared/state-machine";

export type SupplierInvoiceState = "STATE_PENDING" | "STATE_PAID" | "STATE_ADVANCE";

/** The edit form allows all three; the server also sets them from the payments (see below). */
export const SUPPLIER_INVOICE_TRANSITIONS = {
  STATE_PENDING: ["STATE_PAID", "STATE_ADVANCE"],
  STATE_PAID: ["STATE_PENDING", "STATE_ADVANCE"],
  STATE_ADVANCE: ["STATE_PENDING", "STATE_PAID"],
} as const satisfies Record<SupplierInvoiceState, readonly SupplierInvoiceState[]>;

export const SUPPLIER_INVOICE_STATE_LABELS = {
  STATE_PENDING: "En cours",
  STATE_PAID: "Réglée",
  STATE_ADVANCE: "Acompte",
} as const satisfies Record<SupplierInvoiceState, string>;

export const SUPPLIER_INVOICE_STATE_COLORS = {
  STATE_PENDING: "warning",
  STATE_PAID: "success",
  STATE_ADVANCE: "info",
} as const satisfies Record<SupplierInvoiceState, BadgeColor>;

export const SUPPLIER_INVOICE_MACHINE: StateMachine<SupplierInvoiceState> = {
  transitions: SUPPLIER_INVOICE_TRANSITIONS,
  labels: SUPPLIER_INVOICE_STATE_LABELS,
  colors: SUPPLIER_INVOICE_STATE_COLORS,
};

export function supplierInvoiceAmountLeft(amountTTCCents: Cents, paymentsCents: readonly Cents[]): Cents {
  return amountLeft(amountTTCCents, paymentsCents);
}

/** Paid when nothing is left, 'Acompte' once something is paid, pending otherwise. */
export function supplierInvoiceStateFromPayments(
  amountTTCCents: Cents,
  paymentsCents: readonly Cents[],
): SupplierInvoiceState {
  const left = supplierInvoiceAmountLeft(amountTTCCents, paymentsCents);
  if (left <= 0 && amountTTCCents > 0) return "STATE_PAID";
  return paymentsCents.some((payment) => payment !== 0) ? "STATE_ADVANCE" : "STATE_PENDING";
}

export interface SupplierInvoiceDraft {
  hasFile: boolean;
  invoiceNumber: string | null;
  amountCents: Cents | null;
  amountTvaCents: Cents | null;
  paymentAt: string | null;
  invoiceReceivedAt: string | null;
  invoiceAt: string | null;
  purchaseOrderCount: number;
  /** The day it was paid in full (supplierInvoicePaidAt), null while something is left. */
  paidAt?: string | null;
}

/**
 * The day a supplier invoice was paid in full: its last payment's date, once it has a TTC and nothing
 * is left of it; null otherwise.
 */
export function supplierInvoicePaidAt(
  invoice: { amountCents: Cents | null; amountLeftCents: Cents },
  paymentDates: readonly string[],
): string | null {
  if (invoice.amountCents === null || invoice.amountCents <= 0 || invoice.amountLeftCents > 0) return null;
  return paymentDates.reduce<string | null>(
    (last, date) => (last === null || date > last ? date : last),
    null,
  );
}

/**
 * 'Informations manquantes, en cours de rédaction': a required field is still empty, on an invoice
 * not yet paid in full (once paid it is no longer being drafted: it shows 'Réglée le …').
 */
export function isSupplierInvoiceIncomplete(invoice: SupplierInvoiceDraft): boolean {
  if (invoice.paidAt) return false;
  return (
    !invoice.hasFile ||
    !invoice.invoiceNumber ||
    invoice.amountCents === null ||
    invoice.amountTvaCents === null ||
    !invoice.paymentAt ||
    !invoice.invoiceReceivedAt ||
    !invoice.invoiceAt
  );
}

/** The warnings of the edit screen, in the spec's words. */
export function supplierInvoiceWarnings(invoice: SupplierInvoiceDraft): string[] {
  const warnings: string[] = [];
  if (invoice.purchaseOrderCount === 0)
    warnings.push("pensez à ajouter un bon de commande dans cette facture");
  if (!invoice.hasFile) warnings.push("Vous devez enregistrer la facture fournisseur");
  if (isSupplierInvoiceIncomplete(invoice)) warnings.push("Informations manquantes, en cours de rédaction");
  return warnings;
}
