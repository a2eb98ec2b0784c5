import { formatEuros, frenchDecimal, type VatDetail } from "@tronc/domain";

/** The VAT per rate: rate, base HT, VAT amount (an empty block when there is none). */
export function vatTable(detailTva: readonly VatDetail[]): string {
  if (detailTva.length === 0) return "<div></div>";
  const rows = detailTva
    .map(
      (detail) =>
        `<tr><td>${frenchDecimal(detail.rate)}\u00a0%</td><td>${formatEuros(detail.base)}</td><td>${formatEuros(detail.tva)}</td></tr>`,
    )
    .join("");
  return `<table class="vat"><thead><tr><th>Taux de TVA</th><th>Base HT</th><th>Montant TVA</th></tr></thead>
<tbody>${rows}</tbody></table>`;
}

export interface TotalRow {
  label: string;
  cents: number;
  /** The row in bold over the accent's rule (the amount due). */
  strong?: boolean;
}

/** Labelled totals, right-aligned amounts. */
export function totalsTable(rows: readonly TotalRow[]): string {
  return `<table class="totals">
${rows
  .map(
    (row) =>
      `<tr${row.strong ? ' class="ttc"' : ""}><th>${row.label}</th><td>${formatEuros(row.cents)}</td></tr>`,
  )
  .join("\n")}
</table>`;
}
