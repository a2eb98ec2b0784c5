import type { HydraRoute } from "../route";

/** /api/compta/invoices (POST, PUT, GET, list, DELETE) and /api/compta/invoices-duplicate/{invoice}/{quotation}. */
export const invoiceRoutes: HydraRoute[] = [];
