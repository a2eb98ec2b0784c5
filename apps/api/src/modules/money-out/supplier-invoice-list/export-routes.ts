import { toParisDate } from "@tronc/domain";
import type { FastifyInstance } from "fastify";
import { registerStreamExport } from "../../../http/stream-export";
import type { QueryReader } from "../../../hydra/query";
import type { ContextFactory } from "../../../hydra/register";
import {
  writeSupplierInvoiceDetailWorkbook,
  writeSupplierInvoicesWorkbook,
} from "../../../services/money-out/supplier-invoices/exports/xlsx";
import { supplierInvoiceSearchConditions } from "../../../services/money-out/supplier-invoices/list/conditions";
import type { Policy } from "../../policies";
import { type SupplierInvoiceSearchFilters, supplierInvoiceSearchInput } from "./contract";
import { supplierInvoiceFiltersFromQuery } from "./hydra-extra";

export const SUPPLIER_INVOICE_PDF_UPLOAD_PATH = "/compta/supplier-invoice/pdf";
export const SUPPLIER_INVOICES_EXPORT_PATH = "/admin/supplier-invoices-list-export-excel";
export const SUPPLIER_INVOICES_DETAIL_EXPORT_PATH = "/admin/supplier-invoices-list-export-detail";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The list's own filters, checked the list's way (a bad one is a 400 before the first byte). */
function exportFilters(query: QueryReader): SupplierInvoiceSearchFilters {
  const filters = supplierInvoiceSearchInput.parse(supplierInvoiceFiltersFromQuery(query));
  supplierInvoiceSearchConditions(filters);
  return filters;
}

/**
 * Who exports the supplier invoices: accounting or super admins (decision 1 of the supplier invoices),
 * where the list itself is for every signed-in user: no operation of the contract has this door.
 */
const ACCOUNTING_OR_SUPER_ADMIN: readonly [Policy, ...Policy[]] = ["accounting", "superAdmin"];

/** 'Export Excel' and 'Export Détail' of the list: accounting or super admins, the list's filters. */
function registerSupplierInvoiceListExports(app: FastifyInstance, contextFor: ContextFactory): void {
  registerStreamExport(app, contextFor, {
    path: SUPPLIER_INVOICES_EXPORT_PATH,
    summary: "Exporte en Excel les factures fournisseurs de la liste (ses filtres), une par ligne",
    contentType: XLSX,
    filename: (now) => `factures-fournisseurs-${toParisDate(now)}.xlsx`,
    roles: ACCOUNTING_OR_SUPER_ADMIN,
    parse: exportFilters,
    write: (ctx, filters, output) => writeSupplierInvoicesWorkbook(ctx.db, filters, output),
  });
  registerStreamExport(app, contextFor, {
    path: SUPPLIER_INVOICES_DETAIL_EXPORT_PATH,
    summary:
      "Exporte en Excel le détail des factures fournisseurs de la liste (ses filtres) : une ligne par ligne de facture",
    contentType: XLSX,
    filename: (now) => `factures-fournisseurs-detail-${toParisDate(now)}.xlsx`,
    roles: ACCOUNTING_OR_SUPER_ADMIN,
    parse: exportFilters,
    write: (ctx, filters, output) => writeSupplierInvoiceDetailWorkbook(ctx.db, filters, output),
  });
}

/** The supplier invoice PDF upload (helper P3) and the list's two exports. */
export function registerSupplierInvoiceFiles(app: FastifyInstance, contextFor: ContextFactory): void {
  registerSupplierInvoiceListExports(app, contextFor);
}
