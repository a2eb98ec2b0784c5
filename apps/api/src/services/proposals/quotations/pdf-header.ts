import { formatFrenchDate } from "@tronc/domain";
import type { PrintedAddress, QuotationPrint } from "./pdf-load";
import { escapeHtml } from "./pdf-text";

const addressLines = (address: PrintedAddress | null): string[] =>
  address
    ? [address.address, address.complement ?? "", `${address.postalCode} ${address.city}`.trim()].filter(
        (line) => line.trim() !== "",
      )
    : [];

const lines = (values: string[]) => values.map((value) => `<div>${escapeHtml(value)}</div>`).join("");

/** The issuer's identity and logo, the document's reference and dates, then the client's block. */
export function quotationHeader(print: QuotationPrint): string {
  const { issuer, client } = print;
  const identity = [
    ...addressLines(issuer.address),
    issuer.phone ? `Tél. : ${issuer.phone}` : "",
    issuer.email,
    issuer.siret ? `SIRET : ${issuer.siret}` : "",
    issuer.tvaNumber ? `N° TVA intracommunautaire : ${issuer.tvaNumber}` : "",
  ].filter((line) => line !== "");
  const logo = issuer.logo ? `<img class="logo" src="${escapeHtml(issuer.logo)}" alt="">` : "";
  const facts: [string, string][] = [
    ["Référence", print.reference],
    ["Date", formatFrenchDate(print.date)],
  ];
  if (print.validAt) facts.push(["Valable jusqu'au", formatFrenchDate(print.validAt)]);
  return `<div class="top">
  <div class="issuer">${logo}<div class="name">${escapeHtml(issuer.name)}</div>
    <div class="muted">${lines(identity)}</div></div>
  <div class="doc"><h1>DEVIS</h1><table>${facts
    .map(([label, value]) => `<tr><th>${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join("")}</table></div>
</div>
<div class="parties"><div class="client"><div class="label">Client</div>
  <div class="name">${escapeHtml(client.name)}</div>${lines(addressLines(client.address))}</div></div>
${print.title ? `<p class="title">Objet : ${escapeHtml(print.title)}</p>` : ""}`;
}
