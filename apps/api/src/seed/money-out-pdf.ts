import type { Cents } from "@tronc/domain";
import { formatCentsAsDecimal, formatFrenchDate } from "@tronc/domain";

/** PDF text: Latin-1 only (the font's WinAnsi encoding), with the string delimiters escaped. */
const pdfText = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/€/g, "EUR")
    .replace(/[^\x20-\xff]/g, "?")
    .replace(/[\\()]/g, (char) => `\\${char}`);

/**
 * A supplier's invoice as a one-page PDF written by hand (a few hundred bytes, Helvetica, a valid
 * xref): the demo seed makes three without starting a browser, and pdftotext reads them.
 */
export function demoInvoicePdf(invoice: {
  supplierName: string;
  number: string;
  invoiceAt: string;
  totalTtcCents: Cents;
  totalTvaCents: Cents;
}): Buffer {
  const lines = [
    `Facture ${invoice.supplierName} n° ${invoice.number}`,
    `Date : ${formatFrenchDate(invoice.invoiceAt)}`,
    `Total HT : ${formatCentsAsDecimal(invoice.totalTtcCents - invoice.totalTvaCents)} EUR`,
    `TVA : ${formatCentsAsDecimal(invoice.totalTvaCents)} EUR`,
    `Total TTC : ${formatCentsAsDecimal(invoice.totalTtcCents)} EUR`,
  ];
  const [title = "", ...details] = lines.map(pdfText);
  const content = [
    "BT",
    "/F1 16 Tf 56 770 Td",
    `(${title}) Tj`,
    "/F1 11 Tf",
    ...details.map((line) => `0 -24 Td (${line}) Tj`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ];
  // One byte per character (latin1): string lengths are byte offsets.
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xrefAt = body.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
