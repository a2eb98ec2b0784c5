import { formatFrenchDate } from "../proposals/quotation-print";
import type { Cents } from "../shared/cents";
import { invoiceDueDate, paymentDelayLabel } from "./invoice-due-date";
import { INVOICE_TYPE_LABELS, type InvoiceType } from "./invoice-states";
import { OPERATION_CATEGORY_LABELS, type OperationCategory } from "./operation-category";
import type { InvoiceParties, InvoiceParty } from "./parties";

/** What an invoice's PDF says besides its lines (docs/invoice-mentions.md gives each mention's source). */

export const DRAFT_WATERMARK = "BROUILLON";
export const DRAFT_NUMBER = "Brouillon";
/** CGI art. 242 nonies A: printed only when the issuer opted for it. */
export const VAT_ON_DEBITS_MENTION = "Option pour le paiement de la taxe d'après les débits";
/** Code de commerce L441-10 and D441-5: fixed, whatever the issuer. */
export const RECOVERY_INDEMNITY_MENTION = "Indemnité forfaitaire pour frais de recouvrement : 40 €";

/** 'FACTURE D'ACOMPTE' for a deposit; every other invoice is a 'FACTURE'. */
export const invoiceHeading = (type: InvoiceType) =>
  type === "TYPE_ADVANCE" ? "FACTURE D'ACOMPTE" : "FACTURE";

/** 'Facture d'acompte', 'Facture partielle', 'Facture de solde'. */
export const invoiceKindLabel = (type: InvoiceType) => `Facture ${INVOICE_TYPE_LABELS[type]}`;

/** The date a validated invoice fell due, or for a draft the one validation would give it today. */
export const printedDueDate = (invoice: {
  eligibleAt: string | null;
  invoiceDate: string;
  paymentMode: number;
}) => invoice.eligibleAt ?? invoiceDueDate(invoice.invoiceDate, invoice.paymentMode);

/** The date of the sale or of the service: its own when given, else the invoice's date. */
export const printedServiceDate = (invoice: { serviceDate: string | null; invoiceDate: string }) =>
  invoice.serviceDate ?? invoice.invoiceDate;

export const SERVICE_DATE_LABELS = {
  SERVICES: "Date de la prestation",
  GOODS: "Date de la livraison",
  MIXED: "Date de livraison et prestation",
} as const satisfies Record<OperationCategory, string>;

const normalised = (address: string) => address.replace(/\s+/g, " ").trim().toLowerCase();

/** The delivery address prints only when one is given and it is not the billing address again. */
export const printsDeliveryAddress = (billing: string, delivery: string) =>
  normalised(delivery) !== "" && normalised(delivery) !== normalised(billing);

/** An address kept as text ("\n" between lines) as its printed lines. */
export const addressTextLines = (address: string) =>
  address
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");

/** The trade register mention: 'Paris 732 829 320' → 'RCS Paris 732 829 320' (kept when already written so). */
export const rcsMention = (rcs: string) => (/^r\.?c\.?s\b/i.test(rcs) ? rcs : `RCS ${rcs}`);

/** The seller's identity under its name: address, legal form and capital, SIREN/SIRET, RCS, VAT number. */
export function sellerIdentityLines(seller: InvoiceParties["seller"]): string[] {
  const legal = [
    seller.legalForm.trim(),
    seller.shareCapital.trim() ? `au capital de ${seller.shareCapital.trim()}` : "",
  ]
    .filter((part) => part !== "")
    .join(" ");
  return [
    ...addressTextLines(seller.address),
    legal,
    registrationLine(seller),
    seller.rcs.trim() ? rcsMention(seller.rcs.trim()) : "",
    seller.vatNumber ? `N° TVA intracommunautaire : ${seller.vatNumber}` : "",
  ].filter((line) => line !== "");
}

function registrationLine(party: InvoiceParty): string {
  return [party.siren ? `SIREN : ${party.siren}` : "", party.siret ? `SIRET : ${party.siret}` : ""]
    .filter((part) => part !== "")
    .join(" · ");
}

