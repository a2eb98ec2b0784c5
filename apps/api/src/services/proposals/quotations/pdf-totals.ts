import { depositCents, formatEuros, frenchDecimal, paymentDelayLabel } from "@tronc/domain";
import { escapeHtml, isBlankRichText, richTextToPlain } from "../../shared/document-pdf/text";
import { totalsTable, vatTable } from "../../shared/document-pdf/totals-tables";
import type { QuotationPrint } from "./pdf-load";

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
  return `<div class="summary">${vatTable(print.detailTva)}${totalsTable([
    { label: "Total HT", cents: print.totalHtCents },
    { label: "Total TVA", cents: print.totalTvaCents },
    { label: "Total TTC", cents: print.totalTtcCents, strong: true },
  ])}</div>
${comment ? `<div class="comment">${escapeHtml(comment)}</div>` : ""}
<div class="terms"><div class="conditions">${conditions.join("")}${bank}</div>
<div class="agreement"><div class="label">Bon pour accord</div>
<div class="hint">Date, nom, signature et cachet du client, précédés de la mention « Bon pour accord »</div></div></div>`;
}
