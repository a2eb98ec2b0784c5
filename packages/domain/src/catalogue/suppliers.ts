import { ROLES } from "../core/roles";
import { domainError, type MessageCode } from "../messages";
import type { Cents } from "../shared/cents";
import { compareDecimal, decimalToString, toDecimal } from "../shared/decimal";
import { formatEuros, normalizeFrenchDecimal } from "../shared/french-format";
import { isValidEmail, isValidSiret } from "../shared/french-identifiers";
import { isValidPhone, tidyPhone } from "../shared/phone-number";
import { isSupplierPaymentTerm, type SupplierPaymentTerm, UNITY_LABELS, type Unity } from "./enumerations";

/** What a person (or an old client) sends for a supplier; the domain reads and checks it. */
export interface SupplierInput {
  name?: string | null | undefined;
  phone?: string | null | undefined;
  email?: string | null | undefined;
  siret?: string | null | undefined;
  contactName?: string | null | undefined;
  contactMail?: string | null | undefined;
  contactPhone?: string | null | undefined;
  /** Days, as a number or the select's string ('30'). */
  paymentMode?: number | string | null | undefined;
  /** Percent, typed the French way ('12,5') or a number. */
  advancePercent?: number | string | null | undefined;
  note?: string | null | undefined;
  isActive?: boolean | null | undefined;
}

export interface SupplierFields {
  name: string;
  phone: string | null;
  email: string | null;
  siret: string;
  contactName: string | null;
  contactMail: string | null;
  contactPhone: string | null;
  paymentMode: SupplierPaymentTerm;
  /** A plain decimal string, 0 to 100 with at most two decimals ('12.5'). */
  advancePercent: string;
  note: string | null;
  isActive: boolean;
}

const text = (value: string | null | undefined) => value?.trim() ?? "";
const optional = (value: string | null | undefined) => text(value) || null;
const refuse = (code: MessageCode, field: string, params: Record<string, string> = {}) =>
  domainError(code, "invalid", params, { field });

/** 0, 30, 45 or 60 days; the select sends '30', the old client 30. */
export function parseSupplierPaymentMode(value: number | string | null | undefined): SupplierPaymentTerm {
  const days = typeof value === "string" && /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : value;
  if (typeof days !== "number" || !isSupplierPaymentTerm(days)) {
    throw refuse("SUPPLIER_PAYMENT_MODE_INVALID", "paymentMode");
  }
  return days;
}

/** The requested deposit: required, a percent within 0-100 with at most two decimals ('12,5' → '12.5'). */
export function parseSupplierAdvance(value: number | string | null | undefined): string {
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) {
    throw refuse("SUPPLIER_ADVANCE_REQUIRED", "advancePercent");
  }
  let decimal: ReturnType<typeof toDecimal>;
  try {
    decimal = toDecimal(typeof value === "number" ? value : normalizeFrenchDecimal(value));
  } catch {
    throw refuse("SUPPLIER_ADVANCE_NOT_A_NUMBER", "advancePercent", { value: String(value).trim() });
  }
  if (compareDecimal(decimal, 0) < 0 || compareDecimal(decimal, 100) > 0) {
    throw refuse("SUPPLIER_ADVANCE_OUT_OF_RANGE", "advancePercent");
  }
  const plain = decimalToString(decimal);
  if ((plain.split(".")[1] ?? "").length > 2) throw refuse("SUPPLIER_ADVANCE_TOO_PRECISE", "advancePercent");
  return plain;
}

function siretOf(value: string | null | undefined): string {
  const siret = text(value).replace(/[\s\u00a0\u202f.-]/g, "");
  if (!siret) throw refuse("SUPPLIER_SIRET_REQUIRED", "siret");
  if (!isValidSiret(siret)) throw refuse("SIRET_INVALID", "siret", { value: siret });
  return siret;
}

function phoneOf(value: string | null | undefined, code: MessageCode, field: string): string | null {
  const phone = tidyPhone(value ?? "");
  if (!phone) return null;
  if (!isValidPhone(phone)) throw refuse(code, field, { value: phone });
  return phone;
}

