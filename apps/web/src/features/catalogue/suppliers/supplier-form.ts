import {
  formatMessage,
  isDomainError,
  MESSAGES,
  SUPPLIER_PAYMENT_TERM_LABELS,
  SUPPLIER_PAYMENT_TERMS,
  type SupplierPaymentTerm,
  validateSupplier,
} from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage, domainErrorOf } from "../../../lib/api-error";
import type { RouterOutputs } from "../../../lib/trpc";

export type SupplierSheet = RouterOutputs["supplier"]["get"];
export type SupplierCardData = RouterOutputs["supplier"]["search"]["items"][number];

/** The screens' own sentences; refusals are the domain's, as the server sends them. */
export const SUPPLIER_SCREEN_MESSAGES = {
  saved: MESSAGES.CHANGE_SAVED,
  deleted: "Le fournisseur est supprimé.",
  fixErrors: "Corrigez les champs signalés avant d'enregistrer.",
  addressRequired: formatMessage("SUPPLIER_ADDRESS_REQUIRED"),
  confirmDelete: "Confirmez-vous la suppression de ce fournisseur ?",
} as const;

export const paymentTermOptions = SUPPLIER_PAYMENT_TERMS.map((days) => ({
  value: String(days),
  label: SUPPLIER_PAYMENT_TERM_LABELS[days],
}));

export const paymentTermLabel = (days: SupplierPaymentTerm) => SUPPLIER_PAYMENT_TERM_LABELS[days];

export type SupplierTextField =
  | "name"
  | "siret"
  | "phone"
  | "email"
  | "contactName"
  | "contactMail"
  | "contactPhone"
  | "paymentMode"
  | "advancePercent"
  | "note";
export type SupplierField = SupplierTextField | "address";
export type SupplierValues = Record<SupplierTextField, string>;

export function initialValues(sheet: SupplierSheet): SupplierValues {
  return {
    name: sheet.name,
    siret: sheet.siret ?? "",
    phone: sheet.phone ?? "",
    email: sheet.email ?? "",
    contactName: sheet.contactName ?? "",
    contactMail: sheet.contactMail ?? "",
    contactPhone: sheet.contactPhone ?? "",
    paymentMode: String(sheet.paymentMode),
    advancePercent: sheet.advancePercent.replace(".", ","),
    note: sheet.note ?? "",
  };
}

const FIELDS: readonly string[] = [
  "name",
  "siret",
  "phone",
  "email",
  "contactName",
  "contactMail",
  "contactPhone",
  "paymentMode",
  "advancePercent",
  "note",
  "address",
];
const isSupplierField = (field: string | undefined): field is SupplierField =>
  field !== undefined && FIELDS.includes(field);

/** A supplier every check accepts, so that one field is checked alone against the domain's rule. */
const validPlaceholder: SupplierValues = {
  name: "xx",
  siret: "73282932000074",
  phone: "",
  email: "",
  contactName: "",
  contactMail: "",
  contactPhone: "",
  paymentMode: "30",
  advancePercent: "0",
  note: "",
};

/** The domain's message for one field (validateSupplier, as the server runs it), or undefined. */
export function checkField(field: SupplierTextField, value: string): string | undefined {
  try {
    validateSupplier({ ...validPlaceholder, [field]: value });
    return undefined;
  } catch (error) {
    if (isDomainError(error)) return error.message;
    throw error;
  }
}

/** Every field checked, each message under its field. */
export function checkSupplier(values: SupplierValues): Partial<Record<SupplierField, string>> {
  const found: Partial<Record<SupplierField, string>> = {};
  for (const field of Object.keys(values) as SupplierTextField[]) {
    const message = checkField(field, values[field]);
    if (message) found[field] = message;
  }
  return found;
}

/** Field errors of the supplier form: checked on blur and before saving, plus the server's answer. */
export function useSupplierErrors() {
  const [errors, setErrors] = useState<Partial<Record<SupplierField, string>>>({});
  const set = (field: SupplierField, message: string | undefined) =>
    setErrors((all) => ({ ...all, [field]: message }));
  return {
    errors,
    set,
    check: (field: SupplierTextField, value: string) => set(field, checkField(field, value)),
    replace: (next: Partial<Record<SupplierField, string>>) => setErrors(next),
    /** Shows a server refusal under its field when it names one; returns the French message. */
    fromServer(error: unknown) {
      const message = apiErrorMessage(error);
      const field = domainErrorOf(error)?.field;
      if (isSupplierField(field)) set(field, message);
      return message;
    },
  };
}
