import type { HydraRoute } from "../route";

/** purchase_orders GET/PUT {id} and -by-supplier (helper P2): rows to come. */
export const purchaseOrderRoutes: HydraRoute[] = [];
