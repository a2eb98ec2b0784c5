import type { HydraRoute } from "../route";

/** /compta/invoice_triangle_products (POST, PUT, DELETE). */
export const invoiceLineRoutes: HydraRoute[] = [];
