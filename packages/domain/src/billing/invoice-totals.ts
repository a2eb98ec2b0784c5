import { allocate } from "../shared/allocate";
import type { Cents } from "../shared/cents";
import {
  computeDocumentTotals,
  type DocumentLine,
  type DocumentTotals,
  type VatDetail,
} from "../shared/compute-document-totals";
import { assertCents } from "../shared/decimal";

/**
 * An invoice's totals: its lines' totals less, rate by rate, the base and the VAT of each earlier
 * invoice it deducts (a balance invoice deducts the deposits and partial invoices of its quotations).
 * The deducted VAT is taken as it was invoiced, never recomputed, so a balance invoice bills exactly
 * what is left on its quotations, to the cent.
 */
export function computeInvoiceTotals(
  lines: readonly DocumentLine[],
  deductions: readonly (readonly VatDetail[])[] = [],
): DocumentTotals {
  const own = computeDocumentTotals(lines);
  if (deductions.length === 0) return own;
  const byRate = new Map<number, VatDetail>(own.detailTVA.map((detail) => [detail.rate, { ...detail }]));
  for (const deducted of deductions) {
    for (const detail of deducted) {
      assertCents(detail.base);
      assertCents(detail.tva);
      const bucket = byRate.get(detail.rate) ?? { rate: detail.rate, base: 0, tva: 0 };
      bucket.base -= detail.base;
      bucket.tva -= detail.tva;
      byRate.set(detail.rate, bucket);
    }
  }
  const detailTVA = [...byRate.values()].sort((a, b) => a.rate - b.rate);
  const totalHT = detailTVA.reduce((sum, detail) => sum + detail.base, 0);
  const totalTVA = detailTVA.reduce((sum, detail) => sum + detail.tva, 0);
  return { totalHT, totalTVA, totalTTC: totalHT + totalTVA, detailTVA };
}

/**
 * How much of an invoice's TTC each of its quotations is billed: all of it for one quotation; over
 * several (a balance over many quotations), in proportion to what was left on each, the parts always
 * summing to the invoice's TTC (largest remainder).
 */
export function attributeInvoiceToQuotations(
  invoiceTTCCents: Cents,
  leftPerQuotation: readonly number[],
): number[] {
  assertCents(invoiceTTCCents);
  if (leftPerQuotation.length === 1) return [invoiceTTCCents];
  const weights = leftPerQuotation.map((left) => Math.max(left, 0));
  if (weights.every((weight) => weight === 0))
    return allocate(
      invoiceTTCCents,
      leftPerQuotation.map(() => 1),
    );
  return allocate(invoiceTTCCents, weights);
}
