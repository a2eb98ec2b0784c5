import { formatMessage, isValidEmail, isValidFrenchVatNumber, isValidSiret } from "@tronc/domain";
import { TRPCClientError } from "@trpc/client";
import { useState } from "react";
import { apiErrorMessage } from "../../lib/api-error";

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

export const COMPANY_MESSAGES = {
  created: "L'entreprise est créée : complétez sa fiche.",
  updated: "L'entreprise à bien été mise à jour",
  nameRequired: "Le nom de l'entreprise est obligatoire.",
  siretRequired: "Le SIRET est obligatoire.",
  phoneRequired: "Le téléphone est obligatoire.",
  phoneInvalid: "Le numéro de téléphone n'est pas valide.",
  emailRequired: "L'adresse e-mail est obligatoire.",
  addressRequired: "Choisissez une adresse dans la liste, ou saisissez-la à la main.",
  colorInvalid: "La couleur doit être au format #RRGGBB ou #RRGGBBAA.",
  codeInvalid: "Le code doit compter 2 à 6 lettres ou chiffres majuscules.",
  fixErrors: "Corrigez les champs signalés avant d'enregistrer.",
} as const;

const compact = (value: string) => value.replace(/[\s.-]/g, "");

/** The same checks as the server (packages/domain), for instant feedback; the server checks again. */
export const companyChecks: Partial<Record<CompanyField, (value: string) => string | undefined>> = {
  name: (value) => (value.trim() ? undefined : COMPANY_MESSAGES.nameRequired),
  siret: (value) => {
    if (!value.trim()) return COMPANY_MESSAGES.siretRequired;
    return isValidSiret(value) ? undefined : formatMessage("SIRET_INVALID", { value: compact(value) });
  },
  phone: (value) => {
    if (!value.trim()) return COMPANY_MESSAGES.phoneRequired;
    const digits = value.replace(/\D/g, "").length;
    return /^\+?[\d\s.()-]+$/.test(value.trim()) && digits >= 6 && digits <= 15
      ? undefined
      : COMPANY_MESSAGES.phoneInvalid;
  },
  email: (value) => {
    if (!value.trim()) return COMPANY_MESSAGES.emailRequired;
    return isValidEmail(value) ? undefined : formatMessage("EMAIL_INVALID", { value: value.trim() });
  },
  tvaNumber: (value) =>
    !value.trim() || isValidFrenchVatNumber(value)
      ? undefined
      : formatMessage("VAT_NUMBER_INVALID", { value: compact(value).toUpperCase() }),
  color: (value) =>
    /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value.trim())
      ? undefined
      : COMPANY_MESSAGES.colorInvalid,
  code: (value) =>
    /^[A-Z0-9]{2,6}$/.test(value.trim().toUpperCase()) ? undefined : COMPANY_MESSAGES.codeInvalid,
};

const fieldByDomainCode: [RegExp, CompanyField][] = [
  [/^SIRET_/, "siret"],
  [/^EMAIL_/, "email"],
  [/^PHONE_/, "phone"],
  [/^NAME_/, "name"],
  [/^(POSTAL_CODE_|ADDRESS_)/, "address"],
  [/^VAT_NUMBER_/, "tvaNumber"],
  [/^COLOR_/, "color"],
  [/^(CODE_TAKEN|REFERENCE_COMPANY_CODE)/, "code"],
  [/^(LOGO_|TOO_MANY_LOGOS)/, "logos"],
];

/** The field a server refusal is about, read from its domain code, so the message shows under it. */
export function fieldOfError(error: unknown): CompanyField | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  const code =
    typeof data === "object" && data !== null && "domainCode" in data && typeof data.domainCode === "string"
      ? data.domainCode
      : undefined;
  return code ? fieldByDomainCode.find(([pattern]) => pattern.test(code))?.[1] : undefined;
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
