import { router } from "../trpc/trpc";

/** The invoice list: search and totals. */
export const invoiceListRouter = router({});
