import type { HydraRoute } from "../route";

/** supplier_payments and -by-invoice (helper P5): rows to come. */
export const supplierPaymentRoutes: HydraRoute[] = [];
