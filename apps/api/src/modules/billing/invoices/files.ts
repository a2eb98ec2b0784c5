import { Readable } from "node:stream";
import { toParisDate } from "@tronc/domain";
import type { FastifyInstance } from "fastify";
import { registerStreamExport } from "../../../http/stream-export";
import type { QueryReader } from "../../../hydra/query";
import type { ContextFactory } from "../../../hydra/register";
import { registerDocumentPrint, XLSX } from "../../../hydra/routes/document-files-routes";
import { invoiceListPdf } from "../../../services/billing/exports/list-pdf";
import { writeInvoicesWorkbook } from "../../../services/billing/exports/xlsx";
import { writeInvoicesZip } from "../../../services/billing/exports/zip";
import { invoiceSearchConditions } from "../../../services/billing/list/conditions";
import { invoicePdf } from "../../../services/billing/print/invoice-pdf";
import { type InvoiceSearchFilters, invoiceSearchInput } from "../invoice-list/contract";
import { invoiceFiltersFromQuery } from "../invoice-list/query";
import { invoiceContract } from "./contract";

export const PRINT_INVOICE_PATH = "/admin/print_invoice";
export const EXPORT_INVOICE_PDF_PATH = "/admin/export-invoice";
export const EXPORT_INVOICE_ZIP_PATH = "/admin/export-invoice-zip";
export const EXPORT_INVOICE_XLS_PATH = "/admin/export-invoice-xls";

/**
 * The list's exports are for super admins only, a policy none of the list's operations has (every
 * signed-in user reads the list): they name it themselves.
 */
const EXPORT_ROLES = ["superAdmin"] as const;

/** The list's own filters, checked the list's way (a bad one is a 400 before the first byte). */
function exportFilters(query: QueryReader): InvoiceSearchFilters {
  const filters = invoiceSearchInput.parse(invoiceFiltersFromQuery(query));
  invoiceSearchConditions(filters);
  return filters;
}

/** The invoice PDF, behind the policy of the invoice's `get`. */
export function registerInvoicePrint(app: FastifyInstance, contextFor: ContextFactory): void {
  registerDocumentPrint(app, contextFor, {
    path: PRINT_INVOICE_PATH,
    policy: invoiceContract.operations.get.policy,
    summary: "Le PDF d'une facture",
    notFound: "INVOICE_NOT_FOUND",
    print: (ctx, invoiceId) => invoicePdf(ctx, { invoiceId }),
  });
}

/** The invoice list's three exports (super admins only, the list's filters). */
export function registerInvoiceExports(app: FastifyInstance, contextFor: ContextFactory): void {
  registerStreamExport(app, contextFor, {
    path: EXPORT_INVOICE_XLS_PATH,
    summary: "Exporte en Excel les factures de la liste (ses filtres)",
    contentType: XLSX,
    filename: (now) => `factures-${toParisDate(now)}.xlsx`,
    roles: EXPORT_ROLES,
    parse: exportFilters,
    write: (ctx, filters, output) => writeInvoicesWorkbook(ctx.db, filters, output),
  });
  registerStreamExport(app, contextFor, {
    path: EXPORT_INVOICE_ZIP_PATH,
    summary: "Exporte le PDF de chaque facture de la liste (ses filtres), dans un zip",
    contentType: "application/zip",
    filename: (now) => `factures-${toParisDate(now)}.zip`,
    roles: EXPORT_ROLES,
    parse: exportFilters,
    write: (ctx, filters, output) => writeInvoicesZip(ctx, filters, output),
  });
  registerStreamExport(app, contextFor, {
    path: EXPORT_INVOICE_PDF_PATH,
    summary: "Exporte en un PDF le tableau des factures de la liste (ses filtres) et leurs totaux",
    contentType: "application/pdf",
    filename: (now) => `factures-${toParisDate(now)}.pdf`,
    roles: EXPORT_ROLES,
    parse: exportFilters,
    write: async (ctx, filters, output) => {
      const bytes = await invoiceListPdf(ctx.db, filters, toParisDate(ctx.now()));
      await new Promise<void>((resolve, reject) =>
        Readable.from([bytes]).pipe(output).on("finish", resolve).on("error", reject),
      );
    },
  });
}
