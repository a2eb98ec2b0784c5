import type { FastifyInstance } from "fastify";
import type { ContextFactory } from "../register";

export const PURCHASE_ORDER_EXPORT_PATH = "/admin/purchase-order-export";
export const PURCHASE_ORDER_DETAIL_EXPORT_PATH = "/admin/purchase-order-detail-export";

/** The purchase order list's two Excel exports (helper P1) and the order's PDF (helper P2): to come. */
export function registerPurchaseOrderFiles(_app: FastifyInstance, _contextFor: ContextFactory): void {}
