import { domainError } from "../messages";
import type { Cents } from "../shared/cents";
import { formatEuros } from "../shared/french-format";
import { assertTransition, type BadgeColor, type StateMachine } from "../shared/state-machine";

export type InvoiceState = "STATE_CREATED" | "STATE_VALIDATED" | "STATE_SEND" | "STATE_PAID";
export type InvoiceType = "TYPE_ADVANCE" | "TYPE_MONTHLY" | "TYPE_SOLD";

/**
 * CREATED → VALIDATED gives the number (never back: a numbered invoice is only corrected by a
 * credit note). Afterwards VALIDATED, SEND and PAID may be chosen; PAID only once nothing is left.
 */
export const INVOICE_TRANSITIONS = {
  STATE_CREATED: ["STATE_VALIDATED"],
  STATE_VALIDATED: ["STATE_SEND", "STATE_PAID"],
  STATE_SEND: ["STATE_VALIDATED", "STATE_PAID"],
  STATE_PAID: ["STATE_VALIDATED", "STATE_SEND"],
} as const satisfies Record<InvoiceState, readonly InvoiceState[]>;

export const INVOICE_STATE_LABELS = {
  STATE_CREATED: "En cours",
  STATE_VALIDATED: "Editée",
  STATE_SEND: "Envoyée",
  STATE_PAID: "Réglée",
} as const satisfies Record<InvoiceState, string>;

/** The accounting follow-up's colours: paid green, created or validated orange, sent red. */
export const INVOICE_STATE_COLORS = {
  STATE_CREATED: "warning",
  STATE_VALIDATED: "warning",
  STATE_SEND: "danger",
  STATE_PAID: "success",
} as const satisfies Record<InvoiceState, BadgeColor>;

export const INVOICE_MACHINE: StateMachine<InvoiceState> = {
  transitions: INVOICE_TRANSITIONS,
  labels: INVOICE_STATE_LABELS,
  colors: INVOICE_STATE_COLORS,
};

export const INVOICE_TYPE_LABELS = {
  TYPE_ADVANCE: "d'acompte",
  TYPE_MONTHLY: "partielle",
  TYPE_SOLD: "de solde",
} as const satisfies Record<InvoiceType, string>;
export const DEFAULT_INVOICE_LIST_STATES: readonly InvoiceState[] = [
  "STATE_CREATED",
  "STATE_SEND",
  "STATE_VALIDATED",
];
export const DRAFT_INVOICE_LABEL = "Facture en cours de création";

/** The states the select offers for a saved state. */
export function selectableInvoiceStates(saved: InvoiceState): InvoiceState[] {
  return saved === "STATE_CREATED"
    ? ["STATE_CREATED", "STATE_VALIDATED"]
    : ["STATE_VALIDATED", "STATE_SEND", "STATE_PAID"];
}

/** A validated invoice is never edited: lines, amounts and customer are frozen. */
export function isInvoiceLocked(state: InvoiceState): boolean {
  return state !== "STATE_CREATED";
}

export function canEditInvoiceLines(state: InvoiceState): boolean {
  return !isInvoiceLocked(state);
}

export function assertInvoiceLinesEditable(state: InvoiceState): void {
  if (isInvoiceLocked(state)) throw domainError("INVOICE_LOCKED", "rule");
}

export function canDeleteInvoice(state: InvoiceState): boolean {
  return state === "STATE_CREATED";
}

export function assertCanDeleteInvoice(state: InvoiceState): void {
  if (!canDeleteInvoice(state)) throw domainError("INVOICE_DELETE_FORBIDDEN", "rule");
}

interface InvoiceRef {
  reference: string | null;
  state: InvoiceState;
}

/** 'Créer un avoir sur cette facture' and 'Ajouter un paiement': a numbered invoice not yet paid. */
export function canCreditInvoice(invoice: InvoiceRef): boolean {
  return Boolean(invoice.reference) && invoice.state !== "STATE_PAID";
}

export const canAddInvoicePayment = canCreditInvoice;

export function assertCanCreditOrPay(invoice: InvoiceRef): void {
  if (!invoice.reference) throw domainError("INVOICE_NO_REFERENCE", "rule");
  if (invoice.state === "STATE_PAID") throw domainError("INVOICE_ALREADY_PAID", "rule");
}

/**
 * Checks a state change asked by a person. Validation needs the confirmation switch; PAID needs
 * nothing left to pay (record the payment instead).
 */
export function assertInvoiceTransition(
  from: InvoiceState,
  to: InvoiceState,
  context: { confirmed?: boolean; amountLeftCents?: Cents } = {},
): void {
  assertTransition(INVOICE_MACHINE, from, to);
  if (from === "STATE_CREATED" && to === "STATE_VALIDATED" && !context.confirmed) {
    throw domainError("INVOICE_CONFIRMATION_REQUIRED", "rule");
  }
  if (from !== to && to === "STATE_PAID" && (context.amountLeftCents ?? 0) > 0) {
    throw domainError("INVOICE_NOT_FULLY_PAID", "rule", { left: formatEuros(context.amountLeftCents ?? 0) });
  }
}

/**
 * The state the server sets after a payment, a credit note or a deletion of either: paid when
 * nothing is left, back to sent when a paid invoice has something left again.
 */
export function invoiceStateAfterSettlement(state: InvoiceState, amountLeftCents: Cents): InvoiceState {
  if (state === "STATE_CREATED") return state;
  if (amountLeftCents <= 0) return "STATE_PAID";
  return state === "STATE_PAID" ? "STATE_SEND" : state;
}
