import { readPurchaseOrderPeriod, toParisDate } from "@tronc/domain";
import type { FastifyInstance } from "fastify";
import { registerStreamExport } from "../../http/stream-export";
import {
  type PurchaseOrderSearchFilters,
  purchaseOrderFilters,
} from "../../routers/purchase-order-list.schemas";
import {
  writePurchaseOrderDetailWorkbook,
  writePurchaseOrdersWorkbook,
} from "../../services/purchase-orders/list/export-xlsx";
import type { QueryReader } from "../query";
import type { ContextFactory } from "../register";
import { registerPurchaseOrderPrint } from "./purchase-order-print";
import { purchaseOrderFiltersFromQuery } from "./purchase-order-search";

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

/** Lead's decision 1: the exports are for accounting and super admins. */
const ACCOUNTING_OR_SUPER_ADMIN = ["accounting", "superAdmin"] as const;

/** The purchase order list's summary and detail Excel exports (same filters as the list). */
function registerPurchaseOrderExports(app: FastifyInstance, contextFor: ContextFactory): void {
  registerStreamExport(app, contextFor, {
    path: PURCHASE_ORDER_EXPORT_PATH,
    summary: "Exporte en Excel les bons de commande de la liste (ses filtres), un par ligne",
    contentType: XLSX,
    filename: (now) => `bons-de-commande-${toParisDate(now)}.xlsx`,
    roles: ACCOUNTING_OR_SUPER_ADMIN,
    parse: exportFilters,
    write: (ctx, filters, output) => writePurchaseOrdersWorkbook(ctx.db, filters, output),
  });
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

/** The purchase order list's two Excel exports (helper P1) and the order's PDF (helper P2). */
export function registerPurchaseOrderFiles(app: FastifyInstance, contextFor: ContextFactory): void {
  registerPurchaseOrderExports(app, contextFor);
  registerPurchaseOrderPrint(app, contextFor);
}
