import type { Writable } from "node:stream";
import type { DbOrTx } from "@tronc/db";
import {
  centsToEuroNumber,
  PURCHASE_ORDER_STATE_LABELS,
  SUPPLIER_INVOICE_STATE_LABELS,
  UNITY_LABELS,
} from "@tronc/domain";
import type { SupplierInvoiceSearchFilters } from "../../../../modules/money-out/supplier-invoice-list/contract";
import { writeXlsx, type XlsxColumn } from "../../../shared/xlsx-stream";
import {
  type SupplierInvoiceDetailRow,
  type SupplierInvoiceExportRow,
  supplierInvoiceDetailPages,
  supplierInvoiceExportPages,
} from "./rows";

const euros = (cents: number | null) => (cents === null ? null : centsToEuroNumber(cents));

/** What was paid: the TTC less what is left (nothing while the TTC is not typed). */
const paidOf = (row: SupplierInvoiceExportRow) =>
  row.amountCents === null ? null : centsToEuroNumber(row.amountCents - row.amountLeftCents);

/** The invoice's own columns, shared by both exports. */
function invoiceColumns<Row>(of: (row: Row) => SupplierInvoiceExportRow): XlsxColumn<Row>[] {
  return [
    { header: "Fournisseur", width: 32, value: (row) => of(row).supplier },
    { header: "Numéro", width: 20, value: (row) => of(row).invoiceNumber ?? "" },
    { header: "Date de facture", width: 14, kind: "date", value: (row) => of(row).invoiceAt },
    { header: "Reçue le", width: 12, kind: "date", value: (row) => of(row).invoiceReceivedAt },
    { header: "Échéance", width: 12, kind: "date", value: (row) => of(row).paymentAt },
    { header: "Total TTC", width: 14, value: (row) => euros(of(row).amountCents) },
    { header: "TVA", width: 12, value: (row) => euros(of(row).amountTvaCents) },
    { header: "Payé", width: 14, value: (row) => paidOf(of(row)) },
    { header: "Reste à payer", width: 14, value: (row) => centsToEuroNumber(of(row).amountLeftCents) },
    { header: "État", width: 12, value: (row) => SUPPLIER_INVOICE_STATE_LABELS[of(row).state] },
  ];
}

const SUMMARY_COLUMNS: XlsxColumn<SupplierInvoiceExportRow>[] = [
  ...invoiceColumns<SupplierInvoiceExportRow>((row) => row),
  {
    header: "Bons de commande",
    width: 36,
    value: (row) => row.orders.map((order) => order.reference).join(", "),
  },
];

const DETAIL_COLUMNS: XlsxColumn<SupplierInvoiceDetailRow>[] = [
  ...invoiceColumns<SupplierInvoiceDetailRow>((row) => row.invoice),
  { header: "Bon de commande", width: 20, value: (row) => row.line?.orderReference ?? "" },
  {
    header: "État du bon",
    width: 12,
    value: (row) => (row.line ? PURCHASE_ORDER_STATE_LABELS[row.line.orderState] : ""),
  },
  { header: "Achat", width: 28, value: (row) => row.line?.purchaseTitle ?? "" },
  { header: "Désignation", width: 36, value: (row) => row.line?.name ?? "" },
  { header: "Quantité", width: 10, value: (row) => (row.line ? Number(row.line.quantity) : null) },
  { header: "Unité", width: 10, value: (row) => (row.line ? UNITY_LABELS[row.line.unity].one : "") },
  { header: "Prix unitaire HT", width: 16, value: (row) => euros(row.line?.unitPriceCents ?? null) },
  { header: "TVA %", width: 8, value: (row) => (row.line ? Number(row.line.vatRate) : null) },
  { header: "Total HT", width: 14, value: (row) => euros(row.line?.totalHtCents ?? null) },
];

/** 'Export Excel': one row per supplier invoice matching the list's filters, streamed. */
export function writeSupplierInvoicesWorkbook(
  db: DbOrTx,
  filters: SupplierInvoiceSearchFilters,
  output: Writable,
) {
  return writeXlsx(
    output,
    { name: "Factures fournisseurs", columns: SUMMARY_COLUMNS },
    supplierInvoiceExportPages(db, filters),
  );
}

/** 'Export Détail': one row per invoice line, with its invoice's and its order's columns, streamed. */
export function writeSupplierInvoiceDetailWorkbook(
  db: DbOrTx,
  filters: SupplierInvoiceSearchFilters,
  output: Writable,
) {
  return writeXlsx(
    output,
    { name: "Détail des factures", columns: DETAIL_COLUMNS },
    supplierInvoiceDetailPages(db, filters),
  );
}
