import type { FastifyInstance } from "fastify";
import type { ContextFactory } from "../register";

export const EXPORT_QUOTATION_XLS_PATH = "/admin/export-quotation-xls";
export const EXPORT_QUOTATION_PDF_PATH = "/admin/export-quotation";

/** The quotation list's Excel and PDF exports (super admins only, the list's filters). */
export function registerQuotationExports(_app: FastifyInstance, _contextFor: ContextFactory): void {}
