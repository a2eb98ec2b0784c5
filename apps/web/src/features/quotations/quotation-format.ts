import type { RouterOutputs } from "../../lib/trpc";
import { frenchDecimal } from "../document-lines/document-format";

export { frenchDecimal, percentLabel, plainText, quantityLabel } from "../document-lines/document-format";

export type QuotationDetail = RouterOutputs["quotation"]["get"];
export type QuotationLine = QuotationDetail["lines"][number];
export type ProductOption = RouterOutputs["quotation"]["productOptions"][number];

/** '2026-03-04T10:00:00Z' → '04/03/2026 11:00' (Paris). */
export function dateTimeLabel(iso: string): string {
  return new Intl.DateTimeFormat("fr-FR", {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "Europe/Paris",
  }).format(new Date(iso));
}

/** Working days, plural over 1: '2 jours ouvrés', '0,5 jour ouvré'. */
export function deliveryLabel(days: string | number): string {
  const value = Number(days);
  return `${frenchDecimal(value)} ${value > 1 ? "jours ouvrés" : "jour ouvré"}`;
}
