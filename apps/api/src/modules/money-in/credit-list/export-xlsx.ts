import type { Writable } from "node:stream";
import type { DbOrTx } from "@tronc/db";
import { CREDIT_STATE_LABELS, centsToEuroNumber, DRAFT_NUMBER, frenchDecimal } from "@tronc/domain";
import { writeXlsx, type XlsxColumn } from "../../../services/shared/xlsx-stream";
import type { CreditSearchFilters } from "./contract";
import { type CreditExportRow, creditExportPages, creditVatRates } from "./export-rows";

function columns(rates: readonly number[]): XlsxColumn<CreditExportRow>[] {
  const vatColumns = rates.map(
    (rate): XlsxColumn<CreditExportRow> => ({
      header: `TVA ${frenchDecimal(rate)} %`,
      width: 12,
      value: (row) => centsToEuroNumber(row.detailTva.find((detail) => detail.rate === rate)?.tva ?? 0),
    }),
  );
  return [
    { header: "Numéro", width: 20, value: (row) => row.reference ?? DRAFT_NUMBER },
    { header: "Date", width: 12, kind: "date", value: (row) => row.creditDate },
    { header: "Entreprise du groupe", width: 24, value: (row) => row.issuer },
    { header: "Client", width: 32, value: (row) => row.client },
    { header: "Facture corrigée", width: 20, value: (row) => row.invoiceReference },
    { header: "État", width: 22, value: (row) => CREDIT_STATE_LABELS[row.state] },
    { header: "Total HT", width: 14, value: (row) => centsToEuroNumber(row.totalHtCents) },
    ...vatColumns,
    { header: "Total TTC", width: 14, value: (row) => centsToEuroNumber(row.totalTtcCents) },
    {
      header: "Utilisé",
      width: 14,
      value: (row) => centsToEuroNumber(row.totalTtcCents - row.amountLeftCents),
    },
    { header: "Reste à utiliser", width: 16, value: (row) => centsToEuroNumber(row.amountLeftCents) },
  ];
}

/** The credits matching the list's filters as one streamed sheet: a row each, a VAT column per rate present. */
export async function writeCreditsWorkbook(db: DbOrTx, filters: CreditSearchFilters, output: Writable) {
  const rates = await creditVatRates(db, filters);
  return writeXlsx(output, { name: "Avoirs", columns: columns(rates) }, creditExportPages(db, filters));
}
