import { domainError } from "./messages";
import type { BadgeColor, StateMachine } from "./state-machine";

export type QuotationState =
  | "QUOTATION_STATE_DRAFT"
  | "QUOTATION_STATE_SEND"
  | "QUOTATION_STATE_ACCEPTED"
  | "QUOTATION_STATE_REFUSED"
  | "QUOTATION_STATE_BILLED"
  | "QUOTATION_STATE_IN_BILLED"
  | "QUOTATION_STATE_PAID"
  | "QUOTATION_STATE_DONE";

const BY_HAND = [
  "QUOTATION_STATE_DRAFT",
  "QUOTATION_STATE_SEND",
  "QUOTATION_STATE_ACCEPTED",
  "QUOTATION_STATE_REFUSED",
] as const;

/**
 * DRAFT, SEND, ACCEPTED and REFUSED follow the recommendation. From ACCEPTED the server moves the
 * quotation by invoicing (BILLED, IN_BILLED, PAID, and back when invoices or payments are removed or
 * credited); DONE is set by hand to close it and is final (partial invoices remain possible).
 */
export const QUOTATION_TRANSITIONS = {
  QUOTATION_STATE_DRAFT: ["QUOTATION_STATE_SEND", "QUOTATION_STATE_ACCEPTED", "QUOTATION_STATE_REFUSED"],
  QUOTATION_STATE_SEND: ["QUOTATION_STATE_DRAFT", "QUOTATION_STATE_ACCEPTED", "QUOTATION_STATE_REFUSED"],
  QUOTATION_STATE_REFUSED: ["QUOTATION_STATE_DRAFT", "QUOTATION_STATE_SEND", "QUOTATION_STATE_ACCEPTED"],
  QUOTATION_STATE_ACCEPTED: [
    ...BY_HAND.filter((state) => state !== "QUOTATION_STATE_ACCEPTED"),
    "QUOTATION_STATE_BILLED",
    "QUOTATION_STATE_IN_BILLED",
    "QUOTATION_STATE_PAID",
    "QUOTATION_STATE_DONE",
  ],
  QUOTATION_STATE_BILLED: [
    "QUOTATION_STATE_ACCEPTED",
    "QUOTATION_STATE_IN_BILLED",
    "QUOTATION_STATE_PAID",
    "QUOTATION_STATE_DONE",
  ],
  QUOTATION_STATE_IN_BILLED: [
    "QUOTATION_STATE_ACCEPTED",
    "QUOTATION_STATE_BILLED",
    "QUOTATION_STATE_PAID",
    "QUOTATION_STATE_DONE",
  ],
  QUOTATION_STATE_PAID: [
    "QUOTATION_STATE_ACCEPTED",
    "QUOTATION_STATE_BILLED",
    "QUOTATION_STATE_IN_BILLED",
    "QUOTATION_STATE_DONE",
  ],
  QUOTATION_STATE_DONE: [],
} as const satisfies Record<QuotationState, readonly QuotationState[]>;

export const QUOTATION_STATE_LABELS = {
  QUOTATION_STATE_DRAFT: "Brouillon",
  QUOTATION_STATE_SEND: "Envoyé",
  QUOTATION_STATE_ACCEPTED: "Accepté",
  QUOTATION_STATE_REFUSED: "Refusé",
  QUOTATION_STATE_BILLED: "Facturé",
  QUOTATION_STATE_IN_BILLED: "En cours de facturation",
  QUOTATION_STATE_PAID: "Payé",
  QUOTATION_STATE_DONE: "Terminé",
} as const satisfies Record<QuotationState, string>;

/**
 * The spec's colours, word for word: draft dark, send info, refused danger, in-billed warning, done
 * success, accepted primary, billed paid (the solid green of a paid badge). PAID has none: success.
 */
export const QUOTATION_STATE_COLORS = {
  QUOTATION_STATE_DRAFT: "dark",
  QUOTATION_STATE_SEND: "info",
  QUOTATION_STATE_ACCEPTED: "primary",
  QUOTATION_STATE_REFUSED: "danger",
  QUOTATION_STATE_BILLED: "paid",
  QUOTATION_STATE_IN_BILLED: "warning",
  QUOTATION_STATE_PAID: "success",
  QUOTATION_STATE_DONE: "success",
} as const satisfies Record<QuotationState, BadgeColor>;

/** What the invoicing states mean, as the badges' tooltip says it (the labels are the spec's words). */
export const QUOTATION_STATE_HINTS: Partial<Record<QuotationState, string>> = {
  QUOTATION_STATE_BILLED: "Au moins une facture émise, il reste à facturer",
  QUOTATION_STATE_IN_BILLED: "Tout est facturé, il reste à encaisser",
  QUOTATION_STATE_PAID: "Tout est facturé et encaissé",
  QUOTATION_STATE_DONE: "Devis clôturé : seules des factures partielles restent possibles",
};

export const QUOTATION_MACHINE: StateMachine<QuotationState> = {
  transitions: QUOTATION_TRANSITIONS,
  labels: QUOTATION_STATE_LABELS,
  colors: QUOTATION_STATE_COLORS,
};

export const DEFAULT_QUOTATION_LIST_STATES: readonly QuotationState[] = [
  "QUOTATION_STATE_ACCEPTED",
  "QUOTATION_STATE_BILLED",
  "QUOTATION_STATE_IN_BILLED",
];

/** The quotation states the recommendation drives (the selector of the recommendation). */
export const QUOTATION_STATES_BY_RECOMMENDATION = BY_HAND;

/**
 * 'Clôturer le devis' (DESIGN §10): a person closes a quotation once its work is over, from ACCEPTED
 * or any invoicing state; DONE is final and then offers only partial invoices (recurring billing).
 */
export function canCloseQuotation(state: QuotationState): boolean {
  return (QUOTATION_TRANSITIONS[state] as readonly QuotationState[]).includes("QUOTATION_STATE_DONE");
}

export function assertQuotationClosable(state: QuotationState): void {
  if (!canCloseQuotation(state)) {
    throw domainError("QUOTATION_CLOSE_FORBIDDEN", "rule", { state: QUOTATION_STATE_LABELS[state] });
  }
}
