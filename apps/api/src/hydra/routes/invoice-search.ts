import type { HydraRoute } from "../route";

/** /api/compta/invoices-search and -search_stats. */
export const invoiceSearchRoutes: HydraRoute[] = [];