/** The buyer's block: billing address, SIREN, VAT number when known. */
export function buyerLines(buyer: InvoiceParty): string[] {
  return [
    ...addressTextLines(buyer.address),
    buyer.siren ? `SIREN : ${buyer.siren}` : "",
    buyer.vatNumber ? `N° TVA intracommunautaire : ${buyer.vatNumber}` : "",
  ].filter((line) => line !== "");
}

export interface PrintedDeduction {
  type: InvoiceType;
  reference: string | null;
  invoiceDate: string;
  totalHtCents: Cents;
  totalTvaCents: Cents;
  totalTtcCents: Cents;
}

/** 'Facture d'acompte FA-TEV-2026-00001 du 20/11/2026' (a deduction always has its number when validated). */
export const deductionLabel = (deduction: PrintedDeduction) =>
  `${invoiceKindLabel(deduction.type)} ${deduction.reference ?? DRAFT_NUMBER} du ${formatFrenchDate(deduction.invoiceDate)}`;

export interface PrintedTotalRow {
  label: string;
  cents: number;
  strong?: boolean;
}

/**
 * The totals column. The invoice's own totals are net of what it deducts; with deductions the lines'
 * amounts come first (net + deducted), then what is deducted, then the net and 'Net à payer'.
 */
export function invoiceTotalRows(
  invoice: { totalHtCents: Cents; totalTvaCents: Cents; totalTtcCents: Cents },
  deductions: readonly PrintedDeduction[],
): PrintedTotalRow[] {
  const net = [
    { label: "Total HT", cents: invoice.totalHtCents },
    { label: "Total TVA", cents: invoice.totalTvaCents },
  ];
  if (deductions.length === 0)
    return [...net, { label: "Total TTC", cents: invoice.totalTtcCents, strong: true }];
  const sum = (pick: (deduction: PrintedDeduction) => number) =>
    deductions.reduce((total, d) => total + pick(d), 0);
  const deductedHt = sum((d) => d.totalHtCents);
  const deductedTva = sum((d) => d.totalTvaCents);
  const deductedTtc = sum((d) => d.totalTtcCents);
  return [
    { label: "Total HT des lignes", cents: invoice.totalHtCents + deductedHt },
    { label: "Total TVA des lignes", cents: invoice.totalTvaCents + deductedTva },
    { label: "Total TTC des lignes", cents: invoice.totalTtcCents + deductedTtc },
    { label: "Déjà facturé TTC", cents: -deductedTtc },
    ...net,
    { label: "Total TTC", cents: invoice.totalTtcCents },
    { label: "Net à payer", cents: invoice.totalTtcCents, strong: true },
  ];
}

export interface MentionsInput {
  operationCategory: OperationCategory;
  paymentMode: number;
  dueDate: string;
  seller: Pick<InvoiceParties["seller"], "vatOnDebits" | "latePenaltyTerms" | "earlyPaymentTerms">;
}

/** The payment and tax mentions under the totals, in print order (label, text). */
export function invoiceMentions(input: MentionsInput): [string, string][] {
  const mentions: [string, string][] = [
    ["Nature de l'opération", OPERATION_CATEGORY_LABELS[input.operationCategory]],
    ["Date d'échéance", formatFrenchDate(input.dueDate)],
    ["Conditions de paiement", paymentDelayLabel(input.paymentMode)],
  ];
  if (input.seller.latePenaltyTerms.trim()) {
    mentions.push(["Pénalités de retard", input.seller.latePenaltyTerms.trim()]);
  }
  mentions.push(["", RECOVERY_INDEMNITY_MENTION]);
  if (input.seller.earlyPaymentTerms.trim()) mentions.push(["", input.seller.earlyPaymentTerms.trim()]);
  if (input.seller.vatOnDebits) mentions.push(["", VAT_ON_DEBITS_MENTION]);
  return mentions;
}

/** A file name for an invoice's PDF: its number, or 'brouillon-<id>' before it has one. */
export const invoiceFileStem = (invoice: { id: number; reference: string | null }) =>
  invoice.reference ?? `brouillon-${invoice.id}`;
