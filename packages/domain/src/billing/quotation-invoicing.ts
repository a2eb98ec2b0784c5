import { domainError } from "../messages";
import { QUOTATION_STATE_LABELS, type QuotationState } from "../proposals/quotations";
import type { Cents } from "../shared/cents";
import { toCents } from "../shared/cents";
import { readPercent } from "../shared/compute-document-totals";
import { assertCents, decimalToNumber, divideHalfUp, multiplyCents } from "../shared/decimal";
import { formatEuros } from "../shared/french-format";
import type { InvoiceType } from "./invoice-states";

export interface InvoicingActions {
  deposit: boolean;
  partial: boolean;
  balance: boolean;
}

/** Invoicing buttons: all three in ACCEPTED or BILLED; in DONE only the partial invoice (recurring billing). */
export function invoicingActions(state: QuotationState): InvoicingActions {
  const open = state === "QUOTATION_STATE_ACCEPTED" || state === "QUOTATION_STATE_BILLED";
  return { deposit: open, partial: open || state === "QUOTATION_STATE_DONE", balance: open };
}

const ACTION_OF_TYPE = { TYPE_ADVANCE: "deposit", TYPE_MONTHLY: "partial", TYPE_SOLD: "balance" } as const;

export function assertInvoicingAllowed(state: QuotationState, type: InvoiceType): void {
  if (!invoicingActions(state)[ACTION_OF_TYPE[type]]) {
    const kind = { TYPE_ADVANCE: "d'acompte", TYPE_MONTHLY: "partielle", TYPE_SOLD: "de solde" }[type];
    throw domainError("BILL_KIND_FORBIDDEN", "rule", { kind, state: QUOTATION_STATE_LABELS[state] });
  }
}

/** Invoices (all, drafts included, so two drafts cannot overbill) less the credit notes made on them, TTC. */
export function amountBilled(
  invoicesTTCCents: readonly Cents[],
  creditsTTCCents: readonly Cents[] = [],
): number {
  const sum = (values: readonly number[]) =>
    values.reduce((total, value) => {
      assertCents(value);
      return total + value;
    }, 0);
  return sum(invoicesTTCCents) - sum(creditsTTCCents);
}

export function amountLeftToBill(totalTTCCents: Cents, billedCents: Cents): Cents {
  assertCents(totalTTCCents);
  return toCents(totalTTCCents - billedCents);
}

/** Percent of the quotation TTC → amount in cents, rounded half-up. */
export function amountFromPercent(totalTTCCents: Cents, percent: number | string): Cents {
  const rate = readPercent(percent, "PERCENT_OUT_OF_RANGE");
  return multiplyCents(totalTTCCents, { units: rate.units, scale: rate.scale + 2 });
}

/** Amount in cents → percent of the quotation TTC with 2 decimals, rounded half-up. */
export function percentFromAmount(totalTTCCents: Cents, amountCents: Cents): number {
  assertCents(totalTTCCents);
  assertCents(amountCents);
  if (totalTTCCents <= 0) throw domainError("BILL_QUOTATION_EMPTY", "rule");
  const hundredths = divideHalfUp(BigInt(amountCents) * 10000n, BigInt(totalTTCCents));
  return decimalToNumber({ units: hundredths, scale: 2 });
}

/** Never bill nothing, and never more than is left on the quotation. */
export function assertBillable(totalTTCCents: Cents, billedCents: Cents, amountCents: Cents): void {
  assertCents(amountCents);
  const left = amountLeftToBill(totalTTCCents, billedCents);
  if (left <= 0) throw domainError("BILL_NOTHING_LEFT", "rule");
  if (amountCents <= 0) throw domainError("BILL_AMOUNT_NOT_POSITIVE", "invalid");
  if (amountCents > left) {
    throw domainError("BILL_MORE_THAN_LEFT", "rule", {
      amount: formatEuros(amountCents),
      left: formatEuros(left),
    });
  }
}

export type InvoiceRequest =
  | { type: "TYPE_ADVANCE"; percent: number | string }
  | { type: "TYPE_MONTHLY"; percent: number | string; amountCents?: undefined }
  | { type: "TYPE_MONTHLY"; amountCents: Cents; percent?: undefined }
  | { type: "TYPE_SOLD" };

export interface InvoicePlan {
  type: InvoiceType;
  amountCents: Cents;
  /** Share of the quotation TTC, 2 decimals (the invoice's `advance`). */
  percent: number;
}

/**
 * What an invoice on a quotation will bill: a deposit by percent, a partial invoice by percent or
 * by amount (the other computed), or the balance (all that is left). Refuses a button the state does
 * not offer and anything above what is left.
 */
export function planQuotationInvoice(
  quotation: { state: QuotationState; totalTTCCents: Cents; billedCents: Cents },
  request: InvoiceRequest,
): InvoicePlan {
  assertInvoicingAllowed(quotation.state, request.type);
  const { totalTTCCents, billedCents } = quotation;
  if (totalTTCCents <= 0) throw domainError("BILL_QUOTATION_EMPTY", "rule");
  let amountCents: Cents;
  if (request.type === "TYPE_SOLD") amountCents = toCents(amountLeftToBill(totalTTCCents, billedCents));
  else if ("amountCents" in request && request.amountCents !== undefined) amountCents = request.amountCents;
  else amountCents = toCents(amountFromPercent(totalTTCCents, request.percent ?? Number.NaN));
  assertBillable(totalTTCCents, billedCents, amountCents);
  return { type: request.type, amountCents, percent: percentFromAmount(totalTTCCents, amountCents) };
}

/**
 * The state invoicing gives a quotation: ACCEPTED while nothing is billed, BILLED while something is
 * left to bill, IN_BILLED once all is billed and money is still due, PAID once all is collected.
 * DONE stays DONE; states before acceptance are not moved by invoicing.
 */
export function quotationStateAfterInvoicing(
  state: QuotationState,
  amounts: { totalTTCCents: Cents; billedCents: Cents; collectedCents: Cents },
): QuotationState {
  const invoicing: readonly QuotationState[] = [
    "QUOTATION_STATE_ACCEPTED",
    "QUOTATION_STATE_BILLED",
    "QUOTATION_STATE_IN_BILLED",
    "QUOTATION_STATE_PAID",
  ];
  if (!invoicing.includes(state)) return state;
  if (amounts.billedCents <= 0) return "QUOTATION_STATE_ACCEPTED";
  if (amounts.billedCents < amounts.totalTTCCents) return "QUOTATION_STATE_BILLED";
  return amounts.collectedCents >= amounts.billedCents ? "QUOTATION_STATE_PAID" : "QUOTATION_STATE_IN_BILLED";
}

export interface VatSplit {
  rate: number;
  /** HT amount of the invoice line at that rate. */
  baseCents: Cents;
  tvaCents: Cents;
}
