import { formatFrenchDate } from "@tronc/domain";
import { addressLines } from "../../shared/document-pdf/address";
import { documentTitle, documentTop, partyBlocks } from "../../shared/document-pdf/header";
import type { QuotationPrint } from "./pdf-load";

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
  const facts: [string, string][] = [
    ["Référence", print.reference],
    ["Date", formatFrenchDate(print.date)],
  ];
  if (print.validAt) facts.push(["Valable jusqu'au", formatFrenchDate(print.validAt)]);
  return `${documentTop({ issuerName: issuer.name, identity, logo: issuer.logo, heading: "DEVIS", facts })}
${partyBlocks([{ label: "Client", name: client.name, lines: addressLines(client.address) }])}
${documentTitle(print.title)}`;
}
