import type { HydraRoute } from "../route";

/** GET with quotation, POST, PUT /api/compta/financial-forecast/payments. */
export const forecastPaymentRoutes: HydraRoute[] = [];
