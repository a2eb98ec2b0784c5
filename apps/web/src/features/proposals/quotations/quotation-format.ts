import type { RouterOutputs } from "../../../lib/trpc";
import { frenchDecimal } from "../document-lines/document-format";

export { frenchDecimal, percentLabel, plainText, quantityLabel } from "../document-lines/document-format";

export type QuotationDetail = RouterOutputs["quotation"]["get"];
export type QuotationLine = QuotationDetail["lines"][number];
export type ProductOption = RouterOutputs["quotation"]["productOptions"][number];

/** Working days, plural over 1: '2 jours ouvrés', '0,5 jour ouvré'. */
export function deliveryLabel(days: string | number): string {
  const value = Number(days);
  return `${frenchDecimal(value)} ${value > 1 ? "jours ouvrés" : "jour ouvré"}`;
}
