import {
  assertClientSiret,
  assertContactPhone,
  fieldOfCode,
  formatMessage,
  INVOICE_ADDRESS_MAX,
  isDomainError,
  isValidSiret,
  MESSAGES,
  optionalEmail,
  parseCompanySize,
} from "@tronc/domain";
import { domainErrorOf } from "../../../lib/api-error";
import type { RouterOutputs } from "../../../lib/trpc";
import type { AddressValue } from "../../../ui/address/address-value";
import type { FieldDifference } from "../../../ui/conflict-dialog";

export type ClientSheet = RouterOutputs["clientCompany"]["get"];
export type ClientCard = RouterOutputs["clientCompany"]["search"]["items"][number];
export type ContactView = ClientSheet["contacts"][number];

/** The domain code (data.domainCode) of a tRPC error, e.g. 'CONTACT_EMAIL_DUPLICATE'. */
export const domainCodeOf = (error: unknown): string | undefined => domainErrorOf(error)?.code;

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
  addressRequired: formatMessage("ADDRESS_REQUIRED"),
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
    name: draft.name.trim().length < 2 ? MESSAGES.COMPANY_NAME_TOO_SHORT : undefined,
    siret: messageOf(() => assertClientSiret(draft.siret)),
    activitySector: draft.activitySector.trim() ? undefined : MESSAGES.COMPANY_SECTOR_REQUIRED,
    companySize: messageOf(() => parseCompanySize(draft.companySize)),
    invoiceAddress:
      draft.invoiceAddress.trim().length > INVOICE_ADDRESS_MAX
        ? MESSAGES.COMPANY_INVOICE_ADDRESS_TOO_LONG
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

const COMPANY_FIELDS: readonly string[] = [...Object.keys(EMPTY_COMPANY), "address"];
const isCompanyField = (field: string | undefined): field is CompanyField =>
  field !== undefined && COMPANY_FIELDS.includes(field);
/** The contact's codes; the same field names ('name') belong to the company otherwise. */
const isContactCode = (code: string) => /^(CONTACT_|EMAIL_|PHONE_)/.test(code);

/** The field of the company form a server refusal is about (the field its domain code concerns). */
export function companyFieldOf(code: string | undefined): CompanyField | undefined {
  if (!code || isContactCode(code)) return undefined;
  const field = code.startsWith("ADDRESS_") || code.startsWith("POSTAL_CODE") ? "address" : fieldOfCode(code);
  return isCompanyField(field) ? field : undefined;
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
    name: draft.name.trim() ? undefined : MESSAGES.CONTACT_NAME_REQUIRED,
    email: draft.email.trim() ? messageOf(() => optionalEmail(draft.email)) : MESSAGES.CONTACT_EMAIL_REQUIRED,
    phone: messageOf(() => assertContactPhone(draft.phone)),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as ContactErrors;
}

const CONTACT_FIELDS: readonly string[] = Object.keys(EMPTY_CONTACT);
const isContactField = (field: string | undefined): field is keyof ContactDraft =>
  field !== undefined && CONTACT_FIELDS.includes(field);

/** The field of the contact form a server refusal is about (the field its domain code concerns). */
export function contactFieldOf(code: string | undefined): keyof ContactDraft | undefined {
  if (!code || !isContactCode(code)) return undefined;
  const field = fieldOfCode(code);
  return isContactField(field) ? field : undefined;
}

export const contactInput = (draft: ContactDraft) => ({
  name: draft.name.trim(),
  email: draft.email.trim(),
  phone: draft.phone.trim(),
  occupation: draft.occupation.trim() || null,
});

/** The labels of the client's and the contact's forms, for the conflict dialog's table. */
const COMPANY_LABELS: Record<keyof CompanyDraft, string> = {
  name: "Nom de l'entreprise",
  siret: "SIRET",
  activitySector: "Secteur d'activité",
  companySize: "Effectif",
  isFactor: "Client au Factor",
  website: "Site web",
  internalComment: "Commentaire interne",
  invoiceHeadName: "Raison sociale de facturation",
  invoiceAddress: "Adresse de facturation",
};
const CONTACT_LABELS: Record<keyof ContactDraft, string> = {
  name: "Nom",
  occupation: "Fonction",
  email: "E-mail",
  phone: "Téléphone",
};

/** The fields typed that differ from the record now, as the form shows them ('Oui'/'Non' for a box). */
function draftDifferences<Draft extends object>(
  labels: Record<keyof Draft, string>,
  typed: Draft,
  now: Draft,
): FieldDifference[] {
  const shown = (value: unknown) =>
    typeof value === "boolean" ? (value ? "Oui" : "Non") : String(value).trim();
  return (Object.keys(labels) as (keyof Draft)[])
    .filter((field) => shown(typed[field]) !== shown(now[field]))
    .map((field) => ({ label: labels[field], yours: shown(typed[field]), theirs: shown(now[field]) }));
}

export const companyDifferences = (typed: CompanyDraft, current: ClientSheet) =>
  draftDifferences(COMPANY_LABELS, typed, companyDraftOf(current));

export const contactDraftOf = (contact: ContactView): ContactDraft => ({
  name: contact.name,
  email: contact.email ?? "",
  phone: contact.phone,
  occupation: contact.occupation ?? "",
});

export const contactDifferences = (typed: ContactDraft, current: ContactView) =>
  draftDifferences(CONTACT_LABELS, typed, contactDraftOf(current));
