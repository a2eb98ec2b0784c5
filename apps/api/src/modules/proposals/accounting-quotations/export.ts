import type { Writable } from "node:stream";
import { type DbOrTx, quotations } from "@tronc/db";
import { centsToEuroNumber, formatEuros, QUOTATION_STATE_LABELS, toParisDate } from "@tronc/domain";
import { and, desc, lt } from "drizzle-orm";
import { quotationListConditions } from "../../../services/billing/quotations/conditions";
import {
  itemColumns,
  type QuotationListItem,
  toListItem,
  withListJoins,
} from "../../../services/billing/quotations/rows";
import { escapeHtml } from "../../../services/shared/document-pdf/text";
import { keysetPages } from "../../../services/shared/keyset-pages";
import { htmlToPdf } from "../../../services/shared/pdf";
import { writeXlsx, type XlsxColumn } from "../../../services/shared/xlsx-stream";
import type { QuotationListFilters } from "./contract";

const PAGE = 1000;

/** Pages of the matching quotations, newest first (by id), on a keyset: never an offset. */
function exportPages(db: DbOrTx, filters: QuotationListFilters) {
  const where = quotationListConditions(filters);
  const read = async (after: number | null): Promise<QuotationListItem[]> => {
    const rows = await withListJoins(db.select(itemColumns).from(quotations).$dynamic())
      .where(and(where, after === null ? undefined : lt(quotations.id, after)))
      .orderBy(desc(quotations.id))
      .limit(PAGE);
    return rows.map(toListItem);
  };
  return keysetPages(read, (row) => row.id, PAGE);
}

const COLUMNS: XlsxColumn<QuotationListItem>[] = [
  { header: "Référence", width: 20, value: (row) => row.reference },
  { header: "Titre", width: 40, value: (row) => row.title },
  { header: "Client", width: 30, value: (row) => row.client.name },
  { header: "Factor", width: 8, value: (row) => (row.client.isFactor ? "OUI" : "NON") },
  { header: "Entreprise du groupe", width: 24, value: (row) => row.triangleCompany.name },
  { header: "État", width: 20, value: (row) => QUOTATION_STATE_LABELS[row.state] },
  { header: "Date", width: 12, kind: "date", value: (row) => toParisDate(row.createdAt) },
  { header: "Récurrent", width: 10, value: (row) => (row.isRecurringPayment ? "OUI" : "NON") },
  { header: "Total HT", width: 14, value: (row) => centsToEuroNumber(row.totalHtCents) },
  { header: "Total TVA", width: 14, value: (row) => centsToEuroNumber(row.totalTvaCents) },
  { header: "Total TTC", width: 14, value: (row) => centsToEuroNumber(row.totalTtcCents) },
  { header: "Facturé", width: 14, value: (row) => centsToEuroNumber(row.billedCents) },
  { header: "Reste à facturer", width: 16, value: (row) => centsToEuroNumber(row.leftCents) },
];

/** 'Export Excel': one row per quotation of the list's filters, streamed as it is read. */
export function writeQuotationsWorkbook(db: DbOrTx, filters: QuotationListFilters, output: Writable) {
  return writeXlsx(output, { name: "Devis", columns: COLUMNS }, exportPages(db, filters));
}

const cell = (text: string, className = "") => `<td class="${className}">${escapeHtml(text)}</td>`;

function rowHtml(row: QuotationListItem): string {
  return `<tr>${[
    cell(row.reference),
    cell(row.title, "designation"),
    cell(`${row.client.name}${row.client.isFactor ? " (FACTOR)" : ""}`, "designation"),
    cell(row.triangleCompany.name),
    cell(QUOTATION_STATE_LABELS[row.state]),
    cell(toParisDate(row.createdAt).split("-").reverse().join("/")),
    cell(formatEuros(row.totalHtCents), "amount"),
    cell(formatEuros(row.totalTvaCents), "amount"),
    cell(formatEuros(row.totalTtcCents), "amount"),
    cell(formatEuros(row.billedCents), "amount"),
    cell(formatEuros(row.leftCents), "amount"),
  ].join("")}</tr>`;
}

const STYLES = `
  body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 8pt; color: #212529; margin: 0; }
  h1 { font-size: 14pt; margin: 0 0 8px; }
  table { width: 100%; border-collapse: collapse; }
  th { background: #343a40; color: #fff; padding: 4px; text-align: left; font-weight: 600; }
  td { padding: 4px; border-bottom: 1px solid #dee2e6; vertical-align: top; white-space: nowrap; }
  td.designation { white-space: normal; }
  td.amount, th.amount { text-align: right; }
  tfoot td { font-weight: bold; border-top: 2px solid #343a40; }
  tr { page-break-inside: avoid; }`;

const HEADERS = ["Référence", "Titre", "Client", "Entreprise", "État", "Date"];
const AMOUNT_HEADERS = ["Total HT", "Total TVA", "Total TTC", "Facturé", "Reste"];

/** 'Export Pdf': the list's quotations in one table with their totals (A4, the warm browser). */
export async function quotationsPdf(db: DbOrTx, filters: QuotationListFilters, now: Date): Promise<Buffer> {
  const rows: string[] = [];
  const sums = [0, 0, 0, 0, 0];
  for await (const page of exportPages(db, filters)) {
    for (const row of page) {
      rows.push(rowHtml(row));
      [row.totalHtCents, row.totalTvaCents, row.totalTtcCents, row.billedCents, row.leftCents].forEach(
        (value, index) => {
          sums[index] = (sums[index] ?? 0) + value;
        },
      );
    }
  }
  const head = [
    ...HEADERS.map((header) => `<th>${header}</th>`),
    ...AMOUNT_HEADERS.map((header) => `<th class="amount">${header}</th>`),
  ].join("");
  const foot = `<tr><td colspan="${HEADERS.length}">${rows.length} devis</td>${sums
    .map((sum) => cell(formatEuros(sum), "amount"))
    .join("")}</tr>`;
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><style>${STYLES}</style></head>
<body><h1>Liste des devis au ${escapeHtml(toParisDate(now).split("-").reverse().join("/"))}</h1>
<table><thead><tr>${head}</tr></thead><tbody>${rows.join("")}</tbody><tfoot>${foot}</tfoot></table></body></html>`;
  return htmlToPdf(html, { footer: "Liste des devis" });
}
