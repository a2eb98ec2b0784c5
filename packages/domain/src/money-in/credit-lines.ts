import { computeInvoiceTotals } from "../billing/invoice-totals";
import { domainError, formatMessage } from "../messages";
import type { Cents } from "../shared/cents";
import { toCents } from "../shared/cents";
import { formatEuros } from "../shared/french-format";
import { creditAmountLeft } from "./credit-notes";

/** A line added without a catalogue product: one unit at 0 €, VAT 20 % (spec §9), all fields editable. */
export const FREE_CREDIT_LINE = {
  name: formatMessage("CREDIT_FREE_LINE_NAME"),
  description: "",
  quantity: "1",
  unitPriceCents: 0,
  vatRate: "20",
  unity: "UNITY_UNITY",
  discountPercent: "0",
} as const;

/** A credit note's totals: its lines only (a credit deducts nothing). */
export function computeCreditTotals(
  lines: readonly {
    quantity: string;
    unitPriceCents: Cents;
    vatRate: string;
    discountPercent: string;
    hidden: boolean;
  }[],
) {
  return computeInvoiceTotals(lines, []);
}

/** 'Avoir sur la facture FA-TRI-2026-00042'. */
export function creditTitleForInvoice(reference: string): string {
  return formatMessage("CREDIT_FROM_INVOICE_TITLE", { reference });
}

/** What an invoice can still be credited: its TTC less the other validated credit notes on it (drafts reserve nothing). */
export function invoiceLeftToCredit(invoiceTtcCents: Cents, otherCreditsTtcCents: readonly Cents[]): Cents {
  return creditAmountLeft(invoiceTtcCents, otherCreditsTtcCents);
}

export interface CopiedLine {
  triangleProductId: number | null;
  name: string;
  description: string;
  quantity: string;
  unitPriceCents: Cents;
  unity: string;
  vatRate: string;
  discountPercent: string;
  indexOrder: string;
  hidden: boolean;
}

/**
 * The lines of a credit created from an invoice: the invoice's lines, then, for a balance invoice,
 * one negative line per invoice it deducts and VAT rate, so the credit gives back what the invoice
 * billed. When that copy would pass what is left to credit on the invoice (earlier credits, or a
 * cent of VAT rounding on a balance), the lines are copied with quantity 0: the person types what
 * is credited. Nothing left at all: refused.
 */
export function creditLinesFromInvoice(
  invoice: {
    totalTtcCents: Cents;
    lines: readonly CopiedLine[];
    deductions: readonly { reference: string; detailTva: readonly { rate: number; base: number }[] }[];
  },
  otherCreditsTtcCents: readonly Cents[],
): CopiedLine[] {
  const left = invoiceLeftToCredit(invoice.totalTtcCents, otherCreditsTtcCents);
  if (left <= 0) {
    const credited = otherCreditsTtcCents.reduce((sum, ttc) => sum + ttc, 0);
    throw domainError("CREDIT_INVOICE_FULLY_CREDITED", "rule", { amount: formatEuros(credited) });
  }
  const lastOrder = invoice.lines.reduce((max, line) => Math.max(max, Number(line.indexOrder)), 0);
  const deductionLines = invoice.deductions.flatMap((deduction) =>
    deduction.detailTva
      .filter((detail) => detail.base !== 0)
      .map((detail) => ({
        triangleProductId: null,
        name: `Déduction de la facture ${deduction.reference} (TVA ${String(detail.rate).replace(".", ",")} %)`,
        description: "",
        quantity: "1",
        unitPriceCents: toCents(-detail.base),
        unity: "UNITY_UNITY",
        vatRate: String(detail.rate),
        discountPercent: "0",
        hidden: false,
      })),
  );
  const copy: CopiedLine[] = [
    ...invoice.lines.map((line) => ({ ...line })),
    ...deductionLines.map((line, index) => ({
      ...line,
      indexOrder: String(Math.floor(lastOrder) + index + 1),
    })),
  ];
  const { totalTTC } = computeCreditTotals(copy);
  if (totalTTC <= left) return copy;
  return copy.map((line) => ({ ...line, quantity: "0" }));
}
