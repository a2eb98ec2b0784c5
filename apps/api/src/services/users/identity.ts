import { DomainError, isValidEmail } from "@tronc/domain";
import type { Discr } from "./user-views";

/** Identity fields as sent (create) or as changed (update: absent means unchanged). */
export interface IdentityInput {
  name?: string | null;
  lastname?: string | null;
  email?: string | null;
  phone?: string | null;
  password?: string | null;
}

export interface Identity {
  name?: string;
  lastname?: string;
  email?: string;
  phone?: string | null;
  password?: string;
}

export const MESSAGES = {
  nameRequired: "Le prénom est obligatoire",
  lastnameRequired: "Le nom est obligatoire",
  emailRequired: "L'adresse e-mail est obligatoire",
  emailInvalid: (value: string) => `L'adresse e-mail « ${value} » n'est pas valide`,
  phoneRequired: "Le téléphone est obligatoire",
  phoneInvalid: (value: string) => `Le numéro de téléphone « ${value} » n'est pas valide`,
  passwordRequired: "Le mot de passe est obligatoire",
  passwordTooShort: "Le mot de passe doit contenir au moins 8 caractères",
  tooLong: (label: string, max: number) => `${label} ne peut pas dépasser ${max} caractères`,
} as const;

const invalid = (code: string, message: string) => new DomainError(code, message, "invalid");

function text(
  value: string | null | undefined,
  required: string,
  label: string,
  max: number,
): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = (value ?? "").trim();
  if (!trimmed) throw invalid("FIELD_REQUIRED", required);
  if (trimmed.length > max) throw invalid("FIELD_TOO_LONG", MESSAGES.tooLong(label, max));
  return trimmed;
}

/** Digits with an optional leading +, spaces, dots and dashes between them: 06 12 34 56 78, +33 6 12 34 56 78. */
const PHONE = /^\+?[\d\s.-]{8,25}$/;

function phone(value: string | null | undefined, required: boolean): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = (value ?? "").trim();
  if (!trimmed) {
    if (required) throw invalid("PHONE_REQUIRED", MESSAGES.phoneRequired);
    return null;
  }
  const digits = trimmed.replace(/\D/g, "");
  if (!PHONE.test(trimmed) || digits.length < 8 || digits.length > 15) {
    throw invalid("PHONE_INVALID", MESSAGES.phoneInvalid(trimmed));
  }
  return trimmed;
}

function password(value: string | null | undefined, required: boolean): string | undefined {
  if (value === undefined || value === null || value === "") {
    if (required) throw invalid("PASSWORD_REQUIRED", MESSAGES.passwordRequired);
    return undefined;
  }
  if (value.length < 8) throw invalid("PASSWORD_TOO_SHORT", MESSAGES.passwordTooShort);
  if (value.length > 200) throw invalid("FIELD_TOO_LONG", MESSAGES.tooLong("Le mot de passe", 200));
  return value;
}

/**
 * Checks the identity of a group user or a coach (document 2, §5 'Users and coaches'): first name,
 * last name and e-mail required, the e-mail trimmed; a phone too for group users.
 * `creating` makes every field required; on update an absent field stays as it is.
 */
export function validateIdentity(discr: Discr, input: IdentityInput, creating: boolean): Identity {
  const all = creating
    ? { name: "", lastname: "", email: "", phone: "", password: "", ...stripUndefined(input) }
    : input;
  const name = text(all.name, MESSAGES.nameRequired, "Le prénom", 100);
  const lastname = text(all.lastname, MESSAGES.lastnameRequired, "Le nom", 100);
  const email = text(all.email, MESSAGES.emailRequired, "L'adresse e-mail", 180);
  if (email !== undefined && !isValidEmail(email))
    throw invalid("EMAIL_INVALID", MESSAGES.emailInvalid(email));
  return {
    name,
    lastname,
    email: email?.toLowerCase(),
    phone: phone(all.phone, discr === "triangle-user"),
    password: password(all.password, creating),
  };
}

function stripUndefined(input: IdentityInput): IdentityInput {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}
