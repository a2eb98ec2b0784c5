import { OVERDUE_AFTER_DAYS } from "../billing/invoice-due-date";
import { formatMessage } from "../messages";
import type { Cents } from "../shared/cents";
import { formatEuros } from "../shared/french-format";
import { parisDateTimeLabel } from "../shared/paris-time";
import {
  type AlertType,
  invoiceOverdueKey,
  type MissingPurchases,
  missedCallbackKey,
  projectToInvoiceKey,
  purchasesMissingKey,
  supplierInvoiceDueKey,
} from "./alert-rules";

// What an alert says: a plain-text summary (mail subject and text part) and HTML content in which
// every fact is escaped. The screen sanitises it again when it shows it.

export interface AlertText {
  type: AlertType;
  dedupeKey: string;
  /** Plain text, one line. */
  summary: string;
  /** HTML: paragraphs and lists of escaped facts. */
  content: string;
  /** The screen to open, inside the app. */
  url: string;
}

const ADMIN = "/tronc-commun/admin";

/** Text put inside an alert's HTML: `&`, `<`, `>`, `"` and `'` escaped. */
export function escapeAlertFact(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const strong = (text: string) => `<strong>${escapeAlertFact(text)}</strong>`;
const paragraph = (html: string) => `<p>${html}</p>`;

/** '2026-03-07' → '07/03/2026'. */
export function frenchDay(day: string): string {
  const [year, month, date] = day.slice(0, 10).split("-");
  return `${date}/${month}/${year}`;
}

export interface MissedCallbackFacts {
  leadId: number;
  leadSubject: string;
  clientName: string | null;
  callbackAt: string;
  callbackSubject: string | null;
  callbackUserName: string | null;
}

export function missedCallbackAlert(facts: MissedCallbackFacts): AlertText {
  const when = parisDateTimeLabel(facts.callbackAt);
  const client = facts.clientName ? ` (${escapeAlertFact(facts.clientName)})` : "";
  const by = facts.callbackUserName ? ` par ${strong(facts.callbackUserName)}` : "";
  const subject = facts.callbackSubject
    ? paragraph(`Objet du rappel : ${escapeAlertFact(facts.callbackSubject)}`)
    : "";
  return {
    type: "ALERT_TYPE_LEAD_CALLBACK_MISSED",
    dedupeKey: missedCallbackKey(facts.leadId, facts.callbackAt),
    summary: `Rappel manqué : lead « ${facts.leadSubject} », rappel prévu le ${when}`,
    content:
      paragraph(
        `Le rappel du lead ${strong(`« ${facts.leadSubject} »`)}${client} prévu le ${strong(when)}${by} ` +
          "n'a pas été fait : le lead l'attend toujours.",
      ) + subject,
    url: `${ADMIN}/lead/edit/${facts.leadId}`,
  };
}

export interface InvoiceOverdueFacts {
  invoiceId: number;
  reference: string | null;
  clientName: string;
  issuerName: string;
  eligibleAt: string;
  amountLeftCents: Cents;
}

export function invoiceOverdueAlert(facts: InvoiceOverdueFacts): AlertText {
  const reference = facts.reference ?? `n° ${facts.invoiceId}`;
  const due = frenchDay(facts.eligibleAt);
  const left = formatEuros(facts.amountLeftCents);
  return {
    type: "ALERT_TYPE_INVOICE_OVERDUE",
    dedupeKey: invoiceOverdueKey(facts.invoiceId, facts.eligibleAt),
    summary: `Facture client en retard : ${reference} (${facts.clientName}), ${left} à encaisser`,
    content: paragraph(
      `La facture ${strong(reference)} de ${strong(facts.clientName)} (émise par ` +
        `${escapeAlertFact(facts.issuerName)}) était à régler le ${strong(due)} : ${strong(left)} ` +
        `restent à encaisser plus de ${OVERDUE_AFTER_DAYS} jours après l'échéance.`,
    ),
    url: `${ADMIN}/compta/invoice/${facts.invoiceId}`,
  };
}

export interface SupplierInvoiceDueFacts {
  supplierInvoiceId: number;
  invoiceNumber: string | null;
  supplierName: string;
  paymentAt: string;
  amountLeftCents: Cents;
}

/** `today` says whether the payment date is still ahead ('à régler au plus tard') or passed ('devait'). */
export function supplierInvoiceDueAlert(facts: SupplierInvoiceDueFacts, today: string): AlertText {
  const number = facts.invoiceNumber
    ? `n° ${facts.invoiceNumber}`
    : `sans numéro (fiche ${facts.supplierInvoiceId})`;
  const due = frenchDay(facts.paymentAt);
  const left = formatEuros(facts.amountLeftCents);
  const late = facts.paymentAt.slice(0, 10) < today;
  const when = late ? `devait être réglée le ${strong(due)}` : `est à régler au plus tard le ${strong(due)}`;
  return {
    type: "ALERT_TYPE_SUPPLIER_INVOICE_DUE",
    dedupeKey: supplierInvoiceDueKey(facts.supplierInvoiceId, facts.paymentAt),
    summary: `Facture fournisseur à régler : ${facts.supplierName} ${number}, ${left} avant le ${due}`,
    content: paragraph(
      `La facture fournisseur ${strong(number)} de ${strong(facts.supplierName)} ${when} : ` +
        `il reste ${strong(left)} à payer.`,
    ),
    url: `${ADMIN}/supplier-invoice/${facts.supplierInvoiceId}`,
  };
}

export interface ProjectToInvoiceFacts {
  deliveryReportId: number;
  projectId: number;
  projectName: string;
  clientName: string | null;
  signerName: string;
  signedAt: Date | string;
}

export function projectToInvoiceAlert(facts: ProjectToInvoiceFacts): AlertText {
  const client = facts.clientName ? ` (${escapeAlertFact(facts.clientName)})` : "";
  const when = parisDateTimeLabel(facts.signedAt);
  return {
    type: "ALERT_TYPE_PROJECT_TO_INVOICE",
    dedupeKey: projectToInvoiceKey(facts.deliveryReportId),
    summary: `Projet à facturer : « ${facts.projectName} », PV de livraison signé le ${when}`,
    content: paragraph(
      `Le PV de livraison du projet ${strong(`« ${facts.projectName} »`)}${client} a été signé par ` +
        `${escapeAlertFact(facts.signerName)} le ${strong(when)} : le projet est à facturer.`,
    ),
    url: `${ADMIN}/projects/${facts.projectId}`,
  };
}

export interface PurchasesMissingFacts {
  recommendationId: number;
  leadId: number;
  leadSubject: string;
  clientName: string;
  attemptedBy: string;
  at: Date | string;
  missing: readonly MissingPurchases[];
}

export function purchasesMissingAlert(facts: PurchasesMissingFacts): AlertText {
  const sentence = formatMessage("RECOMMENDATION_PURCHASES_MISSING");
  const when = parisDateTimeLabel(facts.at);
  const items = facts.missing
    .map(
      (quotation) =>
        `<li>Devis ${strong(quotation.reference)} : achats manquants pour ` +
        `${quotation.productTypes.map(escapeAlertFact).join(", ")}</li>`,
    )
    .join("");
  return {
    type: "ALERT_TYPE_PURCHASES_MISSING",
    dedupeKey: purchasesMissingKey(facts.recommendationId, facts.at),
    summary: `Procédure interne : achats fournisseurs manquants, lead « ${facts.leadSubject} » (${facts.clientName})`,
    content:
      paragraph(strong(sentence)) +
      paragraph(
        `Lead ${strong(`« ${facts.leadSubject} »`)} (${escapeAlertFact(facts.clientName)}) : acceptation ` +
          `demandée par ${escapeAlertFact(facts.attemptedBy)} le ${escapeAlertFact(when)}.`,
      ) +
      (items ? `<ul>${items}</ul>` : ""),
    url: `${ADMIN}/lead/edit/${facts.leadId}`,
  };
}
