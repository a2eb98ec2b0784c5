import { domainError } from "../messages";
import { type Cents, centsLeft, toCents } from "../shared/cents";
import { assertCents } from "../shared/decimal";
import { formatEuros } from "../shared/french-format";
import { assertTransition, type BadgeColor, type StateMachine } from "../shared/state-machine";

export type CreditState =
  | "CREDIT_STATE_CREATED"
  | "CREDIT_STATE_VALIDATED"
  | "CREDIT_STATE_PARTIALY_USED"
  | "CREDIT_STATE_USED";

/**
 * CREATED only goes to VALIDATED (with the confirmation switch); afterwards the selector offers
 * VALIDATED, PARTIALY_USED and USED, and the server moves between them as payments use the credit.
 */
export const CREDIT_TRANSITIONS = {
  CREDIT_STATE_CREATED: ["CREDIT_STATE_VALIDATED"],
  CREDIT_STATE_VALIDATED: ["CREDIT_STATE_PARTIALY_USED", "CREDIT_STATE_USED"],
  CREDIT_STATE_PARTIALY_USED: ["CREDIT_STATE_VALIDATED", "CREDIT_STATE_USED"],
  CREDIT_STATE_USED: ["CREDIT_STATE_VALIDATED", "CREDIT_STATE_PARTIALY_USED"],
} as const satisfies Record<CreditState, readonly CreditState[]>;

export const CREDIT_STATE_LABELS = {
  CREDIT_STATE_CREATED: "En cours de création",
  CREDIT_STATE_VALIDATED: "Validé",
  CREDIT_STATE_PARTIALY_USED: "Partiellement utilisé",
  CREDIT_STATE_USED: "Utilisé",
} as const satisfies Record<CreditState, string>;

/** Spec: red, yellow, blue, green. */
export const CREDIT_STATE_COLORS = {
  CREDIT_STATE_CREATED: "danger",
  CREDIT_STATE_VALIDATED: "warning",
  CREDIT_STATE_PARTIALY_USED: "primary",
  CREDIT_STATE_USED: "success",
} as const satisfies Record<CreditState, BadgeColor>;

export const CREDIT_MACHINE: StateMachine<CreditState> = {
  transitions: CREDIT_TRANSITIONS,
  labels: CREDIT_STATE_LABELS,
  colors: CREDIT_STATE_COLORS,
};

export const CREDIT_CONFIRMATION_LABEL = "Confirmez la création définitive de l'avoir";

export function selectableCreditStates(saved: CreditState): CreditState[] {
  return saved === "CREDIT_STATE_CREATED"
    ? ["CREDIT_STATE_CREATED", "CREDIT_STATE_VALIDATED"]
    : ["CREDIT_STATE_VALIDATED", "CREDIT_STATE_PARTIALY_USED", "CREDIT_STATE_USED"];
}

export function isCreditLocked(state: CreditState): boolean {
  return state !== "CREDIT_STATE_CREATED";
}

export function assertCreditLinesEditable(state: CreditState): void {
  if (isCreditLocked(state)) throw domainError("CREDIT_LOCKED", "rule");
}

export function canDeleteCredit(state: CreditState): boolean {
  return state === "CREDIT_STATE_CREATED";
}

export function assertCanDeleteCredit(state: CreditState): void {
  if (!canDeleteCredit(state)) throw domainError("CREDIT_DELETE_FORBIDDEN", "rule");
}

export function assertCreditTransition(
  from: CreditState,
  to: CreditState,
  context: { confirmed?: boolean } = {},
): void {
  assertTransition(CREDIT_MACHINE, from, to);
  if (from === "CREDIT_STATE_CREATED" && to === "CREDIT_STATE_VALIDATED" && !context.confirmed) {
    throw domainError("CREDIT_CONFIRMATION_REQUIRED", "rule");
  }
}

/** What is left on a credit: its TTC less the payments made with it (may be negative after corrections). */
export function creditAmountLeft(totalTTCCents: Cents, usedCents: readonly Cents[]): Cents {
  assertCents(totalTTCCents);
  for (const used of usedCents) assertCents(used);
  return centsLeft(totalTTCCents, usedCents);
}

/** The list shows 0 rather than a negative amount left. */
export function displayedCreditAmountLeft(amountLeftCents: Cents): Cents {
  return toCents(Math.max(amountLeftCents, 0));
}

export interface CreditRef {
  state: CreditState;
  triangleCompanyId: number;
  companyId: number;
  amountLeftCents: Cents;
}

/** A credit can pay an invoice when validated or partly used, from the same issuer to the same client, with something left. */
export function canCreditPay(
  credit: CreditRef,
  invoice: { triangleCompanyId: number; companyId: number },
): boolean {
  return (
    (credit.state === "CREDIT_STATE_VALIDATED" || credit.state === "CREDIT_STATE_PARTIALY_USED") &&
    credit.triangleCompanyId === invoice.triangleCompanyId &&
    credit.companyId === invoice.companyId &&
    credit.amountLeftCents > 0
  );
}

export function usableCredits<C extends CreditRef>(
  credits: readonly C[],
  invoice: { triangleCompanyId: number; companyId: number },
): C[] {
  return credits.filter((credit) => canCreditPay(credit, invoice));
}

/** The state a validated credit takes from what is left on it. */
export function creditStateAfterUse(
  state: CreditState,
  totalTTCCents: Cents,
  amountLeftCents: Cents,
): CreditState {
  if (state === "CREDIT_STATE_CREATED") return state;
  if (amountLeftCents <= 0) return "CREDIT_STATE_USED";
  return amountLeftCents >= totalTTCCents ? "CREDIT_STATE_VALIDATED" : "CREDIT_STATE_PARTIALY_USED";
}

/** A credit on an invoice never gives back more than the invoice less the credits already made on it. */
export function assertCreditWithinInvoice(
  invoiceTTCCents: Cents,
  otherCreditsTTCCents: readonly Cents[],
  creditTTCCents: Cents,
): void {
  const left = creditAmountLeft(invoiceTTCCents, otherCreditsTTCCents);
  assertCents(creditTTCCents);
  if (creditTTCCents > left) {
    throw domainError("CREDIT_MORE_THAN_INVOICE", "rule", {
      amount: formatEuros(creditTTCCents),
      left: formatEuros(Math.max(left, 0)),
    });
  }
}
