import { readPurchaseOrderPeriod, toParisDate } from "@tronc/domain";
import type { FastifyInstance } from "fastify";
import { registerStreamExport } from "../../../http/stream-export";
import type { QueryReader } from "../../../hydra/query";
import type { ContextFactory } from "../../../hydra/register";
import type { Policy } from "../../policies";
import { type PurchaseOrderSearchFilters, purchaseOrderFilters } from "./contract";
import { writePurchaseOrderDetailWorkbook, writePurchaseOrdersWorkbook } from "./export-xlsx";
import { purchaseOrderFiltersFromQuery } from "./wire";

export const PURCHASE_ORDER_EXPORT_PATH = "/admin/purchase-order-export";
export const PURCHASE_ORDER_DETAIL_EXPORT_PATH = "/admin/purchase-order-detail-export";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * The list's own filters under purchase_orders-search's names, checked the list's way, dates included:
 * a French 400 before the first byte rather than a sheet cut short.
 */
function exportFilters(query: QueryReader): PurchaseOrderSearchFilters {
  const filters = purchaseOrderFilters.parse(purchaseOrderFiltersFromQuery(query));
  readPurchaseOrderPeriod(filters);
  return filters;
}

/**
 * Lead's decision 1: the exports are for accounting and super admins, while the list is every signed-in
 * user's; no operation of the contract has that door, so the exports name it here.
 */
const ACCOUNTING_OR_SUPER_ADMIN = ["accounting", "superAdmin"] as const satisfies readonly Policy[];

/** The purchase order list's summary Excel export (same filters as the list). */
export function registerPurchaseOrderExport(app: FastifyInstance, contextFor: ContextFactory): void {
  registerStreamExport(app, contextFor, {
    path: PURCHASE_ORDER_EXPORT_PATH,
    summary: "Exporte en Excel les bons de commande de la liste (ses filtres), un par ligne",
    contentType: XLSX,
    filename: (now) => `bons-de-commande-${toParisDate(now)}.xlsx`,
    roles: ACCOUNTING_OR_SUPER_ADMIN,
    parse: exportFilters,
    write: (ctx, filters, output) => writePurchaseOrdersWorkbook(ctx.db, filters, output),
  });
}

/** The purchase order list's detail Excel export: one row per purchase line and per fee. */
export function registerPurchaseOrderDetailExport(app: FastifyInstance, contextFor: ContextFactory): void {
  registerStreamExport(app, contextFor, {
    path: PURCHASE_ORDER_DETAIL_EXPORT_PATH,
    summary:
      "Exporte en Excel le détail des bons de commande de la liste (ses filtres) : une ligne par achat et par frais",
    contentType: XLSX,
    filename: (now) => `bons-de-commande-detail-${toParisDate(now)}.xlsx`,
    roles: ACCOUNTING_OR_SUPER_ADMIN,
    parse: exportFilters,
    write: (ctx, filters, output) => writePurchaseOrderDetailWorkbook(ctx.db, filters, output),
  });
}
