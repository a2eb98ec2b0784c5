import type { HydraRoute } from "../route";

/** supplier_invoices CRUD, links and lines (helper P3): rows to come. */
export const supplierInvoiceRoutes: HydraRoute[] = [];
