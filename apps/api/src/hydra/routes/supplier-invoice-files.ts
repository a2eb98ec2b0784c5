import type { FastifyInstance } from "fastify";
import type { ContextFactory } from "../register";

export const SUPPLIER_INVOICE_PDF_UPLOAD_PATH = "/compta/supplier-invoice/pdf";
export const SUPPLIER_INVOICES_EXPORT_PATH = "/admin/supplier-invoices-list-export-excel";
export const SUPPLIER_INVOICES_DETAIL_EXPORT_PATH = "/admin/supplier-invoices-list-export-detail";

/** The supplier invoice PDF upload (helper P3) and the list's two exports (helper P4): to come. */
export function registerSupplierInvoiceFiles(_app: FastifyInstance, _contextFor: ContextFactory): void {}
