import type { Cents } from "../shared/cents";
import {
  computeDocumentTotals,
  computeLine,
  type DocumentLine,
  type DocumentTotals,
} from "../shared/compute-document-totals";

/** An extra fee on a supplier purchase line (delivery, packaging…): no discount. */
export interface PurchaseFee {
  name: string;
  quantity: number | string;
  unitPriceCents: Cents;
  tva: number | string;
}

export interface PurchaseLine extends DocumentLine {
  fees?: readonly PurchaseFee[];
}

export interface PurchaseLineAmounts {
  baseHT: number;
  totalHT: number;
  /** The line's fees, HT. */
  feesHT: number;
  fees: { name: string; totalHT: number }[];
}

export interface PurchaseTotals extends DocumentTotals {
  lines: PurchaseLineAmounts[];
}

/** Supplier purchase totals: product lines plus their fees, each fee taxed at its own rate. */
export function computePurchaseTotals(lines: readonly PurchaseLine[]): PurchaseTotals {
  const taxed: DocumentLine[] = [];
  const amounts = lines.map((line) => {
    const { baseHT, totalHT } = computeLine(line);
    taxed.push(line);
    const fees = (line.fees ?? []).map((fee) => {
      const feeLine = { quantity: fee.quantity, unitPriceCents: fee.unitPriceCents, vatRate: fee.tva };
      taxed.push(feeLine);
      return { name: fee.name, totalHT: computeLine(feeLine).totalHT };
    });
    return { baseHT, totalHT, feesHT: fees.reduce((sum, fee) => sum + fee.totalHT, 0), fees };
  });
  return { ...computeDocumentTotals(taxed), lines: amounts };
}
