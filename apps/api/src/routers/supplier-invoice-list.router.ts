import { router } from "../trpc/trpc";

/** The supplier invoice list (helper P4): procedures to come. */
export const supplierInvoiceListRouter = router({});
