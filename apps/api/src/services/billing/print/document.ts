import {
  addressTextLines,
  buyerLines,
  DRAFT_INVOICE_LABEL,
  DRAFT_NUMBER,
  deductionLabel,
  formatEuros,
  formatFrenchDate,
  invoiceHeading,
  invoiceKindLabel,
  invoiceMentions,
  invoiceTotalRows,
  printsDeliveryAddress,
  SERVICE_DATE_LABELS,
  sellerIdentityLines,
} from "@tronc/domain";
import { draftNotice, draftWatermark } from "../../shared/document-pdf/draft";
import { documentTitle, documentTop, type PartyBlock, partyBlocks } from "../../shared/document-pdf/header";
import { linesTable } from "../../shared/document-pdf/lines-table";
import { mentionLines } from "../../shared/document-pdf/mentions";
import { accountingDocumentStyles } from "../../shared/document-pdf/styles";
import { escapeHtml, isBlankRichText, richTextToPlain } from "../../shared/document-pdf/text";
import { totalsTable, vatTable } from "../../shared/document-pdf/totals-tables";
import type { InvoicePrint } from "./load";

const isDraft = (print: InvoicePrint) => print.reference === null;

function header(print: InvoicePrint): string {
  const { seller, buyer } = print.parties;
  const top = documentTop({
    issuerName: seller.name,
    identity: sellerIdentityLines(seller),
    logo: print.logo,
    heading: invoiceHeading(print.type),
    facts: [
      ["Numéro", print.reference ?? DRAFT_NUMBER],
      ["Date de facture", formatFrenchDate(print.invoiceDate)],
      [SERVICE_DATE_LABELS[print.operationCategory], formatFrenchDate(print.serviceDate)],
      ["Échéance", formatFrenchDate(print.dueDate)],
    ],
  });
  const blocks: PartyBlock[] = [];
  if (printsDeliveryAddress(buyer.address, print.deliveryAddress)) {
    blocks.push({
      label: "Adresse de livraison",
      name: buyer.name,
      lines: addressTextLines(print.deliveryAddress),
    });
  }
  blocks.push({ label: "Client", name: buyer.name, lines: buyerLines(buyer) });
  const notice = isDraft(print) ? draftNotice(DRAFT_INVOICE_LABEL) : "";
  return `${top}${notice}
${partyBlocks(blocks)}
${documentTitle(print.title)}`;
}

/** Each invoice a balance deducts, by its number and date, with its amounts. */
function deductionsTable(print: InvoicePrint): string {
  if (print.deductions.length === 0) return "";
  const rows = print.deductions
    .map(
      (
        deduction,
      ) => `<tr><td>${escapeHtml(deductionLabel(deduction))}</td><td>${formatEuros(deduction.totalHtCents)}</td>
<td>${formatEuros(deduction.totalTvaCents)}</td><td>${formatEuros(deduction.totalTtcCents)}</td></tr>`,
    )
    .join("");
  return `<h2 class="section">Factures déjà émises, déduites</h2>
<table class="deductions"><thead><tr><th>Facture</th><th>Total HT</th><th>TVA</th><th>Total TTC</th></tr></thead>
<tbody>${rows}</tbody></table>`;
}

function conditions(print: InvoicePrint): string {
  const { seller } = print.parties;
  const mentions = invoiceMentions({
    operationCategory: print.operationCategory,
    paymentMode: print.paymentMode,
    dueDate: print.dueDate,
    seller,
  });
  const bank = isBlankRichText(seller.bankDetails)
    ? ""
    : `<div class="bank"><strong>Coordonnées bancaires</strong>${seller.bankDetails}</div>`;
  return `<div class="terms"><div class="conditions mentions">${mentionLines(mentions)}${bank}</div></div>`;
}

function termsOfSale(print: InvoicePrint): string {
  const { terms } = print.parties.seller;
  if (isBlankRichText(terms)) return "";
  return `<section class="cgv"><h2>Conditions générales de vente</h2>${terms}</section>`;
}

/** The invoice's HTML: a French A4 document, nothing loaded from outside (the logo is a data: URL). */
export function invoiceHtml(print: InvoicePrint): string {
  const comment = richTextToPlain(print.comment, "\n");
  const name = print.reference ?? DRAFT_INVOICE_LABEL;
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8">
<title>${escapeHtml(`${invoiceKindLabel(print.type)} ${name}`)}</title><style>${accountingDocumentStyles(print.accent)}</style></head><body>
${isDraft(print) ? draftWatermark() : ""}
${header(print)}
${linesTable(print.lines)}
${deductionsTable(print)}
<div class="summary">${vatTable(print.detailTva)}${totalsTable(invoiceTotalRows(print, print.deductions))}</div>
${comment ? `<div class="comment">${escapeHtml(comment)}</div>` : ""}
${conditions(print)}
${termsOfSale(print)}
</body></html>`;
}
