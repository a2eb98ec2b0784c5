import type { HydraRoute } from "../route";

/** supplier_invoices-search and -search-stats (helper P4): rows to come. */
export const supplierInvoiceSearchRoutes: HydraRoute[] = [];
