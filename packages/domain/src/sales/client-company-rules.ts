import { domainError } from "../messages";
import { isValidSiret } from "../shared/french-identifiers";

const text = (value: string | null | undefined) => value?.trim() ?? "";
const optional = (value: string | null | undefined) => text(value) || null;

export const INVOICE_ADDRESS_MAX = 300;

export interface ClientCompanyInput {
  name?: string | null;
  siret?: string | null;
  activitySector?: string | null;
  companySize?: number | string | null;
  isFactor?: boolean | null;
  website?: string | null;
  internalComment?: string | null;
  invoiceHeadName?: string | null;
  invoiceAddress?: string | null;
}

export interface ClientCompanyFields {
  name: string;
  siret: string;
  activitySector: string;
  companySize: number | null;
  isFactor: boolean;
  website: string | null;
  internalComment: string | null;
  invoiceHeadName: string | null;
  invoiceAddress: string | null;
}

/** The SIRET without spaces, or the French message: 14 digits with a correct key. */
export function assertClientSiret(value: string | null | undefined): string {
  const siret = text(value).replace(/[\s.\u00a0]/g, "");
  if (!siret) throw domainError("COMPANY_SIRET_REQUIRED", "invalid");
  if (!isValidSiret(siret)) throw domainError("SIRET_INVALID", "invalid", { value: siret });
  return siret;
}

/** Headcount: an integer ≥ 0 or null when empty (a typed '12' is read as 12). */
export function parseCompanySize(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === ""))
    return null;
  const size = typeof value === "number" ? value : Number(value.trim());
  if (!Number.isInteger(size) || size < 0) throw domainError("COMPANY_SIZE_INVALID", "invalid");
  return size;
}

/** Document 2 §5 'Client company': name over 1 character, SIRET with its key, sector, headcount, billing address. */
export function validateClientCompany(input: ClientCompanyInput): ClientCompanyFields {
  const name = text(input.name);
  if (name.length < 2) throw domainError("COMPANY_NAME_TOO_SHORT", "invalid");
  const siret = assertClientSiret(input.siret);
  const activitySector = text(input.activitySector);
  if (!activitySector) throw domainError("COMPANY_SECTOR_REQUIRED", "invalid");
  const invoiceAddress = optional(input.invoiceAddress);
  if (invoiceAddress && invoiceAddress.length > INVOICE_ADDRESS_MAX) {
    throw domainError("COMPANY_INVOICE_ADDRESS_TOO_LONG", "invalid");
  }
  return {
    name,
    siret,
    activitySector,
    companySize: parseCompanySize(input.companySize),
    isFactor: input.isFactor ?? false,
    website: optional(input.website),
    internalComment: optional(input.internalComment),
    invoiceHeadName: optional(input.invoiceHeadName),
    invoiceAddress,
  };
}

/** SIRET lookup starts at 4 characters (digits only are kept). */
export const SIRET_LOOKUP_MIN = 4;

export function siretLookupPrefix(value: string): string | null {
  const digits = value.replace(/\D/g, "").slice(0, 14);
  return digits.length >= SIRET_LOOKUP_MIN ? digits : null;
}
