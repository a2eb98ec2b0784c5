import {
  assertEmail,
  assertFrenchVatNumber,
  assertSiret,
  DomainError,
  domainError,
  frenchVatNumber,
} from "@tronc/domain";
import type { AddressInput } from "../addresses";
import { sanitizeRichText } from "../rich-text";

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
}>;

const invalid = (code: string, message: string) => new DomainError(code, message, "invalid");

export const MESSAGES = {
  nameRequired: "Le nom de l'entreprise est obligatoire.",
  nameTooLong: "Le nom de l'entreprise ne peut pas dépasser 150 caractères.",
  siretRequired: "Le SIRET est obligatoire.",
  phoneRequired: "Le téléphone est obligatoire.",
  phoneInvalid: (value: string) => `Le numéro de téléphone « ${value} » n'est pas valide.`,
  emailRequired: "L'adresse e-mail est obligatoire.",
  addressRequired: "L'adresse est obligatoire : choisissez-la dans la liste ou saisissez-la.",
  colorInvalid: (value: string) => `La couleur « ${value} » n'est pas valide (format #RRGGBB ou #RRGGBBAA).`,
  vatNotMatchingSiren: (expected: string) =>
    `Le numéro de TVA ne correspond pas au SIRET de l'entreprise (attendu : ${expected}).`,
  tooLong: (label: string, max: number) => `${label} ne peut pas dépasser ${max} caractères.`,
  notFound: "Cette entreprise du groupe n'existe pas.",
  siretTaken: "Une autre entreprise du groupe a déjà ce SIRET.",
  codeTaken: (code: string) => `Le code « ${code} » est déjà utilisé par une autre entreprise du groupe.`,
  logoNotFound: "Un des logos envoyés n'existe pas : envoyez-le à nouveau.",
  logoNotImage: "Le logo doit être une image (PNG, JPEG, GIF ou WebP).",
  tooManyLogos: "Une entreprise ne peut pas avoir plus de 10 logos.",
} as const;

export const MAX_LOGOS = 10;

function maxLength(value: string, max: number, label: string): string {
  if (value.length > max) throw invalid("FIELD_TOO_LONG", MESSAGES.tooLong(label, max));
  return value;
}

function normalizePhone(value: string): string {
  const phone = value.trim().replace(/\s+/g, " ");
  if (!phone) throw invalid("PHONE_REQUIRED", MESSAGES.phoneRequired);
  const digits = phone.replace(/\D/g, "").length;
  if (!/^\+?[\d .()-]+$/.test(phone) || digits < 6 || digits > 15 || phone.length > 30) {
    throw invalid("PHONE_INVALID", MESSAGES.phoneInvalid(phone));
  }
  return phone;
}

/** '#rgb', '#rrggbb' or '#rrggbbaa', stored as '#rrggbbaa' in lower case. */
export function normalizeColor(value: string): string {
  const text = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}ff`;
  if (/^#[0-9a-f]{6}$/.test(text)) return `${text}ff`;
  if (/^#[0-9a-f]{8}$/.test(text)) return text;
  throw invalid("COLOR_INVALID", MESSAGES.colorInvalid(value.trim()));
}

function normalizeCode(value: string): string {
  const code = value.trim().toUpperCase();
  if (!/^[A-Z0-9]{2,6}$/.test(code)) throw domainError("REFERENCE_COMPANY_CODE_INVALID", "invalid");
  return code;
}

/** Checks and normalises the fields that are present; the server never trusts the screen's checks. */
export function normalizeCompanyColumns(input: TriangleCompanyFields): TriangleCompanyColumns {
  const out: TriangleCompanyColumns = {};
  if (input.name !== undefined) {
    const name = input.name.trim();
    if (!name) throw invalid("NAME_REQUIRED", MESSAGES.nameRequired);
    if (name.length > 150) throw invalid("NAME_TOO_LONG", MESSAGES.nameTooLong);
    out.name = name;
  }
  if (input.code !== undefined) out.code = normalizeCode(input.code);
  if (input.siret !== undefined) {
    if (!input.siret.trim()) throw invalid("SIRET_REQUIRED", MESSAGES.siretRequired);
    out.siret = assertSiret(input.siret.trim());
  }
  if (input.phone !== undefined) out.phone = normalizePhone(input.phone);
  if (input.email !== undefined) {
    if (!input.email.trim()) throw invalid("EMAIL_REQUIRED", MESSAGES.emailRequired);
    out.email = maxLength(assertEmail(input.email), 180, "L'adresse e-mail");
  }
  if (input.isActive !== undefined) out.isActive = input.isActive;
  if (input.tvaNumber !== undefined) {
    const tva = input.tvaNumber.trim();
    out.tvaNumber = tva ? assertFrenchVatNumber(tva) : "";
  }
  if (input.color !== undefined) out.color = normalizeColor(input.color);
  if (input.pdfBanqInfos !== undefined) {
    out.pdfBanqInfos = maxLength(sanitizeRichText(input.pdfBanqInfos), 20_000, "Les informations bancaires");
  }
  if (input.cgv !== undefined) {
    out.cgv = maxLength(sanitizeRichText(input.cgv), 200_000, "Les conditions générales de vente");
  }
  if (input.footerPdf !== undefined) {
    out.footerPdf = maxLength(input.footerPdf.trim(), 2_000, "Le pied de page des PDF");
  }
  return out;
}

/** A French VAT number is FR + key + SIREN: it must be the one of the company's own SIRET. */
export function assertVatMatchesSiret(tvaNumber: string, siret: string): void {
  if (!tvaNumber || !siret) return;
  const expected = frenchVatNumber(siret.slice(0, 9));
  if (tvaNumber !== expected)
    throw invalid("VAT_NUMBER_SIREN_MISMATCH", MESSAGES.vatNotMatchingSiren(expected));
}

/** Two to six capitals from the name's words, for document numbers ('Triangle Digital' → 'TDI'). */
export function codeFromName(name: string): string {
  const words = name
    .normalize("NFD")
    .replace(/[^A-Za-z0-9 ]/g, " ")
    .toUpperCase()
    .split(/\s+/)
    .filter(Boolean);
  const [first = "", second = ""] = words;
  const code = words.length >= 2 ? `${first.slice(0, 1)}${second.slice(0, 2)}` : first.slice(0, 3);
  return code.length >= 2 ? code : `${code}XX`.slice(0, 2);
}
