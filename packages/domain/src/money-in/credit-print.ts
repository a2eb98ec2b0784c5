import { VAT_ON_DEBITS_MENTION } from "../billing/invoice-print";
import type { InvoiceParties } from "../billing/parties";
import { formatFrenchDate } from "../proposals/quotation-print";
import type { Cents } from "../shared/cents";

/** What a credit note's PDF says besides its lines (the mentions are listed in the decisions, issue 14). */

export const CREDIT_HEADING = "AVOIR";

/** The invoice a credit corrects, as it prints: its number and its date. */
export interface CorrectedInvoice {
  reference: string | null;
  invoiceDate: string;
}

/** 'Facture FA-TEV-2026-00002 du 20/11/2026' (an invoice is credited only once numbered). */
export const correctedInvoiceLabel = (invoice: CorrectedInvoice) =>
  `Facture ${invoice.reference ?? "sans numéro"} du ${formatFrenchDate(invoice.invoiceDate)}`;

/** Under the heading: number and date of the credit, then of the invoice it corrects. */
export function creditFacts(credit: {
  number: string;
  creditDate: string;
  invoice: CorrectedInvoice | null;
}): [string, string][] {
  const facts: [string, string][] = [
    ["Numéro", credit.number],
    ["Date de l'avoir", formatFrenchDate(credit.creditDate)],
  ];
  if (credit.invoice) {
    facts.push(
      ["Facture corrigée", credit.invoice.reference ?? "sans numéro"],
      ["Date de la facture", formatFrenchDate(credit.invoice.invoiceDate)],
    );
  }
  return facts;
}

export interface CreditMentionsInput {
  invoice: CorrectedInvoice | null;
  seller: Pick<InvoiceParties["seller"], "vatOnDebits">;
}

/**
 * The mentions under the totals, in print order (label, text): the invoice it corrects (CGI art.
 * 242 nonies A: a corrective document refers to the original invoice by number and date) and the
 * VAT-on-debits option. What is left to use is not printed: the PDF is kept as issued, the amount moves.
 */
export function creditMentions(input: CreditMentionsInput): [string, string][] {
  const mentions: [string, string][] = [];
  if (input.invoice) mentions.push(["Avoir sur la facture", correctedInvoiceLabel(input.invoice)]);
  if (input.seller.vatOnDebits) mentions.push(["", VAT_ON_DEBITS_MENTION]);
  return mentions;
}

/** The totals column of a credit note: HT, VAT, then the TTC credited, in bold. */
export const creditTotalRows = (credit: {
  totalHtCents: Cents;
  totalTvaCents: Cents;
  totalTtcCents: Cents;
}) => [
  { label: "Total HT", cents: credit.totalHtCents },
  { label: "Total TVA", cents: credit.totalTvaCents },
  { label: "Total TTC de l'avoir", cents: credit.totalTtcCents, strong: true },
];

/** A file name for a credit's PDF: 'avoir-AV-TEV-2026-00001', or 'avoir-brouillon-<id>' before it has one. */
export const creditFileStem = (credit: { id: number; reference: string | null }) =>
  `avoir-${credit.reference ?? `brouillon-${credit.id}`}`;