function emailOf(value: string | null | undefined, code: MessageCode, field: string): string | null {
  const email = text(value);
  if (!email) return null;
  if (!isValidEmail(email)) throw refuse(code, field, { value: email });
  return email.toLowerCase();
}

/**
 * A supplier as saved (document 2 §5 'Supplier'): name over 1 character, SIRET with its key, deposit
 * required; phones and e-mails optional but valid; payment mode 0, 30, 45 or 60. The address, also
 * required, is the service's (it may be the one saved before).
 */
export function validateSupplier(input: SupplierInput): SupplierFields {
  const name = text(input.name);
  if (name.length < 2) throw refuse("SUPPLIER_NAME_TOO_SHORT", "name");
  return {
    name,
    siret: siretOf(input.siret),
    phone: phoneOf(input.phone, "PHONE_INVALID", "phone"),
    email: emailOf(input.email, "EMAIL_INVALID", "email"),
    contactName: optional(input.contactName),
    contactMail: emailOf(input.contactMail, "SUPPLIER_CONTACT_MAIL_INVALID", "contactMail"),
    contactPhone: phoneOf(input.contactPhone, "SUPPLIER_CONTACT_PHONE_INVALID", "contactPhone"),
    paymentMode: parseSupplierPaymentMode(input.paymentMode),
    advancePercent: parseSupplierAdvance(input.advancePercent),
    note: optional(input.note),
    isActive: input.isActive ?? true,
  };
}

/** Who acts on suppliers: any signed-in user edits them; deleting a saved one is the super admins'. */
export interface SupplierActor {
  isSuperAdmin: boolean;
}

export function canEditSupplier(_actor: SupplierActor): boolean {
  return true;
}

/** A draft (created from the list and never saved) is dropped by whoever cancels it. */
export function canDeleteSupplier(actor: SupplierActor, supplier: { isDraft: boolean }): boolean {
  return supplier.isDraft || ROLES.superAdmin(actor);
}

/** Refuses a delete the actor may not do (403), or of a supplier something uses (422, says why). */
export function assertSupplierDeletable(
  actor: SupplierActor,
  supplier: { isDraft: boolean },
  uses: { offers: number },
): void {
  if (!canDeleteSupplier(actor, supplier)) throw domainError("SUPPLIER_DELETE_FORBIDDEN", "forbidden");
  if (uses.offers > 0) {
    const what = `${uses.offers} produit${uses.offers > 1 ? "s" : ""} proposé${uses.offers > 1 ? "s" : ""}`;
    throw domainError("SUPPLIER_IN_USE", "rule", { uses: what });
  }
}

/** Drafts left behind longer than this are removed by the next creation. */
export const SUPPLIER_DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function supplierDraftPurgeBefore(now: Date): Date {
  return new Date(now.getTime() - SUPPLIER_DRAFT_MAX_AGE_MS);
}

/** '30.00' (the column) → '30', '12.50' → '12.5'. */
export function supplierAdvanceValue(value: string): string {
  return decimalToString(toDecimal(value));
}

/** '12.5' → '12,5 %' (non-breaking space). */
export function supplierAdvanceLabel(value: string): string {
  return `${supplierAdvanceValue(value).replace(".", ",")}\u00a0%`;
}

/** A product type of the sheet: 'Plateau repas (frais)' for a perishable one. */
export function supplierOfferProductLabel(name: string, isFood: boolean): string {
  return isFood ? `${name} (frais)` : name;
}

/** '12,50 € HT / jour'. */
export function supplierOfferPriceLabel(priceHtCents: Cents, unity: Unity): string {
  return `${formatEuros(priceHtCents)} HT / ${UNITY_LABELS[unity].one}`;
}

/** 'délai : 3 jours', 'délai : 1 jour', 'délai : 0,5 jour' (singular below 2, as French writes it). */
export function supplierOfferDelayLabel(days: string): string {
  const decimal = toDecimal(days);
  const unit = compareDecimal(decimal, 2) < 0 ? "jour" : "jours";
  return `délai : ${decimalToString(decimal).replace(".", ",")} ${unit}`;
}
