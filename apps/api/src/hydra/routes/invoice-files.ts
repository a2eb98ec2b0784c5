import type { FastifyInstance } from "fastify";
import type { ContextFactory } from "../register";

export const PRINT_INVOICE_PATH = "/admin/print_invoice";
export const EXPORT_INVOICE_PDF_PATH = "/admin/export-invoice";
export const EXPORT_INVOICE_ZIP_PATH = "/admin/export-invoice-zip";
export const EXPORT_INVOICE_XLS_PATH = "/admin/export-invoice-xls";

/** The invoice PDF and the invoice list's three exports (super admins only, the list's filters). */
export function registerInvoiceFiles(_app: FastifyInstance, _contextFor: ContextFactory): void {}
