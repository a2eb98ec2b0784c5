import type { HydraRoute } from "../route";

/** /compta/invoice_payments CRUD and -by-invoice (helper H4): rows to come. */
export const invoicePaymentRoutes: HydraRoute[] = [];
