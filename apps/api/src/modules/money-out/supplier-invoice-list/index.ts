import {
  searchSupplierInvoices,
  supplierInvoiceListStats,
} from "../../../services/money-out/supplier-invoices/list/search";
import { defineResource } from "../../resource/define-resource";
import { supplierInvoiceListContract } from "./contract";
import { registerSupplierInvoiceFiles } from "./export-routes";
import { supplierInvoiceListExtraRows, supplierInvoiceListWire } from "./hydra-extra";

/**
 * 'Liste des Factures des fournisseurs' (still `trpc.supplierInvoiceList`): /supplier_invoices-search
 * (pages from 0) and -search-stats, written by hand (hydra-extra.ts); its two Excel exports.
 */
export const supplierInvoiceListModule = defineResource(
  supplierInvoiceListContract,
  { search: searchSupplierInvoices, stats: supplierInvoiceListStats },
  {
    hydra: { wire: supplierInvoiceListWire, extra: supplierInvoiceListExtraRows },
    files: [registerSupplierInvoiceFiles],
  },
);
