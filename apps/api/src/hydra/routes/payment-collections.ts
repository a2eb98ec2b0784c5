import type { HydraRoute } from "../route";

/** invoice_payments-search and -search_stats (helper H5): rows to come. */
export const paymentCollectionRoutes: HydraRoute[] = [];
