import { ROLES } from "../core/roles";
import { domainError } from "../messages";
import { parseDate } from "../shared/calendar-dates";
import type { Cents } from "../shared/cents";
import { formatEuros } from "../shared/french-format";
import { readPriceCents } from "../shared/price-input";

/** The fields typed from the supplier's document: all required once its PDF is attached. */
export type SupplierInvoiceRequiredField =
  | "invoiceNumber"
  | "amount"
  | "amountTva"
  | "paymentAt"
  | "invoiceReceivedAt"
  | "invoiceAt";

/** How the creation modal names them (the order it shows them in). */
export const SUPPLIER_INVOICE_FIELD_LABELS = {
  invoiceNumber: "Le numéro de facture",
  amount: "Le montant TTC",
  amountTva: "Le montant de TVA",
  paymentAt: "La date de paiement",
  invoiceReceivedAt: "La date de réception",
  invoiceAt: "La date de facture",
} as const satisfies Record<SupplierInvoiceRequiredField, string>;

export type SupplierInvoiceDateField = "paymentAt" | "invoiceReceivedAt" | "invoiceAt";

/** The typed values, null while unknown. */
export interface SupplierInvoiceFieldValues {
  invoiceNumber: string | null;
  amountCents: Cents | null;
  amountTvaCents: Cents | null;
  paymentAt: string | null;
  invoiceReceivedAt: string | null;
  invoiceAt: string | null;
}

const blank = (value: unknown) =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

export const SUPPLIER_INVOICE_NUMBER_MAX = 60;

/** The number as typed, trimmed; blank is none. */
export function readSupplierInvoiceNumber(value: string | null | undefined): string | null {
  if (blank(value)) return null;
  const number = String(value).trim();
  if (number.length > SUPPLIER_INVOICE_NUMBER_MAX)
    throw domainError("SUPPLIER_INVOICE_NUMBER_TOO_LONG", "invalid", {}, { field: "invoiceNumber" });
  return number;
}

/** What two numbers of one supplier are compared on: 'fa 2026-01' and 'FA2026-01' are the same. */
export function supplierInvoiceNumberKey(number: string): string {
  return number.replace(/[\s\u00a0\u202f]/g, "").toUpperCase();
}

/** An amount typed like a payment's ('1 234,56', 1234.56); blank is none; never negative. */
export function readSupplierInvoiceAmount(
  value: number | string | null | undefined,
  field: "amount" | "amountTva",
): Cents | null {
  if (blank(value)) return null;
  const messages =
    field === "amount"
      ? {
          required: "SUPPLIER_INVOICE_AMOUNT_REQUIRED",
          invalid: "SUPPLIER_INVOICE_AMOUNT_INVALID",
          negative: "SUPPLIER_INVOICE_AMOUNT_NEGATIVE",
          tooPrecise: "SUPPLIER_INVOICE_AMOUNT_TOO_PRECISE",
          tooLarge: "SUPPLIER_INVOICE_AMOUNT_TOO_LARGE",
        }
      : {
          required: "SUPPLIER_INVOICE_TVA_REQUIRED",
          invalid: "SUPPLIER_INVOICE_TVA_INVALID",
          negative: "SUPPLIER_INVOICE_TVA_NEGATIVE",
          tooPrecise: "SUPPLIER_INVOICE_TVA_TOO_PRECISE",
          tooLarge: "SUPPLIER_INVOICE_TVA_TOO_LARGE",
        };
  return readPriceCents(value, field, messages as Parameters<typeof readPriceCents>[2]);
}

/** 'YYYY-MM-DD' that exists ('2026-11-20T00:00:00+01:00' from the old client is its day); blank is none. */
export function readSupplierInvoiceDate(
  value: string | null | undefined,
  field: SupplierInvoiceDateField,
): string | null {
  if (blank(value)) return null;
  const raw = String(value).trim();
  const day = /^\d{4}-\d{2}-\d{2}T/.test(raw) ? raw.slice(0, 10) : raw;
  try {
    parseDate(day);
  } catch {
    throw domainError(
      "SUPPLIER_INVOICE_DATE_INVALID",
      "invalid",
      { label: SUPPLIER_INVOICE_FIELD_LABELS[field], value: raw },
      { field },
    );
  }
  return day;
}

/** The VAT is part of the TTC: never above it (both known). */
export function assertSupplierInvoiceAmounts(amountCents: Cents | null, amountTvaCents: Cents | null): void {
  if (amountCents === null || amountTvaCents === null || amountTvaCents <= amountCents) return;
  throw domainError(
    "SUPPLIER_INVOICE_TVA_ABOVE_TOTAL",
    "invalid",
    { tva: formatEuros(amountTvaCents), ttc: formatEuros(amountCents) },
    { field: "amountTva" },
  );
}

const VALUE_OF: Record<SupplierInvoiceRequiredField, (values: SupplierInvoiceFieldValues) => unknown> = {
  invoiceNumber: (values) => values.invoiceNumber,
  amount: (values) => values.amountCents,
  amountTva: (values) => values.amountTvaCents,
  paymentAt: (values) => values.paymentAt,
  invoiceReceivedAt: (values) => values.invoiceReceivedAt,
  invoiceAt: (values) => values.invoiceAt,
};

/** The first field still empty, in the modal's order; null when all are typed. */
export function firstMissingSupplierInvoiceField(
  values: SupplierInvoiceFieldValues,
): SupplierInvoiceRequiredField | null {
  const fields = Object.keys(SUPPLIER_INVOICE_FIELD_LABELS) as SupplierInvoiceRequiredField[];
  return fields.find((field) => blank(VALUE_OF[field](values))) ?? null;
}

/** Spec §5: once the PDF is attached every field is required; the refusal names the first missing one. */
export function assertSupplierInvoiceFieldsComplete(values: SupplierInvoiceFieldValues): void {
  const missing = firstMissingSupplierInvoiceField(values);
  if (missing === null) return;
  throw domainError(
    "SUPPLIER_INVOICE_FIELD_REQUIRED",
    "invalid",
    { label: SUPPLIER_INVOICE_FIELD_LABELS[missing] },
    { field: missing },
  );
}

/** Changing a supplier invoice, its links, lines and paid marks: accounting or super admins (decision 1). */
export function canEditSupplierInvoice(user: { isCompta: boolean; isSuperAdmin: boolean }): boolean {
  return ROLES.finance(user);
}

export function assertCanEditSupplierInvoice(user: { isCompta: boolean; isSuperAdmin: boolean }): void {
  if (!canEditSupplierInvoice(user)) throw domainError("SUPPLIER_INVOICE_FORBIDDEN", "forbidden");
}

/** 'enregistrée le 20/11/2026', the French writing of a 'YYYY-MM-DD' day. */
export function supplierInvoiceDayFr(isoDay: string): string {
  const [year, month, day] = isoDay.slice(0, 10).split("-");
  return `${day}/${month}/${year}`;
}
