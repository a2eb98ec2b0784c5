import { ROLES } from "../core/roles";
import { domainError, formatMessage } from "../messages";
import { parseDate } from "../shared/calendar-dates";
import type { Cents } from "../shared/cents";
import { frenchDateLabel } from "../shared/french-dates";
import { formatEuros } from "../shared/french-format";
import { type CreditState, isCreditLocked } from "./credit-notes";

/** What a draft credit note shows instead of its reference (it has none until validated). */
export const DRAFT_CREDIT_LABEL = formatMessage("CREDIT_DRAFT_LABEL");

/** The fields of a credit note's header that print: frozen once it is validated. */
export const PRINTED_CREDIT_FIELDS = [
  "title",
  "comment",
  "invoiceHeadName",
  "invoiceAddress",
  "creditDate",
  "triangleCompanyId",
  "companyId",
] as const;

/** A validated credit note is never edited: only its state changes afterwards. */
export function assertCreditHeaderEditable(state: CreditState, changed: readonly string[]): void {
  if (!isCreditLocked(state)) return;
  const printed = changed.find((field) => (PRINTED_CREDIT_FIELDS as readonly string[]).includes(field));
  if (printed) throw domainError("CREDIT_HEADER_LOCKED", "rule", {}, { field: printed });
}

/** Issuer and recipient are chosen freely only on a draft that corrects no invoice. */
export function canChangeCreditParties(credit: { state: CreditState; invoiceId: number | null }): boolean {
  return !isCreditLocked(credit.state) && credit.invoiceId === null;
}

export function assertCreditPartiesChangeable(credit: {
  state: CreditState;
  invoiceId: number | null;
}): void {
  if (!canChangeCreditParties(credit)) throw domainError("CREDIT_PARTIES_LOCKED", "rule");
}

export function parseCreditTitle(value: string | null | undefined): string {
  const title = (value ?? "").trim();
  if ([...title].length > 255) throw domainError("CREDIT_TITLE_TOO_LONG", "invalid", {}, { field: "title" });
  return title;
}

/** 'YYYY-MM-DD', a day that exists (2026-02-30 does not). */
export function parseCreditDate(value: string): string {
  const text = value.trim();
  try {
    parseDate(text);
  } catch {
    throw domainError("CREDIT_DATE_INVALID", "invalid", { value }, { field: "creditDate" });
  }
  return text;
}

/** Whether the session user may validate a credit note or change the state of a validated one. */
export function canChangeCreditState(user: { isCompta: boolean; isSuperAdmin: boolean }): boolean {
  return ROLES.finance(user);
}

export function assertCanChangeCreditState(user: { isCompta: boolean; isSuperAdmin: boolean }): void {
  if (!canChangeCreditState(user)) throw domainError("CREDIT_VALIDATE_FORBIDDEN", "forbidden");
}

/** A credit note's TTC is never negative (it gives money back; a negative line may only lower it). */
export function assertCreditTotalNotNegative(totalTtcCents: Cents): void {
  if (totalTtcCents < 0) {
    throw domainError("CREDIT_NEGATIVE", "rule", { amount: formatEuros(totalTtcCents) });
  }
}

export interface CreditValidationCheck {
  totalTtcCents: Cents;
  creditDate: string;
  /** Today in Paris. */
  today: string;
  /** The credit date of the issuer's last validated credit note, if any. */
  lastValidatedDate: string | null;
  /** The date of the invoice it corrects, if any. */
  invoiceDate: string | null;
}

/**
 * Before a number is given: an amount, and a date neither in the future, nor before the issuer's
 * last validated credit note (numbers follow dates), nor before the invoice it corrects.
 */
export function assertCreditValidatable(check: CreditValidationCheck): void {
  if (check.totalTtcCents <= 0) throw domainError("CREDIT_EMPTY", "rule");
  const date = parseCreditDate(check.creditDate);
  const field = { field: "creditDate" };
  if (date > check.today) {
    throw domainError("CREDIT_DATE_IN_FUTURE", "rule", { date: frenchDateLabel(date) }, field);
  }
  if (check.lastValidatedDate && date < check.lastValidatedDate) {
    const params = { date: frenchDateLabel(date), last: frenchDateLabel(check.lastValidatedDate) };
    throw domainError("CREDIT_DATE_BEFORE_LAST", "rule", params, field);
  }
  if (check.invoiceDate && date < check.invoiceDate) {
    const params = { date: frenchDateLabel(date), invoiceDate: frenchDateLabel(check.invoiceDate) };
    throw domainError("CREDIT_DATE_BEFORE_INVOICE", "rule", params, field);
  }
}
