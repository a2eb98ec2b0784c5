import { domainError } from "../messages";
import type { QuotationState } from "../proposals/quotations";
import { allocate } from "../shared/allocate";
import type { Cents } from "../shared/cents";
import { toCents } from "../shared/cents";
import type { VatDetail } from "../shared/compute-document-totals";
import { divideHalfUp, pow10, toDecimal } from "../shared/decimal";
import { formatPercent, normalizeFrenchDecimal } from "../shared/french-format";
import type { InvoiceType } from "./invoice-states";
import {
  assertInvoicingAllowed,
  type InvoicePlan,
  planQuotationInvoice,
  type VatSplit,
} from "./quotation-invoicing";

/** The VAT of a base at a rate, rounded half-up (as computeDocumentTotals does per rate). */
function vatOf(baseCents: Cents, rate: number): Cents {
  const decimal = toDecimal(rate);
  return toCents(Number(divideHalfUp(BigInt(baseCents) * decimal.units, pow10(decimal.scale + 2))));
}

/** The largest base whose TTC (base + its VAT) does not pass the given TTC. */
function baseAtMost(ttcCents: Cents, rate: number): Cents {
  const decimal = toDecimal(rate);
  const divisor = 100n * pow10(decimal.scale) + decimal.units;
  let base = Number((BigInt(ttcCents) * 100n * pow10(decimal.scale)) / divisor) + 1;
  while (base > 0 && base + vatOf(toCents(base), rate) > ttcCents) base -= 1;
  return toCents(base);
}

const ttcOf = (split: VatSplit) => split.baseCents + split.tvaCents;

function splitAt(rate: number, ttcCents: Cents): VatSplit {
  const baseCents = baseAtMost(ttcCents, rate);
  return { rate, baseCents: toCents(baseCents), tvaCents: toCents(vatOf(toCents(baseCents), rate)) };
}

/**
 * An amount TTC split over the quotation's VAT rates in proportion to each rate's TTC (as
 * splitAmountByVatRate does) so that the invoice's TTC is exactly that amount. Some TTC amounts have
 * no base at a rate (at 20 %, no base gives 0,03): a cent is then moved between two rates when that
 * makes both exact; otherwise that part's base is the largest whose TTC stays below, so the invoice
 * bills at most a cent less than asked, never more.
 */
export function exactVatSplit(detailTVA: readonly VatDetail[], amountTTCCents: Cents): VatSplit[] {
  const weights = detailTVA.map((detail) => Math.abs(detail.base + detail.tva));
  if (weights.every((weight) => weight === 0)) throw domainError("BILL_QUOTATION_EMPTY", "rule");
  const parts = allocate(amountTTCCents, weights).map((ttc, index) => ({
    rate: detailTVA[index]?.rate ?? 0,
    ttc,
  }));
  const isExact = (rate: number, ttc: number) => ttc >= 0 && ttcOf(splitAt(rate, toCents(ttc))) === ttc;
  for (const [i, part] of parts.entries()) {
    if (isExact(part.rate, part.ttc)) continue;
    for (const [j, other] of parts.entries()) {
      if (i === j) continue;
      const shift = [1, -1].find(
        (delta) => isExact(part.rate, part.ttc + delta) && isExact(other.rate, other.ttc - delta),
      );
      if (shift !== undefined) {
        part.ttc = toCents(part.ttc + shift);
        other.ttc = toCents(other.ttc - shift);
        break;
      }
    }
  }
  return parts.map((part) => splitAt(part.rate, toCents(part.ttc)));
}

/** A line of a deposit or partial invoice: one per VAT rate of the quotation, quantity 1. */
export interface AdvanceLine {
  name: string;
  quantity: string;
  unitPriceCents: Cents;
  vatRate: string;
}

/**
 * 'Acompte de 30 % sur le devis DE-…' (or 'Facturation partielle de …'), one line per VAT rate, its
 * unit price the rate's base; the rate is named on the line when the quotation has several.
 */
export function advanceInvoiceLines(input: {
  type: Exclude<InvoiceType, "TYPE_SOLD">;
  percent: number;
  quotationReference: string;
  detailTVA: readonly VatDetail[];
  amountCents: Cents;
}): AdvanceLine[] {
  const splits = exactVatSplit(input.detailTVA, input.amountCents);
  const what = input.type === "TYPE_ADVANCE" ? "Acompte" : "Facturation partielle";
  const name = `${what} de ${formatPercent(input.percent)} sur le devis ${input.quotationReference}`;
  return splits
    .filter((split) => split.baseCents !== 0 || splits.length === 1)
    .map((split) => ({
      name: splits.length > 1 ? `${name} (TVA ${formatPercent(split.rate)})` : name,
      quantity: "1",
      unitPriceCents: split.baseCents,
      vatRate: String(split.rate),
    }));
}

/** TTC of advance lines as the invoice totals will compute them (VAT per rate, half-up). */
export function advanceLinesTTC(lines: readonly AdvanceLine[]): Cents {
  return toCents(
    lines.reduce(
      (sum, line) => sum + line.unitPriceCents + vatOf(line.unitPriceCents, Number(line.vatRate)),
      0,
    ),
  );
}

/** States whose quotations the creation modal bills (ACCEPTED or BILLED: the balance is offered). */
export const INVOICEABLE_QUOTATION_STATES: readonly QuotationState[] = [
  "QUOTATION_STATE_ACCEPTED",
  "QUOTATION_STATE_BILLED",
];

/**
 * A quotation the creation modal may bill: ACCEPTED or BILLED, a total HT above 0 and something left
 * to bill. A customer is invoiceable by an issuer when it has at least one such quotation of it.
 */
export function isQuotationInvoiceable(quotation: {
  state: QuotationState;
  totalHtCents: Cents;
  leftCents: Cents;
}): boolean {
  return (
    INVOICEABLE_QUOTATION_STATES.includes(quotation.state) &&
    quotation.totalHtCents > 0 &&
    quotation.leftCents > 0
  );
}

export interface BillingRequest {
  type: InvoiceType;
  /** Percent of the quotation TTC, as typed ('30', '12,5') or sent (30). */
  percent?: number | string | null | undefined;
  /** Amount TTC in cents; when given it is what is billed and the percent follows from it. */
  amountCents?: Cents | null | undefined;
}

/**
 * planQuotationInvoice for a request from the advance modal or the Hydra POST: a deposit or a
 * partial invoice by amount (which wins when both are sent) or by percent, or the balance.
 */
export function planBilling(
  quotation: { state: QuotationState; totalTTCCents: Cents; billedCents: Cents },
  request: BillingRequest,
): InvoicePlan {
  if (request.type === "TYPE_SOLD") return planQuotationInvoice(quotation, { type: "TYPE_SOLD" });
  if (request.amountCents != null) {
    assertInvoicingAllowed(quotation.state, request.type);
    const plan = planQuotationInvoice(quotation, { type: "TYPE_MONTHLY", amountCents: request.amountCents });
    return { ...plan, type: request.type };
  }
  const percent = typeof request.percent === "string" ? request.percent.trim() : request.percent;
  if (percent == null || percent === "") {
    throw domainError("BILLING_PERCENT_OR_AMOUNT_REQUIRED", "invalid", {}, { field: "percent" });
  }
  return planQuotationInvoice(quotation, { type: request.type, percent: readPercentText(percent) });
}

/** '12,5' → '12.5' (the decimal helpers read a dot); a number is kept. */
function readPercentText(value: number | string): number | string {
  return typeof value === "number" ? value : normalizeFrenchDecimal(value);
}
