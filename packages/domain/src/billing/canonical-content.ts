import type { Cents } from "../shared/cents";
import type { VatDetail } from "../shared/compute-document-totals";
import type { InvoiceState, InvoiceType } from "./invoice-states";
import type { InvoiceParties } from "./parties";

/** What a validated invoice says, every amount in integer cents: the text that is hashed and kept. */
export interface InvoiceContent {
  reference: string;
  type: InvoiceType;
  state: InvoiceState;
  invoiceDate: string;
  serviceDate: string | null;
  eligibleAt: string;
  paymentMode: number;
  operationCategory: string;
  title: string;
  invoiceHeadName: string;
  invoiceAddress: string;
  deliveryAddress: string;
  comment: string;
  totalHtCents: Cents;
  totalTvaCents: Cents;
  totalTtcCents: Cents;
  detailTva: readonly VatDetail[];
  lines: readonly InvoiceContentLine[];
  /** The invoices deducted, by their number. */
  deductions: readonly { reference: string; totalTtcCents: Cents }[];
  quotations: readonly { reference: string; amountCents: Cents }[];
  parties: InvoiceParties;
}

export interface InvoiceContentLine {
  name: string;
  description: string;
  quantity: string;
  unity: string;
  unitPriceCents: Cents;
  vatRate: string;
  discountPercent: string;
  indexOrder: string;
  hidden: boolean;
  baseHtCents: Cents;
  totalHtCents: Cents;
}

/** '2.500' and '2.5' are the same quantity: decimals are written without trailing zeros. */
export function canonicalDecimal(value: string): string {
  const trimmed = value.trim();
  return trimmed.includes(".") ? trimmed.replace(/\.?0+$/, "") : trimmed;
}

/**
 * JSON with the keys of every object sorted, no spaces: the same content always gives the same text.
 * Numbers must be integers (cents, days, rates are given as decimal strings).
 */
export function stableStringify(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new Error(`canonical content: ${value} is not an integer`);
    return String(value);
  }
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(",")}]`;
  if (typeof value !== "object") throw new Error(`canonical content: ${typeof value} is not JSON`);
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${stableStringify(record[key])}`).join(",")}}`;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The canonical content of a validated invoice: lines in their printed order, deductions and
 * quotations by reference, VAT by rate, decimals normalised. Its SHA-256 is kept with the invoice.
 */
export function canonicalInvoiceContent(content: InvoiceContent): string {
  const lines = content.lines.map((line) => ({
    ...line,
    quantity: canonicalDecimal(line.quantity),
    vatRate: canonicalDecimal(line.vatRate),
    discountPercent: canonicalDecimal(line.discountPercent),
    indexOrder: canonicalDecimal(line.indexOrder),
  }));
  return stableStringify({
    ...content,
    detailTva: [...content.detailTva]
      .sort((a, b) => a.rate - b.rate)
      .map((detail) => ({ rate: String(detail.rate), baseCents: detail.base, tvaCents: detail.tva })),
    lines,
    deductions: [...content.deductions].sort((a, b) => byText(a.reference, b.reference)),
    quotations: [...content.quotations].sort((a, b) => byText(a.reference, b.reference)),
  });
}
