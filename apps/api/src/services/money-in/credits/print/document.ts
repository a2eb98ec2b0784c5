import {
  buyerLines,
  CREDIT_HEADING,
  creditFacts,
  creditMentions,
  creditTotalRows,
  DRAFT_NUMBER,
  MESSAGES,
  sellerIdentityLines,
} from "@tronc/domain";
import { draftNotice, draftWatermark } from "../../../shared/document-pdf/draft";
import { documentTitle, documentTop, partyBlocks } from "../../../shared/document-pdf/header";
import { linesTable } from "../../../shared/document-pdf/lines-table";
import { mentionLines } from "../../../shared/document-pdf/mentions";
import { accountingDocumentStyles } from "../../../shared/document-pdf/styles";
import { escapeHtml, richTextToPlain } from "../../../shared/document-pdf/text";
import { totalsTable, vatTable } from "../../../shared/document-pdf/totals-tables";
import type { CreditPrint } from "./load";

const isDraft = (print: CreditPrint) => print.reference === null;

function header(print: CreditPrint): string {
  const { seller, buyer } = print.parties;
  const top = documentTop({
    issuerName: seller.name,
    identity: sellerIdentityLines(seller),
    logo: print.logo,
    heading: CREDIT_HEADING,
    facts: creditFacts({
      number: print.reference ?? DRAFT_NUMBER,
      creditDate: print.creditDate,
      invoice: print.invoice,
    }),
  });
  const notice = isDraft(print) ? draftNotice(MESSAGES.CREDIT_DRAFT_LABEL) : "";
  return `${top}${notice}
${partyBlocks([{ label: "Client", name: buyer.name, lines: buyerLines(buyer) }])}
${documentTitle(print.title)}`;
}

/** The corrected invoice, what is left to use once validated, the VAT option: under the totals. */
function mentions(print: CreditPrint): string {
  const lines = mentionLines(
    creditMentions({
      invoice: print.invoice,
      seller: print.parties.seller,
    }),
  );
  return lines ? `<div class="terms"><div class="conditions mentions">${lines}</div></div>` : "";
}

/**
 * The credit note's HTML: the invoice's look (its styles, header, lines, VAT and totals parts), a
 * French A4 document loading nothing from outside (the logo is a data: URL).
 */
export function creditHtml(print: CreditPrint): string {
  const comment = richTextToPlain(print.comment, "\n");
  const name = print.reference ?? MESSAGES.CREDIT_DRAFT_LABEL;
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8">
<title>${escapeHtml(`Avoir ${name}`)}</title><style>${accountingDocumentStyles(print.accent)}</style></head><body>
${isDraft(print) ? draftWatermark() : ""}
${header(print)}
${linesTable(print.lines)}
<div class="summary">${vatTable(print.detailTva)}${totalsTable(creditTotalRows(print))}</div>
${comment ? `<div class="comment">${escapeHtml(comment)}</div>` : ""}
${mentions(print)}
</body></html>`;
}
