import { domainError } from "../messages";
import type { Cents } from "./cents";
import { toCents } from "./cents";
import {
  compareDecimal,
  type Decimal,
  decimalToNumber,
  decimalToString,
  divideHalfUp,
  multiplyCents,
  pow10,
  toDecimal,
} from "./decimal";

/** One line of a quotation, invoice, credit note or supplier purchase. Quantities and rates are exact decimals. */
export interface DocumentLine {
  quantity: number | string;
  unitPriceCents: Cents;
  vatRate: number | string;
  discountPercent?: number | string | null;
  /** A "pack" line: counted in totals and VAT, printed without its own prices. */
  hidden?: boolean;
}

export interface LineAmounts {
  /** quantity × unit price, rounded half-up to the cent. */
  baseHT: number;
  /** base less the discount, rounded half-up to the cent. */
  totalHT: number;
}

export interface VatDetail {
  rate: number;
  base: number;
  tva: number;
}

export interface DocumentTotals {
  totalHT: number;
  totalTVA: number;
  totalTTC: number;
  detailTVA: VatDetail[];
}

/**
 * Line amounts. The discount applies to the rounded base, so anyone can check a printed line by hand.
 * Quantity must not be negative; a negative unit price is allowed (a deduction line, e.g. a deposit
 * already billed).
 */
export function computeLine(line: DocumentLine): LineAmounts {
  const quantity = toDecimal(line.quantity);
  if (quantity.units < 0n) throw domainError("NEGATIVE_QUANTITY", "invalid");
  const discount = readPercent(line.discountPercent ?? 0, "DISCOUNT_OUT_OF_RANGE");
  readPercent(line.vatRate, "VAT_RATE_OUT_OF_RANGE");
  const baseHT = multiplyCents(line.unitPriceCents, quantity);
  const kept = { units: 100n * pow10(discount.scale) - discount.units, scale: discount.scale + 2 };
  return { baseHT, totalHT: multiplyCents(baseHT, kept) };
}

/** VAT per rate on the sum of that rate's line totals, then rounded half-up; TTC = HT + TVA. */
export function computeDocumentTotals(lines: readonly DocumentLine[]): DocumentTotals {
  const buckets = new Map<string, { rate: Decimal; base: number }>();
  for (const line of lines) {
    const { totalHT } = computeLine(line);
    const rate = toDecimal(line.vatRate);
    const key = decimalToString(rate);
    const bucket = buckets.get(key) ?? { rate, base: 0 };
    bucket.base += totalHT;
    buckets.set(key, bucket);
  }
  const detailTVA = [...buckets.values()]
    .map(({ rate, base }) => ({ rate: decimalToNumber(rate), base, tva: vatOf(toCents(base), rate) }))
    .sort((a, b) => a.rate - b.rate);
  const totalHT = detailTVA.reduce((sum, detail) => sum + detail.base, 0);
  const totalTVA = detailTVA.reduce((sum, detail) => sum + detail.tva, 0);
  return { totalHT, totalTVA, totalTTC: totalHT + totalTVA, detailTVA };
}

function vatOf(baseCents: Cents, rate: Decimal): Cents {
  return toCents(Number(divideHalfUp(BigInt(baseCents) * rate.units, pow10(rate.scale + 2))));
}

/** Reads a percentage that must lie within 0-100 (the one range of VAT rates, discounts and shares). */
export function readPercent(
  value: number | string,
  code: "DISCOUNT_OUT_OF_RANGE" | "VAT_RATE_OUT_OF_RANGE" | "PERCENT_OUT_OF_RANGE",
  field?: string,
): Decimal {
  const decimal = toDecimal(value);
  if (compareDecimal(decimal, 0) < 0 || compareDecimal(decimal, 100) > 0) {
    throw domainError(code, "invalid", {}, field ? { field } : {});
  }
  return decimal;
}
