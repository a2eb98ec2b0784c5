import { domainError, formatMessage } from "../messages";
import { allocate } from "../shared/allocate";
import type { Cents } from "../shared/cents";
import { toCents } from "../shared/cents";
import { computeDocumentTotals, readPercent, type VatDetail } from "../shared/compute-document-totals";
import { compareDecimal, divideHalfUp, multiplyCents, pow10, toDecimal } from "../shared/decimal";
import { type PriceMessages, readPriceCents } from "../shared/price-input";

/** 'Créditer un montant': an amount TTC, or a percentage of the invoice's TTC. */
export interface CreditAmountRequest {
  amount?: number | string | null | undefined;
  percent?: number | string | null | undefined;
}

const AMOUNT_MESSAGES: PriceMessages = {
  required: "CREDIT_AMOUNT_REQUIRED",
  invalid: "CREDIT_AMOUNT_INVALID",
  negative: "CREDIT_AMOUNT_INVALID",
  tooPrecise: "CREDIT_AMOUNT_TOO_PRECISE",
  tooLarge: "CREDIT_AMOUNT_INVALID",
};

const given = (value: number | string | null | undefined) =>
  value !== null && value !== undefined && !(typeof value === "string" && value.trim() === "");

/**
 * The TTC to credit: the amount typed, or the percentage of the invoice's TTC rounded half-up to the
 * cent (10 % of 1 132,13 = 113,213 → 113,21). One of the two, above 0.
 */
export function readCreditAmountTtc(request: CreditAmountRequest, invoiceTtcCents: Cents): Cents {
  if (given(request.amount) && given(request.percent)) {
    throw domainError("CREDIT_AMOUNT_OR_PERCENT", "invalid", {}, { field: "amount" });
  }
  if (given(request.percent)) {
    const field = { field: "percent" };
    const text =
      typeof request.percent === "string" ? request.percent.replace(",", ".").trim() : request.percent;
    let pct: ReturnType<typeof readPercent>;
    try {
      pct = readPercent(text ?? "", "PERCENT_OUT_OF_RANGE", "percent");
    } catch {
      throw domainError("CREDIT_PERCENT_INVALID", "invalid", { value: String(request.percent) }, field);
    }
    if (compareDecimal(pct, 0) <= 0) {
      throw domainError("CREDIT_PERCENT_INVALID", "invalid", { value: String(request.percent) }, field);
    }
    return multiplyCents(invoiceTtcCents, { units: pct.units, scale: pct.scale + 2 });
  }
  const cents = readPriceCents(request.amount, "amount", AMOUNT_MESSAGES);
  if (cents <= 0) throw domainError("CREDIT_AMOUNT_INVALID", "invalid", { value: "0" }, { field: "amount" });
  return cents;
}

/** The TTC of one base at one rate, as a credit's totals compute it (VAT rounded half-up). */
export function ttcOfBase(baseCents: Cents, rate: number): Cents {
  return toCents(
    computeDocumentTotals([{ quantity: "1", unitPriceCents: baseCents, vatRate: rate }]).totalTTC,
  );
}

/**
 * The largest base whose TTC at `rate` does not pass `ttcCents`: base = TTC ÷ (1 + rate), rounded
 * half-up, then stepped down while its TTC passes (at 20 %, 100,00 TTC → 83,33 HT + 16,67 TVA).
 */
export function baseForTtc(ttcCents: Cents, rate: number): Cents {
  const decimal = toDecimal(rate);
  const hundred = 100n * pow10(decimal.scale);
  let base = Number(divideHalfUp(BigInt(ttcCents) * hundred, hundred + decimal.units));
  while (base > 0 && ttcOfBase(toCents(base), rate) > ttcCents) base -= 1;
  while (ttcOfBase(toCents(base + 1), rate) <= ttcCents) base += 1;
  return toCents(base);
}

export interface CreditAmountPart {
  rate: number;
  /** The HT base credited at this rate. */
  baseCents: Cents;
  /** Its TTC (base + VAT rounded half-up). */
  ttcCents: Cents;
}

/**
 * Spreads a TTC to credit over an invoice's VAT rates in proportion to each rate's TTC on the invoice
 * (largest remainder, so the shares sum to the TTC exactly), then finds each rate's HT base. A share
 * that no base reaches exactly (at 20 % some TTC cents are skipped) hands its cent on to the next rate,
 * so the credit's TTC is the one asked, or one cent below when the last rate cannot reach it.
 */
export function spreadCreditAmount(ttcCents: Cents, invoiceVat: readonly VatDetail[]): CreditAmountPart[] {
  const rates = invoiceVat.filter((detail) => detail.base + detail.tva > 0);
  if (rates.length === 0) throw domainError("CREDIT_INVOICE_NOTHING_TO_SPREAD", "rule");
  const shares = allocate(
    ttcCents,
    rates.map((detail) => detail.base + detail.tva),
  );
  let carry = 0;
  return rates.map((detail, index) => {
    const wanted = (shares[index] ?? 0) + carry;
    const baseCents = baseForTtc(toCents(wanted), detail.rate);
    const reached = ttcOfBase(toCents(baseCents), detail.rate);
    carry = wanted - reached;
    return { rate: detail.rate, baseCents, ttcCents: reached };
  });
}

/** A credit line's name for one rate: 'Avoir sur la facture FA-… (TVA 20 %)', '10 % de la facture …'. */
export function creditAmountLineName(reference: string, rate: number, percent: string | null): string {
  const vat = String(rate).replace(".", ",");
  return percent === null
    ? formatMessage("CREDIT_AMOUNT_LINE_NAME", { reference, vat })
    : formatMessage("CREDIT_PERCENT_LINE_NAME", { reference, vat, percent: percent.replace(".", ",") });
}
