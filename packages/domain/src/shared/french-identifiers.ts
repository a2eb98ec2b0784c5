import { domainError } from "../messages";

/** La Poste's SIREN: its establishments' SIRET fail the Luhn key and follow their own rule. */
export const LA_POSTE_SIREN = "356000000";
const LA_POSTE_HEAD_OFFICE_SIRET = "35600000000048";

function compact(value: string): string {
  return value.replace(/[\s\u00a0\u202f.-]/g, "");
}

function digitSum(digits: string): number {
  return [...digits].reduce((sum, digit) => sum + Number(digit), 0);
}

/** Luhn key: from the right, every second digit doubled (minus 9 above 9); the sum is a multiple of 10. */
export function hasValidLuhnKey(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 9 digits with a valid Luhn key. Spaces are ignored. */
export function isValidSiren(value: string): boolean {
  const digits = compact(value);
  return /^\d{9}$/.test(digits) && hasValidLuhnKey(digits);
}

/**
 * 14 digits with a valid Luhn key; for La Poste (SIREN 356000000) the sum of the digits must be a
 * multiple of 5 instead, its head office 35600000000048 keeping the Luhn key. Spaces are ignored.
 */
export function isValidSiret(value: string): boolean {
  const digits = compact(value);
  if (!/^\d{14}$/.test(digits)) return false;
  if (digits.startsWith(LA_POSTE_SIREN)) {
    return digits === LA_POSTE_HEAD_OFFICE_SIRET || digitSum(digits) % 5 === 0;
  }
  return hasValidLuhnKey(digits);
}

/** Returns the SIRET without spaces, or throws a DomainError ("invalid"). */
export function assertSiret(value: string): string {
  if (!isValidSiret(value)) throw domainError("SIRET_INVALID", "invalid", { value });
  return compact(value);
}

export function assertSiren(value: string): string {
  if (!isValidSiren(value)) throw domainError("SIREN_INVALID", "invalid", { value });
  return compact(value);
}

export function sirenOfSiret(siret: string): string {
  return assertSiret(siret).slice(0, 9);
}

/** FR + key + SIREN, the key being (12 + 3 × (SIREN mod 97)) mod 97 on two digits. */
export function frenchVatNumber(siren: string): string {
  const digits = assertSiren(siren);
  const key = (12 + 3 * (Number(digits) % 97)) % 97;
  return `FR${String(key).padStart(2, "0")}${digits}`;
}

export function isValidFrenchVatNumber(value: string): boolean {
  const text = compact(value).toUpperCase();
  const match = /^FR(\d{2})(\d{9})$/.exec(text);
  if (!match?.[2] || !isValidSiren(match[2])) return false;
  return frenchVatNumber(match[2]) === text;
}

export function assertFrenchVatNumber(value: string): string {
  if (!isValidFrenchVatNumber(value)) throw domainError("VAT_NUMBER_INVALID", "invalid", { value });
  return compact(value).toUpperCase();
}

const OVERSEAS_PREFIXES = [
  "971",
  "972",
  "973",
  "974",
  "975",
  "976",
  "977",
  "978",
  "980",
  "984",
  "986",
  "987",
  "988",
];

/**
 * Five digits starting with a department: 01-95 (Corsica's codes start with 20), or an overseas
 * prefix (971-978, 980 Monaco, 984-988).
 */
export function isValidPostalCode(value: string): boolean {
  const text = value.trim();
  if (!/^\d{5}$/.test(text)) return false;
  const department = Number(text.slice(0, 2));
  if (department >= 1 && department <= 95) return true;
  return OVERSEAS_PREFIXES.includes(text.slice(0, 3));
}

/**
 * Where an address may be (document 2 §5 'Address autocomplete'): group companies and suppliers in
 * France; client companies anywhere, so a typed foreign address is taken.
 */
export type AddressArea = "france" | "anywhere";

/** A foreign postal code: 1 to 10 letters, digits, inner spaces or hyphens ('1000', 'SW1A 1AA', 'D02 X285'). */
const FOREIGN_POSTAL_CODE = /^[A-Z0-9](?:[A-Z0-9 -]{0,8}[A-Z0-9])?$/i;

/**
 * The postal code as it is saved, or null when it is not valid in that area. A French code is written
 * without spaces; anywhere, any other code is kept as typed (spaces trimmed and collapsed).
 */
export function normalizePostalCode(value: string, area: AddressArea = "france"): string | null {
  const compact = value.replace(/\s/g, "");
  if (isValidPostalCode(compact)) return compact;
  if (area === "france") return null;
  const typed = value.trim().replace(/\s+/g, " ");
  return FOREIGN_POSTAL_CODE.test(typed) ? typed : null;
}

const EMAIL_PATTERN =
  /^[^\s@"(),:;<>[\\\]]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i;

/** A practical e-mail check: one @, no spaces, a domain with a dot; trimmed; at most 254 characters. */
export function isValidEmail(value: string): boolean {
  const text = value.trim();
  return text.length <= 254 && EMAIL_PATTERN.test(text) && !text.includes("..");
}

export function assertEmail(value: string): string {
  if (!isValidEmail(value)) throw domainError("EMAIL_INVALID", "invalid", { value });
  return value.trim();
}
