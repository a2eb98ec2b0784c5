import { UNITY_LABELS, type Unity } from "@tronc/domain";
import type { RouterOutputs } from "../../lib/trpc";

export type QuotationDetail = RouterOutputs["quotation"]["get"];
export type QuotationLine = QuotationDetail["lines"][number];
export type ProductOption = RouterOutputs["quotation"]["productOptions"][number];

/** '2.5' → '2,5' (the decimals the server sends, written the French way). */
export const frenchDecimal = (value: string | number) => String(value).replace(".", ",");

/** '12.5' → '12,5 %'. */
export const percentLabel = (value: string | number) => `${frenchDecimal(value)} %`;

/** '3' 'UNITY_DAY' → '3 jours'. */
export function quantityLabel(quantity: string, unity: Unity): string {
  const label = Number(quantity) > 1 ? UNITY_LABELS[unity].many : UNITY_LABELS[unity].one;
  return `${frenchDecimal(quantity)} ${label}`;
}

/** The rich text's words, for the table (the editor shows it formatted). */
export function plainText(html: string): string {
  if (html === "") return "";
  const doc = new DOMParser().parseFromString(html, "text/html");
  return (doc.body.textContent ?? "").trim();
}

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
