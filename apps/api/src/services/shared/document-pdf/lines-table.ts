import type { Cents } from "@tronc/domain";
import { formatEuros, frenchDecimal, quantityWithUnit, type Unity } from "@tronc/domain";
import { escapeHtml, isBlankRichText } from "./text";

/** What a document's PDF prints of one line (quotation or invoice line). */
export interface PrintedLine {
  name: string;
  /** Sanitised rich text. */
  description: string;
  quantity: string;
  unity: Unity;
  unitPriceCents: Cents;
  vatRate: string;
  discountPercent: string;
  /** A pack line: printed without its own prices. */
  hidden: boolean;
  baseHtCents: Cents;
  totalHtCents: Cents;
}

const HEAD = `<thead><tr><th>Désignation</th><th>Quantité</th><th>P.U. HT</th><th>TVA</th><th>Remise</th>
<th>Total HT</th></tr></thead>`;

const isZero = (decimal: string) => /^0*(\.0*)?$/.test(decimal);

function designation(line: PrintedLine): string {
  const description = isBlankRichText(line.description)
    ? ""
    : `<div class="description">${line.description}</div>`;
  return `<td class="designation"><div class="name">${escapeHtml(line.name)}</div>${description}</td>`;
}

/** A priced line; a pack line (hidden) prints its designation and description only. */
function lineRow(line: PrintedLine): string {
  if (line.hidden) return `<tr class="pack">${designation(line)}<td colspan="5"></td></tr>`;
  const discounted = !isZero(line.discountPercent);
  const total = discounted
    ? `<div class="base">${formatEuros(line.baseHtCents)}</div>${formatEuros(line.totalHtCents)}`
    : formatEuros(line.totalHtCents);
  return `<tr>${designation(line)}
<td>${escapeHtml(quantityWithUnit(line.quantity, line.unity))}</td>
<td>${formatEuros(line.unitPriceCents)}</td>
<td>${frenchDecimal(line.vatRate)}\u00a0%</td>
<td>${discounted ? `-\u00a0${frenchDecimal(line.discountPercent)}\u00a0%` : ""}</td>
<td>${total}</td></tr>`;
}

/** The lines table, in the document's order. Descriptions are rich text sanitised when saved. */
export function linesTable(lines: readonly PrintedLine[]): string {
  const body = lines.length
    ? lines.map(lineRow).join("\n")
    : `<tr><td class="designation muted" colspan="6">Aucune ligne</td></tr>`;
  return `<table class="lines">${HEAD}<tbody>${body}</tbody></table>`;
}
