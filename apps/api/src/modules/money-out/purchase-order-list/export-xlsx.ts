import type { Writable } from "node:stream";
import type { DbOrTx } from "@tronc/db";
import {
  centsToEuroNumber,
  decimalToNumber,
  PURCHASE_ORDER_STATE_LABELS,
  toDecimal,
  toParisDate,
  UNITY_LABELS,
} from "@tronc/domain";
import { writeXlsx, type XlsxColumn } from "../../../services/shared/xlsx-stream";
import type { PurchaseOrderSearchFilters } from "./contract";
import {
  type PurchaseOrderDetailRow,
  type PurchaseOrderExportRow,
  purchaseOrderDetailPages,
  purchaseOrderExportPages,
} from "./export-rows";

/** The order's own columns, first in both exports. */
function orderColumns<Row>(orderOf: (row: Row) => PurchaseOrderExportRow): XlsxColumn<Row>[] {
  return [
    { header: "Référence", width: 20, value: (row) => orderOf(row).reference },
    // The Paris day of creation, the day the list's 'Du' and 'Au' read.
    { header: "Date", width: 12, kind: "date", value: (row) => toParisDate(orderOf(row).createdAt) },
    { header: "État", width: 12, value: (row) => PURCHASE_ORDER_STATE_LABELS[orderOf(row).state] },
    { header: "Titre", width: 32, value: (row) => orderOf(row).title },
    { header: "Fournisseur", width: 28, value: (row) => orderOf(row).supplierName },
    { header: "Entreprise du groupe", width: 24, value: (row) => orderOf(row).issuerName },
    { header: "Projet", width: 28, value: (row) => orderOf(row).projectName },
    { header: "Client", width: 28, value: (row) => orderOf(row).clientName },
    { header: "Devis", width: 20, value: (row) => orderOf(row).quotationReference },
  ];
}

const SUMMARY_COLUMNS: XlsxColumn<PurchaseOrderExportRow>[] = [
  ...orderColumns((row: PurchaseOrderExportRow) => row),
  { header: "Total HT", width: 14, value: (row) => centsToEuroNumber(row.totalHtCents) },
  { header: "Total TVA", width: 14, value: (row) => centsToEuroNumber(row.totalTvaCents) },
  { header: "Total TTC", width: 14, value: (row) => centsToEuroNumber(row.totalTtcCents) },
];

/** A decimal column ('40.000', '20.00') as an Excel number. */
const decimalNumber = (value: string) => decimalToNumber(toDecimal(value));

const DETAIL_COLUMNS: XlsxColumn<PurchaseOrderDetailRow>[] = [
  ...orderColumns((row: PurchaseOrderDetailRow) => row.order),
  {
    header: "Type",
    width: 10,
    value: ({ line }) => (line ? (line.kind === "fee" ? "Frais" : "Produit") : null),
  },
  { header: "Désignation", width: 32, value: ({ line }) => line?.name ?? null },
  { header: "Quantité", width: 10, value: ({ line }) => (line ? decimalNumber(line.quantity) : null) },
  { header: "Unité", width: 10, value: ({ line }) => (line?.unity ? UNITY_LABELS[line.unity].one : null) },
  {
    header: "Prix unitaire HT",
    width: 16,
    value: ({ line }) => (line ? centsToEuroNumber(line.unitPriceCents) : null),
  },
  { header: "TVA %", width: 8, value: ({ line }) => (line ? decimalNumber(line.vatRate) : null) },
  {
    header: "Remise %",
    width: 10,
    value: ({ line }) => (line?.discountPercent ? decimalNumber(line.discountPercent) : null),
  },
  { header: "Délai (jours)", width: 12, value: ({ line }) => line?.deliveryDays ?? null },
  {
    header: "Total HT",
    width: 14,
    value: ({ line }) => (line ? centsToEuroNumber(line.totalHtCents) : null),
  },
];

/** 'Export Excel': one row per order matching the list's filters, with its purchase's totals. */
export function writePurchaseOrdersWorkbook(
  db: DbOrTx,
  filters: PurchaseOrderSearchFilters,
  output: Writable,
): Promise<number> {
  return writeXlsx(
    output,
    { name: "Bons de commande", columns: SUMMARY_COLUMNS },
    purchaseOrderExportPages(db, filters),
  );
}

/** 'Export détail': one row per purchase line and per fee of the matching orders, with the order's columns. */
export function writePurchaseOrderDetailWorkbook(
  db: DbOrTx,
  filters: PurchaseOrderSearchFilters,
  output: Writable,
): Promise<number> {
  return writeXlsx(
    output,
    { name: "Détail des bons de commande", columns: DETAIL_COLUMNS },
    purchaseOrderDetailPages(db, filters),
  );
}
