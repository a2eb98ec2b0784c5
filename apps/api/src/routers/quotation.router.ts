import { router } from "../trpc/trpc";

/** Quotations. */
export const quotationRouter = router({});
