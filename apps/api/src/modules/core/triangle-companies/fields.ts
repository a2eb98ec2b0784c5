import {
  assertCompanyCode,
  assertEmail,
  assertFrenchVatNumber,
  assertPhone,
  assertSiret,
  domainError,
  frenchVatNumber,
  type MessageCode,
  normalizeColor,
} from "@tronc/domain";
import type { AddressInput } from "../../../services/shared/addresses";
import { sanitizeRichText } from "../../../services/shared/rich-text";

/** What a super admin can set on a group company; every field optional on update. */
export interface TriangleCompanyFields {
  name?: string;
  code?: string;
  siret?: string;
  phone?: string;
  email?: string;
  isActive?: boolean;
  tvaNumber?: string;
  color?: string;
  pdfBanqInfos?: string;
  cgv?: string;
  footerPdf?: string;
  /** The invoices' legal mentions (docs/invoice-mentions.md). */
  legalForm?: string;
  shareCapital?: string;
  rcs?: string;
  vatOnDebits?: boolean;
  latePenaltyTerms?: string;
  earlyPaymentTerms?: string;
  /** Absent: the address is not changed. */
  address?: AddressInput;
  /** Absent: the logos are not changed; otherwise the full ordered list of image file ids. */
  logoFileIds?: number[];
}

export type TriangleCompanyColumns = Partial<{
  name: string;
  code: string;
  siret: string;
  phone: string;
  email: string;
  isActive: boolean;
  tvaNumber: string;
  color: string;
  pdfBanqInfos: string;
  cgv: string;
  footerPdf: string;
  legalForm: string;
  shareCapital: string;
  rcs: string;
  vatOnDebits: boolean;
  latePenaltyTerms: string;
  earlyPaymentTerms: string;
}>;

/** The invoices' plain-text mentions: label and the column's length. */
const LEGAL_TEXTS = {
  legalForm: { label: "La forme juridique", max: 60 },
  shareCapital: { label: "Le capital social", max: 40 },
  rcs: { label: "Le RCS", max: 80 },
  latePenaltyTerms: { label: "Les pénalités de retard", max: 1_000 },
  earlyPaymentTerms: { label: "Les conditions d'escompte", max: 1_000 },
} as const;

export const MAX_LOGOS = 10;

const refuse = (code: MessageCode, field: string) => domainError(code, "invalid", {}, { field });

function maxLength(value: string, max: number, label: string, field: string): string {
  if (value.length > max) {
    throw domainError("TRIANGLE_COMPANY_FIELD_TOO_LONG", "invalid", { label, max }, { field });
  }
  return value;
}

/** Checks and normalises the fields that are present; the server never trusts the screen's checks. */
export function normalizeCompanyColumns(input: TriangleCompanyFields): TriangleCompanyColumns {
  const out: TriangleCompanyColumns = {};
  if (input.name !== undefined) {
    const name = input.name.trim();
    if (!name) throw refuse("TRIANGLE_COMPANY_NAME_REQUIRED", "name");
    if (name.length > 150) throw refuse("TRIANGLE_COMPANY_NAME_TOO_LONG", "name");
    out.name = name;
  }
  if (input.code !== undefined) out.code = assertCompanyCode(input.code);
  if (input.siret !== undefined) {
    if (!input.siret.trim()) throw refuse("TRIANGLE_COMPANY_SIRET_REQUIRED", "siret");
    out.siret = assertSiret(input.siret.trim());
  }
  if (input.phone !== undefined) {
    if (!input.phone.trim()) throw refuse("TRIANGLE_COMPANY_PHONE_REQUIRED", "phone");
    out.phone = assertPhone(input.phone);
  }
  if (input.email !== undefined) {
    if (!input.email.trim()) throw refuse("TRIANGLE_COMPANY_EMAIL_REQUIRED", "email");
    out.email = maxLength(assertEmail(input.email), 180, "L'adresse e-mail", "email");
  }
  if (input.isActive !== undefined) out.isActive = input.isActive;
  if (input.tvaNumber !== undefined) {
    const tva = input.tvaNumber.trim();
    out.tvaNumber = tva ? assertFrenchVatNumber(tva) : "";
  }
  if (input.color !== undefined) out.color = normalizeColor(input.color);
  if (input.pdfBanqInfos !== undefined) {
    out.pdfBanqInfos = maxLength(
      sanitizeRichText(input.pdfBanqInfos),
      20_000,
      "Les informations bancaires",
      "pdfBanqInfos",
    );
  }
  if (input.cgv !== undefined) {
    out.cgv = maxLength(sanitizeRichText(input.cgv), 200_000, "Les conditions générales de vente", "cgv");
  }
  if (input.footerPdf !== undefined) {
    out.footerPdf = maxLength(
      sanitizeRichText(input.footerPdf),
      2_000,
      "Le pied de page des PDF",
      "footerPdf",
    );
  }
  for (const [field, { label, max }] of Object.entries(LEGAL_TEXTS) as [
    keyof typeof LEGAL_TEXTS,
    { label: string; max: number },
  ][]) {
    const value = input[field];
    if (value !== undefined) out[field] = maxLength(value.replace(/\s+/g, " ").trim(), max, label, field);
  }
  if (input.vatOnDebits !== undefined) out.vatOnDebits = input.vatOnDebits;
  return out;
}

/** A French VAT number is FR + key + SIREN: it must be the one of the company's own SIRET. */
export function assertVatMatchesSiret(tvaNumber: string, siret: string): void {
  if (!tvaNumber || !siret) return;
  const expected = frenchVatNumber(siret.slice(0, 9));
  if (tvaNumber !== expected) throw domainError("VAT_NUMBER_SIREN_MISMATCH", "invalid", { expected });
}
