import { type Db, invoiceDeductions, invoiceLines, invoiceQuotations, invoices } from "@tronc/db";
import { computeLine, type InvoiceState, type InvoiceType, toCents } from "@tronc/domain";
import { refreshInvoiceSearchText } from "../../src/services/billing/search-text";
import { refreshInvoiceTotals } from "../../src/services/billing/totals";
import {
  insertQuotation,
  insertRecommendationWithLead,
  type LineInput,
} from "../proposals/proposal-fixtures";

/**
 * The invoicing tests' rows. The sample quotation, worked by hand: 2 × 1 200,00 HT at 20 % and
 * 25 × 32,50 HT at 10 % → HT 3 212,50; VAT 480,00 + 81,25 = 561,25; TTC 3 773,75.
 */
export const SAMPLE_LINES: LineInput[] = [
  { name: "Animation", quantity: "2", unitPriceCents: toCents(120_000), vatRate: "20" },
  { name: "Repas", quantity: "25", unitPriceCents: toCents(3_250), vatRate: "10" },
];
export const SAMPLE_TTC_CENTS = 377_375;

export interface TestQuotation {
  quotationId: number;
  recommendationId: number;
  companyId: number;
  clientName: string;
}

/** An accepted quotation of a new lead and client for the issuer (the sample lines unless given). */
export async function insertAcceptedQuotation(
  db: Db,
  options: { issuerId: number; lines?: LineInput[]; clientName?: string; title?: string; reference?: string },
): Promise<TestQuotation> {
  const recommendation = await insertRecommendationWithLead(db, {
    issuerId: options.issuerId,
    clientName: options.clientName,
    state: "RECO_STATE_ACCEPTED",
  });
  const quotationId = await insertQuotation(db, {
    recommendationId: recommendation.id,
    issuerId: options.issuerId,
    reference: options.reference,
    title: options.title ?? "Séminaire",
    state: "QUOTATION_STATE_ACCEPTED",
    lines: options.lines ?? SAMPLE_LINES,
  });
  return {
    quotationId,
    recommendationId: recommendation.id,
    companyId: recommendation.companyId,
    clientName: recommendation.clientName,
  };
}

/**
 * An invoice written straight to the tables (state CREATED unless told; a reference only when given),
 * its totals and the quotation's state set by the service's own refreshInvoiceTotals: for tests of
 * what reads invoices, not of how they are made.
 */
export async function insertInvoice(
  db: Db,
  input: {
    issuerId: number;
    companyId: number;
    quotationIds: number[];
    type?: InvoiceType;
    state?: InvoiceState;
    reference?: string | null;
    title?: string;
    invoiceDate?: string;
    eligibleAt?: string | null;
    lines: LineInput[];
    deducts?: number[];
    createdById?: number | null;
  },
): Promise<number> {
  const [invoice] = await db
    .insert(invoices)
    .values({
      triangleCompanyId: input.issuerId,
      companyId: input.companyId,
      type: input.type ?? "TYPE_SOLD",
      state: input.state ?? "STATE_CREATED",
      reference: input.reference ?? null,
      title: input.title ?? "",
      invoiceDate: input.invoiceDate ?? "2026-11-20",
      eligibleAt: input.eligibleAt ?? null,
      createdById: input.createdById ?? null,
    })
    .returning({ id: invoices.id });
  if (!invoice) throw new Error("invoice not inserted");
  for (const quotationId of input.quotationIds) {
    await db.insert(invoiceQuotations).values({ invoiceId: invoice.id, quotationId });
  }
  for (const deductedInvoiceId of input.deducts ?? []) {
    await db.insert(invoiceDeductions).values({ invoiceId: invoice.id, deductedInvoiceId });
  }
  for (const [index, line] of input.lines.entries()) {
    const amounts = computeLine(line);
    await db.insert(invoiceLines).values({
      invoiceId: invoice.id,
      name: line.name,
      description: line.description ?? "",
      quantity: line.quantity,
      unity: line.unity ?? "UNITY_UNITY",
      unitPriceCents: toCents(line.unitPriceCents),
      vatRate: line.vatRate,
      discountPercent: line.discountPercent ?? "0",
      hidden: line.hidden ?? false,
      indexOrder: String(index + 1),
      baseHtCents: toCents(amounts.baseHT),
      totalHtCents: toCents(amounts.totalHT),
    });
  }
  await db.transaction(async (tx) => {
    await refreshInvoiceTotals(tx, invoice.id, null);
    await refreshInvoiceSearchText(tx, invoice.id);
  });
  return invoice.id;
}
