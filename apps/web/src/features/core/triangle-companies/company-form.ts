import {
  assertCompanyCode,
  assertPhone,
  formatMessage,
  isDomainError,
  isValidEmail,
  isValidFrenchVatNumber,
  isValidSiret,
  normalizeColor,
} from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage, domainErrorOf } from "../../../lib/api-error";

export type CompanyField =
  | "name"
  | "code"
  | "siret"
  | "phone"
  | "email"
  | "address"
  | "tvaNumber"
  | "color"
  | "logos";
export type CompanyErrors = Partial<Record<CompanyField, string>>;

/** The screens' own sentences; the refusals are the domain's (formatMessage), as the server sends them. */
export const COMPANY_MESSAGES = {
  created: "L'entreprise est créée : complétez sa fiche.",
  updated: "L'entreprise à bien été mise à jour",
  addressRequired: formatMessage("ADDRESS_REQUIRED"),
  fixErrors: "Corrigez les champs signalés avant d'enregistrer.",
} as const;

const compact = (value: string) => value.replace(/[\s.-]/g, "");
const messageOf = (check: () => unknown): string | undefined => {
  try {
    check();
    return undefined;
  } catch (error) {
    if (isDomainError(error)) return error.message;
    throw error;
  }
};

/** The same checks as the server (packages/domain), for instant feedback; the server checks again. */
export const companyChecks: Partial<Record<CompanyField, (value: string) => string | undefined>> = {
  name: (value) => (value.trim() ? undefined : formatMessage("TRIANGLE_COMPANY_NAME_REQUIRED")),
  siret: (value) => {
    if (!value.trim()) return formatMessage("TRIANGLE_COMPANY_SIRET_REQUIRED");
    return isValidSiret(value) ? undefined : formatMessage("SIRET_INVALID", { value: compact(value) });
  },
  phone: (value) =>
    value.trim() ? messageOf(() => assertPhone(value)) : formatMessage("TRIANGLE_COMPANY_PHONE_REQUIRED"),
  email: (value) => {
    if (!value.trim()) return formatMessage("TRIANGLE_COMPANY_EMAIL_REQUIRED");
    return isValidEmail(value) ? undefined : formatMessage("EMAIL_INVALID", { value: value.trim() });
  },
  tvaNumber: (value) =>
    !value.trim() || isValidFrenchVatNumber(value)
      ? undefined
      : formatMessage("VAT_NUMBER_INVALID", { value: compact(value).toUpperCase() }),
  color: (value) => messageOf(() => normalizeColor(value)),
  code: (value) => messageOf(() => assertCompanyCode(value)),
};

const COMPANY_FIELDS: readonly string[] = [
  "name",
  "code",
  "siret",
  "phone",
  "email",
  "address",
  "tvaNumber",
  "color",
  "logos",
];
const isCompanyField = (field: string | undefined): field is CompanyField =>
  field !== undefined && COMPANY_FIELDS.includes(field);

/** The field a server refusal is about (the error's own field), so the message shows under it. */
export function fieldOfError(error: unknown): CompanyField | undefined {
  const field = domainErrorOf(error)?.field;
  return isCompanyField(field) ? field : undefined;
}

/** Field errors of a company form: checked on blur and before saving, plus the server's answer. */
export function useCompanyErrors() {
  const [errors, setErrors] = useState<CompanyErrors>({});
  const check = (field: CompanyField, value: string) => {
    const message = companyChecks[field]?.(value);
    setErrors((all) => ({ ...all, [field]: message }));
    return message;
  };
  const checkAll = (values: Partial<Record<CompanyField, string>>) => {
    const found: CompanyErrors = {};
    for (const [field, value] of Object.entries(values) as [CompanyField, string][]) {
      const message = companyChecks[field]?.(value);
      if (message) found[field] = message;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  const clear = (field: CompanyField) => setErrors((all) => ({ ...all, [field]: undefined }));
  const set = (field: CompanyField, message: string) => setErrors((all) => ({ ...all, [field]: message }));
  /** Shows a server refusal under its field when it has one; returns the French message. */
  const fromServer = (error: unknown) => {
    const message = apiErrorMessage(error);
    const field = fieldOfError(error);
    if (field) set(field, message);
    return message;
  };
  return { errors, check, checkAll, clear, set, fromServer };
}
