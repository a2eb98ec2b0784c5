import { formatMessage, isValidEmail, isValidPhone, tidyPhone } from "@tronc/domain";
import { domainErrorOf } from "../../../lib/api-error";

export type AccountField = "name" | "lastname" | "email" | "phone" | "password";
export type AccountValues = Record<AccountField, string>;
export type AccountErrors = Partial<Record<AccountField, string>>;

export const emptyAccount: AccountValues = { name: "", lastname: "", email: "", phone: "", password: "" };

/** The screens' own sentences; the refusals are the domain's (formatMessage), as the server sends them. */
export const ACCOUNT_MESSAGES = {
  userUpdated: "L'utilisateur à bien été mise à jour",
  userCreated: "L'utilisateur est bien créé",
  coachCreated: "Le coach IA est bien créé",
  coachUpdated: "Le coach IA est bien mis à jour",
  ownActive: "Vous ne pouvez pas désactiver votre propre compte.",
} as const;

export interface AccountRules {
  /** Group users must have a phone; coaches need not. */
  phoneRequired: boolean;
  /** On creation; on edit an empty password leaves it unchanged. */
  passwordRequired: boolean;
}

export function checkAccount(values: AccountValues, rules: AccountRules): AccountErrors {
  const errors: AccountErrors = {};
  if (!values.name.trim()) errors.name = formatMessage("FIRST_NAME_REQUIRED");
  if (!values.lastname.trim()) errors.lastname = formatMessage("LAST_NAME_REQUIRED");
  const email = values.email.trim();
  if (!email) errors.email = formatMessage("EMAIL_REQUIRED");
  else if (!isValidEmail(email)) errors.email = formatMessage("EMAIL_INVALID", { value: email });
  const phone = tidyPhone(values.phone);
  if (!phone) {
    if (rules.phoneRequired) errors.phone = formatMessage("PHONE_REQUIRED");
  } else if (!isValidPhone(phone)) errors.phone = formatMessage("PHONE_INVALID", { value: phone });
  if (rules.passwordRequired && !values.password) errors.password = formatMessage("PASSWORD_REQUIRED");
  else if (values.password && values.password.length < 8)
    errors.password = formatMessage("PASSWORD_TOO_SHORT");
  return errors;
}

const ACCOUNT_FIELDS: readonly string[] = ["name", "lastname", "email", "phone", "password"];
const isAccountField = (field: string | undefined): field is AccountField =>
  field !== undefined && ACCOUNT_FIELDS.includes(field);

/** Which field a server refusal is about (the error's own field), to show the message under it. */
export function fieldOfServerError(error: unknown): AccountField | null {
  const field = domainErrorOf(error)?.field;
  return isAccountField(field) ? field : null;
}

/** The identity sent to the server: e-mail trimmed (the server trims and lower-cases it too). */
export function identityPayload(values: AccountValues) {
  return {
    name: values.name.trim(),
    lastname: values.lastname.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    password: values.password,
  };
}
