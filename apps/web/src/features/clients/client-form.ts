import {
  assertClientSiret,
  assertPhone,
  INVOICE_ADDRESS_MAX,
  isDomainError,
  isValidSiret,
  optionalEmail,
  parseCompanySize,
  SALES_MESSAGES,
} from "@tronc/domain";
import { TRPCClientError } from "@trpc/client";
import type { RouterOutputs } from "../../lib/trpc";
import type { AddressValue } from "../../ui/address/address-value";

export type ClientSheet = RouterOutputs["clientCompany"]["get"];
export type ClientCard = RouterOutputs["clientCompany"]["search"]["items"][number];
export type ContactView = ClientSheet["contacts"][number];

export const CLIENT_PAGE_SIZE = 120;

/** The sales area's error code (data.domainCode) of a tRPC error, e.g. 'CONTACT_EMAIL_DUPLICATE'. */
export function domainCodeOf(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  if (
    typeof data === "object" &&
    data !== null &&
    "domainCode" in data &&
    typeof data.domainCode === "string"
  ) {
    return data.domainCode;
  }
  return undefined;
}

/** Usual activity sectors (free text: the field only suggests them). */
export const ACTIVITY_SECTORS = [
  "Agroalimentaire",
  "BTP",
  "Collectivité",
  "Commerce",
  "Communication",
  "Culture",
  "Éducation",
  "Hôtellerie-restauration",
  "Industrie",
  "Informatique",
  "Santé",
  "Services aux entreprises",
  "Tourisme",
  "Transport",
];

export const CLIENT_MESSAGES = {
  created: "Le client est créé",
  updated: "La fiche client est enregistrée",
  contactCreated: "Le contact est ajouté",
  contactUpdated: "Le contact est enregistré",
  addressRequired: "Choisissez une adresse dans la liste, ou saisissez-la à la main.",
  accountingLater: "La comptabilité du client arrive avec la facturation.",
} as const;

export interface CompanyDraft {
  name: string;
  siret: string;
  activitySector: string;
  companySize: string;
  isFactor: boolean;
  website: string;
  internalComment: string;
  invoiceHeadName: string;
  invoiceAddress: string;
}
export type CompanyField = keyof CompanyDraft | "address";
export type CompanyErrors = Partial<Record<CompanyField, string>>;

export const EMPTY_COMPANY: CompanyDraft = {
  name: "",
  siret: "",
  activitySector: "",
  companySize: "",
  isFactor: false,
  website: "",
  internalComment: "",
  invoiceHeadName: "",
  invoiceAddress: "",
};

export function companyDraftOf(sheet: ClientSheet): CompanyDraft {
  return {
    name: sheet.name,
    siret: sheet.siret ?? "",
    activitySector: sheet.activitySector ?? "",
    companySize: sheet.companySize === null ? "" : String(sheet.companySize),
    isFactor: sheet.isFactor,
    website: sheet.website ?? "",
    internalComment: sheet.internalComment ?? "",
    invoiceHeadName: sheet.invoiceHeadName ?? "",
    invoiceAddress: sheet.invoiceAddress ?? "",
  };
}

/** The company as the API takes it (empty optional fields sent as null). */
export function companyInput(draft: CompanyDraft) {
  const orNull = (value: string) => value.trim() || null;
  return {
    name: draft.name.trim(),
    siret: draft.siret.replace(/\s/g, ""),
    activitySector: draft.activitySector.trim(),
    companySize: orNull(draft.companySize),
    isFactor: draft.isFactor,
    website: orNull(draft.website),
    internalComment: orNull(draft.internalComment),
    invoiceHeadName: orNull(draft.invoiceHeadName),
    invoiceAddress: orNull(draft.invoiceAddress),
  };
}

const messageOf = (check: () => unknown): string | undefined => {
  try {
    check();
    return undefined;
  } catch (error) {
    if (isDomainError(error)) return error.message;
    throw error;
  }
};

