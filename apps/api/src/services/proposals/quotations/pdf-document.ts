import { linesTable } from "../../shared/document-pdf/lines-table";
import { documentStyles } from "../../shared/document-pdf/styles";
import { escapeHtml, isBlankRichText } from "../../shared/document-pdf/text";
import { quotationHeader } from "./pdf-header";
import type { QuotationPrint } from "./pdf-load";
import { quotationSummary } from "./pdf-totals";

/** The company's terms of sale (sanitised rich text), on a page of their own after the quote. */
function termsOfSale(print: QuotationPrint): string {
  if (isBlankRichText(print.issuer.cgv)) return "";
  return `<section class="cgv"><h2>Conditions générales de vente</h2>${print.issuer.cgv}</section>`;
}

/** The quotation's HTML: a French A4 document, nothing loaded from outside (the logo is a data: URL). */
export function quotationHtml(print: QuotationPrint): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8">
<title>Devis ${escapeHtml(print.reference)}</title><style>${documentStyles(print.issuer.color)}</style></head><body>
${quotationHeader(print)}
${linesTable(print.lines)}
${quotationSummary(print)}
${termsOfSale(print)}
</body></html>`;
}
