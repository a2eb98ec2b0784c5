import type { Cents } from "@tronc/domain";
import {
  amountFromPercent,
  decimalToNumber,
  domainError,
  type InvoicingActions,
  invoicingActions,
  normalizeFrenchDecimal,
  percentFromAmount,
  type QuotationState,
  toCents,
  toDecimal,
} from "@tronc/domain";
import type { ServiceContext } from "../../shared/context";
import { loadBillingSource } from "./source";

export interface QuotationBillingSummary {
  quotationId: number;
  reference: string;
  state: QuotationState;
  totalTtcCents: Cents;
  billedCents: Cents;
  leftCents: Cents;
  actions: InvoicingActions;
  /**
   * The deposit modal starts with the quotation's own deposit: its percentage (30, 12.5) and the
   * amount it makes; null when the quotation asks for none.
   */
  deposit: { percent: number; amountCents: Cents } | null;
}

function quotationDeposit(totalTtcCents: Cents, advancePercent: string) {
  const percent = decimalToNumber(toDecimal(advancePercent));
  if (percent <= 0 || totalTtcCents <= 0) return null;
  return { percent, amountCents: amountFromPercent(totalTtcCents, advancePercent) };
}

/** The advance modal's header and the quotation page's buttons: TTC, billed, left, what may be billed. */
export async function quotationBillingSummary(
  ctx: ServiceContext,
  input: { quotationId: number },
): Promise<QuotationBillingSummary> {
  const source = await loadBillingSource(ctx.db, input.quotationId);
  return {
    quotationId: source.id,
    reference: source.reference,
    state: source.state,
    totalTtcCents: source.totalTtcCents,
    billedCents: source.billedCents,
    leftCents: toCents(source.totalTtcCents - source.billedCents),
    actions: invoicingActions(source.state),
    deposit: quotationDeposit(source.totalTtcCents, source.advancePercent),
  };
}

/** The modal's 'calculer' buttons: the amount from a percent of the TTC, or the percent of an amount. */
export async function previewBilling(
  ctx: ServiceContext,
  input: { quotationId: number; percent?: number | string | null; amountCents?: Cents | null },
): Promise<{ percent: number; amountCents: Cents }> {
  const source = await loadBillingSource(ctx.db, input.quotationId);
  if (input.amountCents != null) {
    return {
      amountCents: input.amountCents,
      percent: percentFromAmount(source.totalTtcCents, input.amountCents),
    };
  }
  const percent = typeof input.percent === "string" ? input.percent.trim() : input.percent;
  if (percent == null || percent === "") {
    throw domainError("BILLING_PERCENT_OR_AMOUNT_REQUIRED", "invalid", {}, { field: "percent" });
  }
  const amountCents = amountFromPercent(
    source.totalTtcCents,
    typeof percent === "string" ? normalizeFrenchDecimal(percent) : percent,
  );
  return { amountCents, percent: percentFromAmount(source.totalTtcCents, amountCents) };
}
