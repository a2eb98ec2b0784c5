import type { DbOrTx } from "@tronc/db";
import { formatEuros, formatFrenchDate, INVOICE_STATE_LABELS } from "@tronc/domain";
import type { InvoiceSearchFilters } from "../../../modules/billing/invoice-list/contract";
import { documentStyles } from "../../shared/document-pdf/styles";
import { escapeHtml } from "../../shared/document-pdf/text";
import { htmlToPdf } from "../../shared/pdf";
import { type InvoiceExportRow, invoiceExportPages } from "./rows";

const HEAD = `<thead><tr><th>Numéro</th><th>Date</th><th class="text wide">Client</th><th class="text">Entreprise</th><th class="text">État</th>
<th>Total HT</th><th>TVA</th><th>Total TTC</th><th>Reste</th></tr></thead>`;

const STYLES = `
  table.lines { font-size: 8pt; }
  table.lines thead th.text { text-align: left; }
  table.lines thead th.wide { width: 28%; }
  table.lines td.text { text-align: left; white-space: normal; }
  table.lines td.key { text-align: left; }
  table.lines tfoot td { font-weight: bold; border-top: 2px solid #212529; }
  h1 { font-size: 14pt; margin: 0 0 4px; }
  .count { color: #6c757d; margin: 0 0 10px; }
`;

function row(invoice: InvoiceExportRow): string {
  return `<tr><td class="key">${escapeHtml(invoice.reference ?? "Brouillon")}</td>
<td>${formatFrenchDate(invoice.invoiceDate)}</td><td class="text">${escapeHtml(invoice.client)}</td>
<td class="text">${escapeHtml(invoice.issuer)}</td><td class="key">${INVOICE_STATE_LABELS[invoice.state]}</td>
<td>${formatEuros(invoice.totalHtCents)}</td><td>${formatEuros(invoice.totalTvaCents)}</td>
<td>${formatEuros(invoice.totalTtcCents)}</td><td>${formatEuros(invoice.amountLeftCents)}</td></tr>`;
}

/** One PDF listing the invoices matching the list's filters, with their totals at the end. */
export async function invoiceListPdf(
  db: DbOrTx,
  filters: InvoiceSearchFilters,
  today: string,
): Promise<Buffer> {
  const rows: string[] = [];
  const sum = { ht: 0, tva: 0, ttc: 0, left: 0 };
  for await (const page of invoiceExportPages(db, filters)) {
    for (const invoice of page) {
      rows.push(row(invoice));
      sum.ht += invoice.totalHtCents;
      sum.tva += invoice.totalTvaCents;
      sum.ttc += invoice.totalTtcCents;
      sum.left += invoice.amountLeftCents;
    }
  }
  const body = rows.length ? rows.join("\n") : `<tr><td class="text" colspan="9">Aucune facture</td></tr>`;
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Factures</title>
<style>${documentStyles("#343a40")}${STYLES}</style></head><body>
<h1>Liste des factures</h1><p class="count">${rows.length} facture${rows.length > 1 ? "s" : ""} au ${formatFrenchDate(today)}</p>
<table class="lines">${HEAD}<tbody>${body}</tbody>
<tfoot><tr><td class="text" colspan="5">Total</td><td>${formatEuros(sum.ht)}</td><td>${formatEuros(sum.tva)}</td>
<td>${formatEuros(sum.ttc)}</td><td>${formatEuros(sum.left)}</td></tr></tfoot></table>
</body></html>`;
  return htmlToPdf(html, { footer: `Liste des factures au ${formatFrenchDate(today)}` });
}
