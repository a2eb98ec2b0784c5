import type { Writable } from "node:stream";
import type { DbOrTx } from "@tronc/db";
import { centsToEuroNumber, frenchDecimal, INVOICE_STATE_LABELS, invoiceKindLabel } from "@tronc/domain";
import type { InvoiceSearchFilters } from "../../../modules/billing/invoice-list/contract";
import { writeXlsx, type XlsxColumn } from "../../shared/xlsx-stream";
import { type InvoiceExportRow, invoiceExportPages, invoiceVatRates } from "./rows";

/** Cents as a number of euros for a spreadsheet cell (exact: at most 2 decimals of an integer). */

function columns(rates: readonly number[]): XlsxColumn<InvoiceExportRow>[] {
  const vatColumns = rates.map(
    (rate): XlsxColumn<InvoiceExportRow> => ({
      header: `TVA ${frenchDecimal(rate)} %`,
      width: 12,
      value: (row) => centsToEuroNumber(row.detailTva.find((detail) => detail.rate === rate)?.tva ?? 0),
    }),
  );
  return [
    { header: "Numéro", width: 20, value: (row) => row.reference ?? "Brouillon" },
    { header: "Date", width: 12, kind: "date", value: (row) => row.invoiceDate },
    { header: "Échéance", width: 12, kind: "date", value: (row) => row.eligibleAt },
    { header: "Client", width: 32, value: (row) => row.client },
    { header: "Entreprise du groupe", width: 24, value: (row) => row.issuer },
    { header: "Type", width: 18, value: (row) => invoiceKindLabel(row.type) },
    { header: "État", width: 14, value: (row) => INVOICE_STATE_LABELS[row.state] },
    { header: "Total HT", width: 14, value: (row) => centsToEuroNumber(row.totalHtCents) },
    ...vatColumns,
    { header: "Total TTC", width: 14, value: (row) => centsToEuroNumber(row.totalTtcCents) },
    { header: "Payé", width: 14, value: (row) => centsToEuroNumber(row.totalTtcCents - row.amountLeftCents) },
    { header: "Reste à régler", width: 14, value: (row) => centsToEuroNumber(row.amountLeftCents) },
    { header: "Réglée le", width: 12, kind: "date", value: (row) => row.paidAt },
  ];
}

/** The invoices matching the list's filters as one streamed sheet: a row each, a VAT column per rate present. */
export async function writeInvoicesWorkbook(db: DbOrTx, filters: InvoiceSearchFilters, output: Writable) {
  const rates = await invoiceVatRates(db, filters);
  return writeXlsx(output, { name: "Factures", columns: columns(rates) }, invoiceExportPages(db, filters));
}
