import {
  electronicFormatIBAN,
  friendlyFormatIBAN,
  isValidBIC,
  ValidationErrorsIBAN,
  validateIBAN,
} from "ibantools";
import { domainError, type MessageCode } from "../messages";
import { parseDate } from "../shared/calendar-dates";
import { type Cents, toCents } from "../shared/cents";
import { dateWindow, isOutsideDateWindow } from "../shared/date-windows";
import { pow10 } from "../shared/decimal";
import { MAX_PRICE_CENTS, readExactDecimal } from "../shared/price-input";

/** What a person or a client gives for a bank account; absent fields are read as missing. */
export interface BankAccountInput {
  name?: string | null;
  iban?: string | null;
  bic?: string | null;
  openingBalance?: number | string | null;
  openingDate?: string | null;
}

/** A bank account's fields as stored: IBAN and BIC in their electronic form, the balance in cents. */
export interface BankAccountFields {
  name: string;
  iban: string;
  bic: string | null;
  openingBalanceCents: Cents;
  openingDate: string;
}

const refuse = (code: MessageCode, field: string, params: Record<string, string> = {}) =>
  domainError(code, "invalid", params, { field });

const blank = (value: unknown): value is null | undefined | "" =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

export const BANK_ACCOUNT_NAME_MAX = 100;

const KEY_ERRORS = [
  ValidationErrorsIBAN.WrongIBANChecksum,
  ValidationErrorsIBAN.WrongAccountBankBranchChecksum,
];

/** 'FR76 3000 …' typed with spaces, dashes or in lower case → 'FR7630004…', its key checked (ISO 13616). */
export function readIban(value: string | null | undefined): string {
  if (blank(value)) throw refuse("BANK_ACCOUNT_IBAN_REQUIRED", "iban");
  const typed = value.trim();
  const iban = electronicFormatIBAN(typed) ?? "";
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return iban;
  // A mistyped digit breaks the IBAN's key and, in France, the RIB key too: both are the key's fault.
  const keyOnly = errorCodes.every((code) => KEY_ERRORS.includes(code));
  throw refuse(keyOnly ? "BANK_ACCOUNT_IBAN_KEY" : "BANK_ACCOUNT_IBAN_INVALID", "iban", { iban: typed });
}

/** A BIC of 8 or 11 characters ('bnpafrpp' → 'BNPAFRPP'); none is allowed (SEPA needs the IBAN only). */
export function readBic(value: string | null | undefined): string | null {
  if (blank(value)) return null;
  const bic = value.replace(/\s+/g, "").toUpperCase();
  if (!isValidBIC(bic)) throw refuse("BANK_ACCOUNT_BIC_INVALID", "bic", { bic: value.trim() });
  return bic;
}

/**
 * The balance on the opening date, typed the French way ('-1 250,40') or sent in euros (-1250.4) →
 * integer cents; an overdraft is negative; two decimals at most, never rounded; absent is 0.
 */
export function readOpeningBalance(value: number | string | null | undefined): Cents {
  if (blank(value)) return toCents(0);
  const field = "openingBalance";
  const exact = readExactDecimal(value);
  if (!exact) throw refuse("BANK_ACCOUNT_BALANCE_INVALID", field, { value: String(value) });
  if (exact.scale > 2) throw refuse("BANK_ACCOUNT_BALANCE_TOO_PRECISE", field);
  const cents = exact.units * pow10(2 - exact.scale);
  if (cents > BigInt(MAX_PRICE_CENTS) || -cents > BigInt(MAX_PRICE_CENTS)) {
    throw refuse("BANK_ACCOUNT_BALANCE_TOO_LARGE", field);
  }
  return toCents(Number(cents));
}

/** 'AAAA-MM-JJ' that exists, within the documents' window seen from `today` (2000 to five years ahead). */
export function readOpeningDate(value: string | null | undefined, today: string): string {
  const field = "openingDate";
  if (blank(value)) throw refuse("BANK_ACCOUNT_DATE_REQUIRED", field);
  const typed = value.trim();
  const date = /^\d{4}-\d{2}-\d{2}T/.test(typed) ? typed.slice(0, 10) : typed;
  try {
    parseDate(date);
  } catch {
    throw refuse("BANK_ACCOUNT_DATE_INVALID", field, { value: typed });
  }
  const window = dateWindow("document", today);
  // The catalogue echoes ISO dates day first ('01/01/2000').
  if (isOutsideDateWindow(date, window)) throw refuse("BANK_ACCOUNT_DATE_OUT_OF_RANGE", field, { ...window });
  return date;
}

export function readBankAccountName(value: string | null | undefined): string {
  if (blank(value)) throw refuse("BANK_ACCOUNT_NAME_REQUIRED", "name");
  const name = value.trim();
  if (name.length > BANK_ACCOUNT_NAME_MAX) throw refuse("BANK_ACCOUNT_NAME_TOO_LONG", "name");
  return name;
}

/** Every field of a bank account read at once, the first refusal in the form's order. */
export function readBankAccount(input: BankAccountInput, today: string): BankAccountFields {
  return {
    name: readBankAccountName(input.name),
    iban: readIban(input.iban),
    bic: readBic(input.bic),
    openingBalanceCents: readOpeningBalance(input.openingBalance),
    openingDate: readOpeningDate(input.openingDate, today),
  };
}

/** 'FR7630004000050000123456789' → 'FR76 3000 4000 0500 0012 3456 789', as a person reads it. */
export const formatIban = (iban: string): string => friendlyFormatIBAN(iban) ?? iban;
