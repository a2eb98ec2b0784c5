import { canonicalDecimal, type InvoiceContentLine, stableStringify } from "../billing/canonical-content";
import type { InvoiceParties } from "../billing/parties";
import type { Cents } from "../shared/cents";
import type { VatDetail } from "../shared/compute-document-totals";
import type { CreditState } from "./credit-notes";

/** What a validated credit note says, every amount in integer cents: the text that is hashed and kept. */
export interface CreditContent {
  reference: string;
  state: CreditState;
  creditDate: string;
  title: string;
  comment: string;
  invoiceHeadName: string;
  invoiceAddress: string;
  totalHtCents: Cents;
  totalTvaCents: Cents;
  totalTtcCents: Cents;
  detailTva: readonly VatDetail[];
  lines: readonly InvoiceContentLine[];
  /** The invoice it corrects, by its number and date. */
  invoice: { reference: string; invoiceDate: string } | null;
  parties: InvoiceParties;
}

/**
 * The canonical content of a validated credit note, written like an invoice's: keys sorted, lines
 * in their printed order, VAT by rate, decimals without trailing zeros. Its SHA-256 is kept with it.
 */
export function canonicalCreditContent(content: CreditContent): string {
  return stableStringify({
    ...content,
    detailTva: [...content.detailTva]
      .sort((a, b) => a.rate - b.rate)
      .map((detail) => ({ rate: String(detail.rate), baseCents: detail.base, tvaCents: detail.tva })),
    lines: content.lines.map((line) => ({
      ...line,
      quantity: canonicalDecimal(line.quantity),
      vatRate: canonicalDecimal(line.vatRate),
      discountPercent: canonicalDecimal(line.discountPercent),
      indexOrder: canonicalDecimal(line.indexOrder),
    })),
  });
}
