import { assertEmail, assertPhone, domainError, type MessageCode } from "@tronc/domain";
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

const tooLong = (field: string, label: string, max: number) =>
  domainError("FIELD_TOO_LONG", "invalid", { label, max }, { field });

function text(
  value: string | null | undefined,
  field: string,
  rule: { required: MessageCode; label: string; max: number },
): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = (value ?? "").trim();
  if (!trimmed) throw domainError(rule.required, "invalid", {}, { field });
  if (trimmed.length > rule.max) throw tooLong(field, rule.label, rule.max);
  return trimmed;
}

function phone(value: string | null | undefined, required: boolean): string | null | undefined {
  if (value === undefined) return undefined;
  if (!(value ?? "").trim()) {
    if (required) throw domainError("PHONE_REQUIRED", "invalid");
    return null;
  }
  return assertPhone(value ?? "");
}

function password(value: string | null | undefined, required: boolean): string | undefined {
  if (value === undefined || value === null || value === "") {
    if (required) throw domainError("PASSWORD_REQUIRED", "invalid");
    return undefined;
  }
  if (value.length < 8) throw domainError("PASSWORD_TOO_SHORT", "invalid");
  if (value.length > 200) throw tooLong("password", "Le mot de passe", 200);
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
  const name = text(all.name, "name", { required: "FIRST_NAME_REQUIRED", label: "Le prénom", max: 100 });
  const lastname = text(all.lastname, "lastname", {
    required: "LAST_NAME_REQUIRED",
    label: "Le nom",
    max: 100,
  });
  const email = text(all.email, "email", { required: "EMAIL_REQUIRED", label: "L'adresse e-mail", max: 180 });
  if (email !== undefined) assertEmail(email);
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
