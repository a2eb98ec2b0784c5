import { domainError } from "../messages";

/** The phone columns are varchar(30). */
const PHONE_MAX_LENGTH = 30;
const PHONE_CHARACTERS = /^\+?[\d\s.\-()/]+$/;

/** Trimmed, inner spaces collapsed: the way a phone is saved. */
export function tidyPhone(value: string): string {
  return value.trim().replace(/\s+/g, " ");
}

/**
 * The one phone rule (users, group companies, client contacts): digits with spaces, dots, dashes,
 * brackets or slashes and an optional leading +; 6 to 15 digits (E.164's maximum, overseas and
 * foreign numbers can be short); at most 30 characters.
 */
export function isValidPhone(value: string): boolean {
  const phone = tidyPhone(value);
  const digits = phone.replace(/\D/g, "").length;
  return PHONE_CHARACTERS.test(phone) && digits >= 6 && digits <= 15 && phone.length <= PHONE_MAX_LENGTH;
}

/** Returns the phone as saved, or throws PHONE_INVALID (400, field 'phone'). Empty is the caller's call. */
export function assertPhone(value: string): string {
  const phone = tidyPhone(value);
  if (!isValidPhone(phone)) throw domainError("PHONE_INVALID", "invalid", { value: phone });
  return phone;
}
