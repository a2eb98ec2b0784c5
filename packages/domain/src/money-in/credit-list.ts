import { domainError, MESSAGES } from "../messages";
import { CREDIT_STATE_LABELS, type CreditState } from "./credit-notes";

/** The states the credit list's filter offers, in the order of the chips. */
export const CREDIT_LIST_STATES = Object.keys(CREDIT_STATE_LABELS) as CreditState[];

export function isCreditState(value: string): value is CreditState {
  return (CREDIT_LIST_STATES as string[]).includes(value);
}

/** Reads the list's state values (Hydra's `searchState`), refusing an unknown one in French. */
export function readCreditStates(values: readonly string[]): CreditState[] {
  return values.map((value) => {
    if (!isCreditState(value)) {
      throw domainError("CREDIT_LIST_STATE_UNKNOWN", "invalid", { value }, { field: "state" });
    }
    return value;
  });
}

/** What an item of the list is called: its number, or 'Avoir en cours de création' before it has one. */
export const creditListLabel = (reference: string | null) => reference ?? MESSAGES.CREDIT_DRAFT_LABEL;
