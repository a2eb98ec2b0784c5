import { router } from "../trpc/trpc";

/** Quotation lines. */
export const quotationLineRouter = router({});
