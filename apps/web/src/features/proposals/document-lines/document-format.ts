import type { Cents } from "@tronc/domain";
import { UNITY_LABELS, type Unity, type VatDetail } from "@tronc/domain";

/** What a lines table shows of a quotation, invoice or credit-note line (amounts in cents, decimals as sent). */
export interface DocumentLineView {
  id: number;
  name: string;
  description: string;
  quantity: string;
  unity: Unity;
  unitPriceCents: Cents;
  vatRate: string;
  discountPercent: string;
  indexOrder: string;
  hidden: boolean;
  baseHtCents: Cents;
  totalHtCents: Cents;
}

export interface DocumentTotalsView {
  totalHtCents: Cents;
  totalTvaCents: Cents;
  totalTtcCents: Cents;
  detailTva: VatDetail[];
}

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
