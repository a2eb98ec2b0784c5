import { domainError } from "../messages";
import { isValidEmail } from "../shared/french-identifiers";
import { isValidPhone, tidyPhone } from "../shared/phone-number";

const text = (value: string | null | undefined) => value?.trim() ?? "";

/** A contact's phone: required, then the one phone rule (6 to 15 digits, see phone-number.ts). */
export function assertContactPhone(value: string | null | undefined): string {
  const phone = tidyPhone(value ?? "");
  if (!phone) throw domainError("CONTACT_PHONE_REQUIRED", "invalid");
  if (!isValidPhone(phone)) throw domainError("CONTACT_PHONE_INVALID", "invalid", { value: phone });
  return phone;
}

/** An optional e-mail: empty gives null, otherwise it must be one. */
export function optionalEmail(value: string | null | undefined): string | null {
  const email = text(value);
  if (!email) return null;
  if (!isValidEmail(email)) throw domainError("EMAIL_INVALID", "invalid", { value: email });
  return email.toLowerCase();
}

export interface ContactFields {
  name: string;
  email: string | null;
  phone: string;
  occupation: string | null;
}

/** A client contact (document 2 §5): name, e-mail and phone required, occupation optional. */
export function validateContact(input: {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  occupation?: string | null;
}): ContactFields & { email: string } {
  const name = text(input.name);
  if (!name) throw domainError("CONTACT_NAME_REQUIRED", "invalid");
  const email = optionalEmail(input.email);
  if (!email) throw domainError("CONTACT_EMAIL_REQUIRED", "invalid");
  const phone = assertContactPhone(input.phone);
  return { name, email, phone, occupation: text(input.occupation) || null };
}

/** True when the e-mail is already one of the company's contacts' (case-insensitive). */
export function isDuplicateContactEmail(
  email: string | null,
  contacts: readonly { id: number; email: string | null }[],
  exceptContactId?: number,
): boolean {
  if (!email) return false;
  const wanted = email.trim().toLowerCase();
  return contacts.some(
    (contact) => contact.id !== exceptContactId && contact.email?.toLowerCase() === wanted,
  );
}

/** Throws the spec's duplicate warning (409) unless the user confirmed. */
export function assertNoDuplicateContactEmail(
  email: string | null,
  contacts: readonly { id: number; email: string | null }[],
  confirmed: boolean,
  exceptContactId?: number,
): void {
  if (!confirmed && isDuplicateContactEmail(email, contacts, exceptContactId)) {
    throw domainError("CONTACT_EMAIL_DUPLICATE", "conflict");
  }
}
