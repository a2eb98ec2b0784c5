import { depositCents, formatEuros, frenchDecimal, paymentDelayLabel } from "@tronc/domain";
import type { QuotationPrint } from "./pdf-load";
import { escapeHtml, isBlankRichText, richTextToPlain } from "./pdf-text";

function vatTable(print: QuotationPrint): string {
  if (print.detailTva.length === 0) return "<div></div>";
  const rows = print.detailTva
    .map(
      (detail) =>
        `<tr><td>${frenchDecimal(detail.rate)}\u00a0%</td><td>${formatEuros(detail.base)}</td><td>${formatEuros(detail.tva)}</td></tr>`,
    )
    .join("");
  return `<table class="vat"><thead><tr><th>Taux de TVA</th><th>Base HT</th><th>Montant TVA</th></tr></thead>
<tbody>${rows}</tbody></table>`;
}

function totalsTable(print: QuotationPrint): string {
  return `<table class="totals">
<tr><th>Total HT</th><td>${formatEuros(print.totalHtCents)}</td></tr>
<tr><th>Total TVA</th><td>${formatEuros(print.totalTvaCents)}</td></tr>
<tr class="ttc"><th>Total TTC</th><td>${formatEuros(print.totalTtcCents)}</td></tr>
</table>`;
}

/** The VAT detail per rate and the totals, then the comment, payment terms, bank details and 'Bon pour accord'. */
export function quotationSummary(print: QuotationPrint): string {
  const comment = richTextToPlain(print.comment, "\n");
  const conditions = [
    `<div><strong>Conditions de paiement :</strong> ${paymentDelayLabel(print.paymentMode)}</div>`,
  ];
  const deposit = depositCents(print.totalTtcCents, print.advancePercent);
  if (deposit > 0) {
    conditions.push(
      `<div><strong>Acompte demandé :</strong> ${frenchDecimal(print.advancePercent)}\u00a0% soit ${formatEuros(deposit)} TTC</div>`,
    );
  }
  const bank = isBlankRichText(print.issuer.bankInfos)
    ? ""
    : `<div class="bank"><strong>Coordonnées bancaires</strong>${print.issuer.bankInfos}</div>`;
  return `<div class="summary">${vatTable(print)}${totalsTable(print)}</div>
${comment ? `<div class="comment">${escapeHtml(comment)}</div>` : ""}
<div class="terms"><div class="conditions">${conditions.join("")}${bank}</div>
<div class="agreement"><div class="label">Bon pour accord</div>
<div class="hint">Date, nom, signature et cachet du client, précédés de la mention « Bon pour accord »</div></div></div>`;
}
