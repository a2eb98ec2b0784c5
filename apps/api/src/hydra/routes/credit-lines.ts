import type { HydraRoute } from "../route";

/** /compta/credit_triangle_products (helper H1): rows to come. */
export const creditLineRoutes: HydraRoute[] = [];
