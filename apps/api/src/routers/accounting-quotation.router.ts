import { router } from "../trpc/trpc";

/** Quotation list and edit for accounting (search, stats, note). */
export const accountingQuotationRouter = router({});
