import type { HydraRoute } from "../route";

/** purchase_orders-search and the plain collection (helper P1): rows to come. */
export const purchaseOrderSearchRoutes: HydraRoute[] = [];
