import { invoiceDeductions, invoiceLines, invoiceQuotations, invoices } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { computeLine, type InvoiceType, type PaymentDelay, toCents, toParisDate } from "@tronc/domain";
import type { ServiceContext } from "../../shared/context";
import { refreshInvoiceSearchText } from "../search-text";
import { refreshInvoiceTotals } from "../totals";
import { clientInvoiceHeader, serviceDateOf } from "./source";

export interface DraftLine {
  triangleProductId?: number | null;
  name: string;
  description?: string;
  quantity: string;
  unitPriceCents: Cents;
  unity?: (typeof invoiceLines.$inferInsert)["unity"];
  vatRate: string;
  discountPercent?: string;
  indexOrder: string;
  hidden?: boolean;
}

export interface DraftInvoice {
  type: InvoiceType;
  triangleCompanyId: number;
  companyId: number;
  recommendationIds: readonly number[];
  title: string;
  paymentMode: number;
  advancePercent?: number;
  advanceAmountCents?: Cents;
  lines: readonly DraftLine[];
  quotationIds: readonly number[];
  deductedInvoiceIds: readonly number[];
}

/**
 * Writes a draft invoice (STATE_CREATED, no reference) with its header from the client, its lines,
 * its quotations and the invoices it deducts, then its totals (refreshInvoiceTotals refuses any
 * overbilling, rolling the whole back) and its search text. Call it inside the billing transaction,
 * after the quotations are locked.
 */
export async function insertDraftInvoice(ctx: ServiceContext, draft: DraftInvoice): Promise<number> {
  const tx = ctx.db;
  const header = await clientInvoiceHeader(tx, draft.companyId);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      triangleCompanyId: draft.triangleCompanyId,
      companyId: draft.companyId,
      type: draft.type,
      state: "STATE_CREATED",
      title: draft.title,
      ...header,
      invoiceDate: toParisDate(ctx.now),
      serviceDate: await serviceDateOf(tx, draft.recommendationIds),
      paymentMode: Math.max(draft.paymentMode, 0) as PaymentDelay,
      advancePercent: String(draft.advancePercent ?? 0),
      advanceAmountCents: toCents(draft.advanceAmountCents ?? 0),
      createdById: ctx.user.id,
      updatedById: ctx.user.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: invoices.id });
  if (!invoice) throw new Error("invoice insert returned nothing");
  if (draft.lines.length > 0) {
    await tx.insert(invoiceLines).values(
      draft.lines.map((line) => {
        const amounts = computeLine(line);
        return {
          invoiceId: invoice.id,
          triangleProductId: line.triangleProductId ?? null,
          name: line.name,
          description: line.description ?? "",
          quantity: line.quantity,
          unitPriceCents: toCents(line.unitPriceCents),
          unity: line.unity ?? "UNITY_UNITY",
          vatRate: line.vatRate,
          discountPercent: line.discountPercent ?? "0",
          indexOrder: line.indexOrder,
          hidden: line.hidden ?? false,
          baseHtCents: toCents(amounts.baseHT),
          totalHtCents: toCents(amounts.totalHT),
          createdAt: ctx.now,
          updatedAt: ctx.now,
        };
      }),
    );
  }
  await tx
    .insert(invoiceQuotations)
    .values(draft.quotationIds.map((quotationId) => ({ invoiceId: invoice.id, quotationId })));
  if (draft.deductedInvoiceIds.length > 0) {
    await tx
      .insert(invoiceDeductions)
      .values(
        draft.deductedInvoiceIds.map((deductedInvoiceId) => ({ invoiceId: invoice.id, deductedInvoiceId })),
      );
  }
  await refreshInvoiceTotals(tx, invoice.id, ctx.user.id);
  await refreshInvoiceSearchText(tx, invoice.id);
  return invoice.id;
}
