import { router } from "../trpc/trpc";

/** One supplier invoice, its orders and lines (helper P3): procedures to come. */
export const supplierInvoiceRouter = router({});