/** Every field checked with the domain's rules at once (the server checks again). */
export function checkCompany(
  draft: CompanyDraft,
  address?: { required: boolean; value: AddressValue | null },
) {
  const errors: CompanyErrors = {
    name: draft.name.trim().length < 2 ? SALES_MESSAGES.COMPANY_NAME_TOO_SHORT : undefined,
    siret: messageOf(() => assertClientSiret(draft.siret)),
    activitySector: draft.activitySector.trim() ? undefined : SALES_MESSAGES.COMPANY_SECTOR_REQUIRED,
    companySize: messageOf(() => parseCompanySize(draft.companySize)),
    invoiceAddress:
      draft.invoiceAddress.trim().length > INVOICE_ADDRESS_MAX
        ? SALES_MESSAGES.COMPANY_INVOICE_ADDRESS_TOO_LONG
        : undefined,
    address: address?.required && !address.value ? CLIENT_MESSAGES.addressRequired : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as CompanyErrors;
}

/** The SIRET while it is typed: digits counted, then the key checked at 14. */
export function siretStatus(value: string): { error?: string; hint?: string } {
  const digits = value.replace(/\s/g, "");
  if (!digits) return { hint: "14 chiffres" };
  if (/\D/.test(digits)) return { error: messageOf(() => assertClientSiret(value)) };
  if (digits.length < 14) return { hint: `${digits.length} chiffre${digits.length > 1 ? "s" : ""} sur 14` };
  return isValidSiret(digits)
    ? { hint: "SIRET valide" }
    : { error: messageOf(() => assertClientSiret(value)) };
}

/** The field a server refusal is about, from its domain code. */
export function companyFieldOf(code: string | undefined): CompanyField | undefined {
  if (!code) return undefined;
  if (code.startsWith("SIRET_") || code.startsWith("COMPANY_SIRET")) return "siret";
  if (code === "COMPANY_NAME_TOO_SHORT") return "name";
  if (code === "COMPANY_SECTOR_REQUIRED") return "activitySector";
  if (code === "COMPANY_SIZE_INVALID") return "companySize";
  if (code === "COMPANY_INVOICE_ADDRESS_TOO_LONG") return "invoiceAddress";
  if (code.startsWith("COMPANY_ADDRESS") || code.startsWith("POSTAL_CODE") || code.startsWith("ADDRESS_"))
    return "address";
  return undefined;
}

export interface ContactDraft {
  name: string;
  email: string;
  phone: string;
  occupation: string;
}
export type ContactErrors = Partial<Record<keyof ContactDraft, string>>;
export const EMPTY_CONTACT: ContactDraft = { name: "", email: "", phone: "", occupation: "" };

/** Name, e-mail and phone required, occupation optional (document 2 §5 'Contact'). */
export function checkContact(draft: ContactDraft): ContactErrors {
  const errors: ContactErrors = {
    name: draft.name.trim() ? undefined : SALES_MESSAGES.CONTACT_NAME_REQUIRED,
    email: draft.email.trim()
      ? messageOf(() => optionalEmail(draft.email))
      : SALES_MESSAGES.CONTACT_EMAIL_REQUIRED,
    phone: messageOf(() => assertPhone(draft.phone)),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as ContactErrors;
}

export function contactFieldOf(code: string | undefined): keyof ContactDraft | undefined {
  if (!code) return undefined;
  if (code === "CONTACT_NAME_REQUIRED") return "name";
  if (code.startsWith("CONTACT_EMAIL") && code !== "CONTACT_EMAIL_DUPLICATE") return "email";
  if (code.startsWith("CONTACT_PHONE")) return "phone";
  return undefined;
}

export const contactInput = (draft: ContactDraft) => ({
  name: draft.name.trim(),
  email: draft.email.trim(),
  phone: draft.phone.trim(),
  occupation: draft.occupation.trim() || null,
});
