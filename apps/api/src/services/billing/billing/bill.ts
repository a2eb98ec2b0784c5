import { invoices } from "@tronc/db";
import {
  advanceInvoiceLines,
  advanceLinesTTC,
  type BillingRequest,
  percentFromAmount,
  planBilling,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { lockQuotations } from "../totals";
import { insertBalanceInvoice } from "./balance";
import { insertDraftInvoice } from "./draft";
import { loadBillingSource } from "./source";

/**
 * The quotation's deposit, partial or balance invoice, as a draft, in one transaction: the quotation
 * locked first, so two requests at once read what is left one after the other and never overbill.
 */
export async function billQuotation(
  ctx: ServiceContext,
  input: BillingRequest & { quotationId: number },
): Promise<{ invoiceId: number }> {
  return inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    await lockQuotations(tx, [input.quotationId]);
    const source = await loadBillingSource(tx, input.quotationId);
    const plan = planBilling(
      { state: source.state, totalTTCCents: source.totalTtcCents, billedCents: source.billedCents },
      input,
    );
    if (plan.type === "TYPE_SOLD") return { invoiceId: await insertBalanceInvoice(txCtx, [source]) };

    const lines = advanceInvoiceLines({
      type: plan.type,
      percent: plan.percent,
      quotationReference: source.reference,
      detailTVA: source.detailTva,
      amountCents: plan.amountCents,
    });
    // At most a cent below the plan when no base gives its TTC (exactVatSplit); never above.
    const billedCents = advanceLinesTTC(lines);
    const invoiceId = await insertDraftInvoice(txCtx, {
      type: plan.type,
      triangleCompanyId: source.triangleCompanyId,
      companyId: source.companyId,
      recommendationIds: [source.recommendationId],
      title: source.title,
      paymentMode: source.paymentMode,
      advancePercent:
        billedCents === plan.amountCents
          ? plan.percent
          : percentFromAmount(source.totalTtcCents, billedCents),
      advanceAmountCents: billedCents,
      lines: lines.map((line, index) => ({ ...line, indexOrder: String(index + 1) })),
      quotationIds: [source.id],
      deductedInvoiceIds: [],
    });
    const [written] = await tx
      .select({ totalTtcCents: invoices.totalTtcCents })
      .from(invoices)
      .where(eq(invoices.id, invoiceId));
    if (written?.totalTtcCents !== billedCents) {
      throw new Error(`invoice ${invoiceId}: TTC ${written?.totalTtcCents} instead of ${billedCents}`);
    }
    return { invoiceId };
  });
}
