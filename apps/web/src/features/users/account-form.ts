import { formatMessage, isValidEmail } from "@tronc/domain";
import { TRPCClientError } from "@trpc/client";

export type AccountField = "name" | "lastname" | "email" | "phone" | "password";
export type AccountValues = Record<AccountField, string>;
export type AccountErrors = Partial<Record<AccountField, string>>;

export const emptyAccount: AccountValues = { name: "", lastname: "", email: "", phone: "", password: "" };

/** The server's sentences (apps/api services/users/identity.ts), shown before sending. */
export const ACCOUNT_MESSAGES = {
  nameRequired: "Le prénom est obligatoire",
  lastnameRequired: "Le nom est obligatoire",
  emailRequired: "L'adresse e-mail est obligatoire",
  phoneRequired: "Le téléphone est obligatoire",
  passwordRequired: "Le mot de passe est obligatoire",
  passwordTooShort: "Le mot de passe doit contenir au moins 8 caractères",
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
  if (!values.name.trim()) errors.name = ACCOUNT_MESSAGES.nameRequired;
  if (!values.lastname.trim()) errors.lastname = ACCOUNT_MESSAGES.lastnameRequired;
  const email = values.email.trim();
  if (!email) errors.email = ACCOUNT_MESSAGES.emailRequired;
  else if (!isValidEmail(email)) errors.email = formatMessage("EMAIL_INVALID", { value: email });
  if (rules.phoneRequired && !values.phone.trim()) errors.phone = ACCOUNT_MESSAGES.phoneRequired;
  if (rules.passwordRequired && !values.password) errors.password = ACCOUNT_MESSAGES.passwordRequired;
  else if (values.password && values.password.length < 8) errors.password = ACCOUNT_MESSAGES.passwordTooShort;
  return errors;
}

/** Which field a server refusal is about, from its code, to show the message under that field. */
export function fieldOfServerError(error: unknown): AccountField | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  const code =
    typeof data === "object" && data !== null && "domainCode" in data ? String(data.domainCode) : "";
  if (code.startsWith("EMAIL_")) return "email";
  if (code.startsWith("PHONE_")) return "phone";
  if (code.startsWith("PASSWORD_")) return "password";
  return null;
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
