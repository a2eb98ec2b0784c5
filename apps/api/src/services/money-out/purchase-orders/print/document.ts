import {
  deliveryDaysLabel,
  formatEuros,
  frenchDecimal,
  PURCHASE_ORDER_HEADING,
  purchaseOrderFacts,
  purchaseOrderProjectMentions,
  purchaseOrderTotalRows,
  quantityWithUnit,
  sellerIdentityLines,
  supplierBlockLines,
} from "@tronc/domain";
import type { PurchaseFeeView, PurchaseLineView } from "../../../proposals/purchases/views";
import { documentTitle, documentTop, partyBlocks } from "../../../shared/document-pdf/header";
import { mentionLines } from "../../../shared/document-pdf/mentions";
import { accountingDocumentStyles } from "../../../shared/document-pdf/styles";
import { escapeHtml } from "../../../shared/document-pdf/text";
import { totalsTable, vatTable } from "../../../shared/document-pdf/totals-tables";
import type { PurchaseOrderPrint } from "./load";

const HEAD = `<thead><tr><th>Désignation</th><th>Quantité</th><th>P.U. HT</th><th>TVA</th>
<th>Délai de livraison</th><th>Total HT</th></tr></thead>`;

const isZero = (decimal: string) => /^0*(\.0*)?$/.test(decimal);

function lineRow(line: PurchaseLineView): string {
  const discounted = !isZero(line.discountPercent);
  const total = discounted
    ? `<div class="base">${formatEuros(line.baseHtCents)}</div>${formatEuros(line.totalHtCents)}<div class="muted">-\u00a0${frenchDecimal(line.discountPercent)}\u00a0%</div>`
    : formatEuros(line.totalHtCents);
  const description = line.description.trim()
    ? `<div class="description">${escapeHtml(line.description)}</div>`
    : "";
  return `<tr><td class="designation"><div class="name">${escapeHtml(line.name)}</div>${description}</td>
<td>${escapeHtml(quantityWithUnit(line.quantity, line.unity))}</td>
<td>${formatEuros(line.unitPriceCents)}</td>
<td>${frenchDecimal(line.vatRate)}\u00a0%</td>
<td>${escapeHtml(deliveryDaysLabel(line.deliveryDays))}</td>
<td>${total}</td></tr>`;
}

/** A fee under its line: 'Frais : Livraison'. */
const feeRow = (
  fee: PurchaseFeeView,
) => `<tr class="fee"><td class="designation">Frais : ${escapeHtml(fee.name)}</td>
<td>${escapeHtml(frenchDecimal(fee.quantity))}</td>
<td>${formatEuros(fee.unitPriceCents)}</td>
<td>${frenchDecimal(fee.vatRate)}\u00a0%</td>
<td></td>
<td>${formatEuros(fee.totalHtCents)}</td></tr>`;

function linesTable(lines: readonly PurchaseLineView[]): string {
  const body = lines.length
    ? lines.map((line) => [lineRow(line), ...line.fees.map(feeRow)].join("\n")).join("\n")
    : `<tr><td class="designation muted" colspan="6">Aucune ligne</td></tr>`;
  return `<table class="lines">${HEAD}<tbody>${body}</tbody></table>`;
}

/**
 * The purchase order sent to the supplier: the group company's look (the invoice's styles and
 * header), the supplier's box, the lines with their delivery delays and fees, VAT and totals, the
 * project. A French A4 document loading nothing from outside (the logo is a data: URL).
 */
export function purchaseOrderHtml(print: PurchaseOrderPrint): string {
  const top = documentTop({
    issuerName: print.seller.name,
    identity: sellerIdentityLines(print.seller),
    logo: print.logo,
    heading: PURCHASE_ORDER_HEADING,
    facts: purchaseOrderFacts(print),
  });
  const supplier = partyBlocks([
    { label: "Fournisseur", name: print.supplier.name, lines: supplierBlockLines(print.supplier) },
  ]);
  const project = mentionLines(purchaseOrderProjectMentions(print.project));
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8">
<title>${escapeHtml(`Bon de commande ${print.reference}`)}</title>
<style>${accountingDocumentStyles(print.accent)}
  table.lines tr.fee td { color: #495057; font-size: 8.5pt; }
  table.lines tr.fee td.designation { padding-left: 18px; }
  table.lines .description { white-space: pre-line; }
  table.lines thead th { white-space: nowrap; }</style></head><body>
${top}
${supplier}
${documentTitle(print.purchase.title)}
${linesTable(print.purchase.lines)}
<div class="summary">${vatTable(print.purchase.detailTva)}${totalsTable(purchaseOrderTotalRows(print.purchase))}</div>
${project ? `<div class="terms"><div class="conditions mentions">${project}</div></div>` : ""}
</body></html>`;
}
