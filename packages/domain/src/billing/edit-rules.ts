import { ROLES } from "../core/roles";
import { domainError } from "../messages";
import { assertDate } from "../shared/calendar-dates";
import type { Cents } from "../shared/cents";
import { frenchDateLabel } from "../shared/french-dates";
import type { InvoiceState } from "./invoice-states";
import { lockedFieldError } from "./locked-fields";
import { OPERATION_CATEGORIES, type OperationCategory } from "./operation-category";

/** The fields of an invoice's header that print: frozen once it is validated. */
export const PRINTED_INVOICE_FIELDS = [
  "title",
  "invoiceHeadName",
  "invoiceAddress",
  "deliveryAddress",
  "comment",
  "paymentMode",
  "invoiceDate",
  "serviceDate",
  "operationCategory",
] as const;
export type PrintedInvoiceField = (typeof PRINTED_INVOICE_FIELDS)[number];

export const MAX_INVOICE_ADDRESS_LENGTH = 300;
const MAX_NAME_LENGTH = 255;

/** A validated invoice is never edited: only its internal comment and its state change afterwards. */
export function assertInvoiceHeaderEditable(state: InvoiceState, changed: readonly string[]): void {
  if (state === "STATE_CREATED") return;
  const printed = changed.find((field) => (PRINTED_INVOICE_FIELDS as readonly string[]).includes(field));
  if (printed) throw lockedFieldError("invoice", printed as PrintedInvoiceField, true);
}

function limited(
  value: string,
  max: number,
  code:
    | "INVOICE_ADDRESS_TOO_LONG"
    | "INVOICE_DELIVERY_ADDRESS_TOO_LONG"
    | "INVOICE_TITLE_TOO_LONG"
    | "INVOICE_HEAD_NAME_TOO_LONG",
  field: string,
): string {
  const text = value.trim();
  if ([...text].length > max) throw domainError(code, "invalid", {}, { field });
  return text;
}

export const parseInvoiceTitle = (value: string | null | undefined) =>
  limited(value ?? "", MAX_NAME_LENGTH, "INVOICE_TITLE_TOO_LONG", "title");
export const parseInvoiceHeadName = (value: string | null | undefined) =>
  limited(value ?? "", MAX_NAME_LENGTH, "INVOICE_HEAD_NAME_TOO_LONG", "invoiceHeadName");
export const parseInvoiceAddress = (value: string | null | undefined) =>
  limited(value ?? "", MAX_INVOICE_ADDRESS_LENGTH, "INVOICE_ADDRESS_TOO_LONG", "invoiceAddress");
export const parseDeliveryAddress = (value: string | null | undefined) =>
  limited(value ?? "", MAX_INVOICE_ADDRESS_LENGTH, "INVOICE_DELIVERY_ADDRESS_TOO_LONG", "deliveryAddress");

export function parseOperationCategory(value: string): OperationCategory {
  if (!(OPERATION_CATEGORIES as readonly string[]).includes(value)) {
    throw domainError(
      "INVOICE_OPERATION_CATEGORY_INVALID",
      "invalid",
      { value },
      { field: "operationCategory" },
    );
  }
  return value as OperationCategory;
}

export interface ValidationCheck {
  state: InvoiceState;
  totalTtcCents: Cents;
  invoiceDate: string;
  /** Today in Paris. */
  today: string;
  /** The invoice date of the issuer's last validated invoice, if any. */
  lastValidatedDate: string | null;
  /** How many of the invoices it deducts have no number yet. */
  unnumberedDeductions: number;
}

/**
 * Before a number is given: a draft, with an amount, deducting only numbered invoices, dated neither
 * in the future nor before the issuer's last validated invoice (numbers follow dates).
 */
export function assertInvoiceValidatable(check: ValidationCheck): void {
  if (check.state !== "STATE_CREATED") throw domainError("INVOICE_NOT_VALIDABLE", "rule");
  if (check.totalTtcCents <= 0) throw domainError("INVOICE_EMPTY", "rule");
  if (check.unnumberedDeductions > 0) throw domainError("INVOICE_DEDUCTED_NOT_NUMBERED", "rule");
  const date = assertDate(check.invoiceDate);
  if (date > check.today) {
    throw domainError(
      "INVOICE_DATE_IN_FUTURE",
      "rule",
      { date: frenchDateLabel(date) },
      { field: "invoiceDate" },
    );
  }
  if (check.lastValidatedDate && date < check.lastValidatedDate) {
    throw domainError(
      "INVOICE_DATE_BEFORE_LAST",
      "rule",
      { date: frenchDateLabel(date), last: frenchDateLabel(check.lastValidatedDate) },
      { field: "invoiceDate" },
    );
  }
}

/** Whether the session user may validate or change the state of a validated invoice. */
export function canChangeInvoiceState(user: { isCompta: boolean; isSuperAdmin: boolean }): boolean {
  return ROLES.finance(user);
}

export function assertCanChangeInvoiceState(user: { isCompta: boolean; isSuperAdmin: boolean }): void {
  if (!canChangeInvoiceState(user)) throw domainError("INVOICE_VALIDATE_FORBIDDEN", "forbidden");
}

/** A line added with '--- Ligne de texte libre ---': nothing to bill, only a text and its order. */
export const FREE_TEXT_INVOICE_LINE = {
  name: "Texte libre",
  description: "Saisissez votre texte",
  quantity: "0",
  unitPriceCents: 0,
  vatRate: "20",
  unity: "UNITY_UNITY",
} as const;

/**
 * Free text: no product and nothing billed. A deposit's line has no product either but bills an
 * amount, so it stays a full line (its price may be corrected while the invoice is a draft).
 */
export function isFreeTextInvoiceLine(line: {
  triangleProductId: number | null;
  quantity: string;
  unitPriceCents: Cents;
}): boolean {
  return line.triangleProductId === null && Number(line.quantity) === 0 && line.unitPriceCents === 0;
}

/** A free-text line is nothing but its text: saved empty, it would print an empty line. */
export function assertFreeTextHasText(description: string): void {
  const text = description
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|\u00a0/g, " ")
    .trim();
  if (text === "") throw domainError("FREE_TEXT_LINE_EMPTY", "invalid", {}, { field: "description" });
}
