import { domainError } from "../messages";
import type { Cents } from "../shared/cents";
import { toCents } from "../shared/cents";
import { assertCents } from "../shared/decimal";
import { type CreditState, creditStateAfterUse } from "./credit-notes";
import type { PaymentMode } from "./payments";

/** A credit note as a payment draws on it. */
export interface PaymentCredit {
  state: CreditState;
  triangleCompanyId: number;
  companyId: number;
  totalTtcCents: Cents;
  amountLeftCents: Cents;
}

/** Mode 'Avoir' needs a credit, and a credit goes with mode 'Avoir' only. */
export function assertCreditMatchesMode(mode: PaymentMode, creditId: number | null): void {
  if (mode === "MODE_CREDIT" && creditId === null) {
    throw domainError("CREDIT_NOT_SELECTED", "invalid", {}, { field: "creditId" });
  }
  if (mode !== "MODE_CREDIT" && creditId !== null) {
    throw domainError("PAYMENT_CREDIT_WITH_OTHER_MODE", "invalid", {}, { field: "creditId" });
  }
}

/** The credit as it would be without one of its payments: what an edit of that payment may draw on. */
export function creditWithout<C extends PaymentCredit>(credit: C, amountCents: Cents): C {
  assertCents(amountCents);
  const amountLeftCents = credit.amountLeftCents + amountCents;
  return {
    ...credit,
    amountLeftCents,
    state: creditStateAfterUse(credit.state, credit.totalTtcCents, toCents(amountLeftCents)),
  };
}

/**
 * A credit pays an invoice of the same issuer and client once validated, up to what is left on it.
 * An exhausted credit (USED, nothing left) answers 'Le montant saisi est trop important' like any
 * amount above its remainder, so that two payments at once refused by the remainder read alike; a
 * draft, a credit of another issuer or client, or one set to USED by hand with money left cannot pay.
 */
export function assertCreditCovers(
  credit: PaymentCredit,
  invoice: { triangleCompanyId: number; companyId: number },
  amountCents: Cents,
): void {
  assertCents(amountCents);
  const sameParties =
    credit.triangleCompanyId === invoice.triangleCompanyId && credit.companyId === invoice.companyId;
  if (!sameParties || credit.state === "CREDIT_STATE_CREATED") {
    throw domainError("CREDIT_NOT_USABLE", "rule", {}, { field: "creditId" });
  }
  if (amountCents > credit.amountLeftCents) {
    throw domainError("CREDIT_AMOUNT_TOO_HIGH", "rule", {}, { field: "amount" });
  }
  if (credit.state === "CREDIT_STATE_USED") {
    throw domainError("CREDIT_NOT_USABLE", "rule", {}, { field: "creditId" });
  }
}
