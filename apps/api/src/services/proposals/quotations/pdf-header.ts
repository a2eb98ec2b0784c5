import { formatFrenchDate, frenchPeriodLabel, rcsMention } from "@tronc/domain";
import { addressLines } from "../../shared/document-pdf/address";
import { documentTitle, documentTop, partyBlocks } from "../../shared/document-pdf/header";
import { escapeHtml } from "../../shared/document-pdf/text";
import type { PrintedContact, QuotationPrint } from "./pdf-load";

/** 'À l'attention de Jeanne Roux', then her e-mail and phone on one line. */
function contactLines(contact: PrintedContact | null): string[] {
  if (!contact) return [];
  const reach = [contact.email, contact.phone].filter((part) => part !== "").join(" · ");
  return [`À l'attention de ${contact.name}`, reach].filter((line) => line !== "");
}

/** 'Dates de la prestation : du 16/04/2027 au 18/04/2027 ; le 24/04/2027', from the delivery calendar. */
function serviceDates(print: QuotationPrint): string {
  if (print.serviceDates.length === 0) return "";
  const periods = print.serviceDates.map(({ start, end }) => frenchPeriodLabel(start, end)).join(" ; ");
  const label = print.serviceDates.length > 1 ? "Dates de la prestation" : "Date de la prestation";
  return `<p class="service-dates"><strong>${label} :</strong> ${escapeHtml(periods)}</p>`;
}

/** The issuer's identity and logo, the document's reference and dates, then the client's block. */
export function quotationHeader(print: QuotationPrint): string {
  const { issuer, client } = print;
  const identity = [
    ...addressLines(issuer.address),
    issuer.phone ? `Tél. : ${issuer.phone}` : "",
    issuer.email,
    issuer.siret ? `SIRET : ${issuer.siret}` : "",
    issuer.rcs.trim() ? rcsMention(issuer.rcs.trim()) : "",
    issuer.tvaNumber ? `N° TVA intracommunautaire : ${issuer.tvaNumber}` : "",
  ].filter((line) => line !== "");
  const facts: [string, string][] = [
    ["Référence", print.reference],
    ["Date", formatFrenchDate(print.date)],
  ];
  if (print.validAt) facts.push(["Valable jusqu'au", formatFrenchDate(print.validAt)]);
  const clientLines = [...addressLines(client.address), ...contactLines(client.contact)];
  return `${documentTop({ issuerName: issuer.name, identity, logo: issuer.logo, heading: "DEVIS", facts })}
${partyBlocks([{ label: "Client", name: client.name, lines: clientLines }])}
${documentTitle(print.title)}
${serviceDates(print)}`;
}
